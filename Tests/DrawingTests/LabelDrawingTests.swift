import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// UILabel drawn as UIKit lays it out, on real pixels: aligned, sized,
/// wrapped, truncated, bold (Behaviour §8).
@Suite("UILabel drawing")
struct LabelDrawingTests {
    static let ink = UIColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A 300×200 white root holding `label` at (0,0); nothing else drawn.
    func render(_ label: UILabel, width: CGFloat = 300, height: CGFloat = 200) throws -> ImageSurface {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        root.addSubview(label)
        return try renderScene(root) { scene, _ in scene.showsNameTags = false; scene.showsHairlines = false }
    }

    /// The columns and rows that hold ink (dark pixels) inside `rect`.
    func ink(_ image: ImageSurface, in rect: CGRect) -> (columns: [Int], rows: [Int]) {
        var columns = Set<Int>(), rows = Set<Int>()
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x: x, y: y)!.isClose(to: RGBA(Self.ink), tolerance: 120) {
                columns.insert(x); rows.insert(y)
            }
        }
        return (columns.sorted(), rows.sorted())
    }

    /// Runs of consecutive rows: one per line of text.
    func bands(_ rows: [Int]) -> Int {
        zip(rows, rows.dropFirst()).filter { $1 - $0 > 2 }.count + (rows.isEmpty ? 0 : 1)
    }

    func label(_ text: String, _ frame: CGRect, configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = Self.ink
        configure(label)
        return label
    }

    @Test("textAlignment: left starts at the left edge, right ends at the right, center is centred")
    func alignment() throws {
        let frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        let left = ink(try render(label("Tap", frame)), in: frame).columns
        let right = ink(try render(label("Tap", frame) { $0.textAlignment = .right }), in: frame).columns
        let center = ink(try render(label("Tap", frame) { $0.textAlignment = .center }), in: frame).columns
        #expect(left.first! <= 3, "left: \(left.first!)")
        #expect(right.last! >= 296, "right: \(right.last!)")
        let middle = Double(center.first! + center.last!) / 2
        #expect(abs(middle - 150) <= 3, "centre: \(middle)")
        #expect(left.last! - left.first! == right.last! - right.first!, "the same word, the same width")
    }

    @Test("font: the point size sets the height of the letters; bold is heavier ink than regular")
    func fontSizeAndWeight() throws {
        let frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        let small = ink(try render(label("H", frame) { $0.font = .systemFont(ofSize: 20) }), in: frame).rows
        let large = ink(try render(label("H", frame) { $0.font = .systemFont(ofSize: 60) }), in: frame).rows
        let smallHeight = small.last! - small.first! + 1, largeHeight = large.last! - large.first! + 1
        #expect(abs(Double(largeHeight) / Double(smallHeight) - 3) < 0.35, "cap heights \(smallHeight) and \(largeHeight)")

        func inkCount(_ font: UIFont) throws -> Int {
            let image = try render(label("Heavy", frame) { $0.font = font })
            return (0..<300).reduce(0) { sum, x in
                sum + (0..<100).filter { image.pixel(x: x, y: $0)!.isClose(to: RGBA(Self.ink), tolerance: 120) }.count
            }
        }
        let regular = try inkCount(.systemFont(ofSize: 30))
        #expect(try inkCount(.boldSystemFont(ofSize: 30)) > regular * 5 / 4)
        #expect(try inkCount(.systemFont(ofSize: 30, weight: .semibold)) > regular * 5 / 4)
        #expect(try inkCount(.systemFont(ofSize: 30, weight: .medium)) == regular, "lighter than semibold: DejaVu's regular face")
    }

    @Test("numberOfLines: 1 cuts the text with an ellipsis, 0 wraps it onto as many lines as it needs, 2 stops at two")
    func wrapping() throws {
        let text = "Touches go to the view that hit-testing found, then up the responder chain"
        let frame = CGRect(x: 0, y: 0, width: 160, height: 200)
        let one = ink(try render(label(text, frame)), in: frame)
        #expect(bands(one.rows) == 1)
        #expect(one.columns.last! < 160)
        let all = ink(try render(label(text, frame) { $0.numberOfLines = 0 }), in: frame)
        #expect(bands(all.rows) >= 4, "\(bands(all.rows)) lines")
        let two = ink(try render(label(text, frame) { $0.numberOfLines = 2 }), in: frame)
        #expect(bands(two.rows) == 2)
        // The block is centred vertically, as UILabel centres its text.
        #expect(abs(Double(two.rows.first! + two.rows.last!) / 2 - 100) < 6)
    }

    @Test("a label never draws more lines than fit in its height")
    func heightLimitsLines() throws {
        let text = "one two three four five six seven eight nine ten"
        let frame = CGRect(x: 0, y: 0, width: 80, height: 45)
        let image = try render(label(text, frame) { $0.numberOfLines = 0 })
        #expect(bands(ink(image, in: frame).rows) == 2)
    }
}

/// Zoomed content (a transformed view in a clipping scroll view): only what
/// shows gets a name tag, at its visible corner.
@Suite("Tags inside zoomed content")
struct ZoomedContentTagTests {
    @Test("a tile scrolled out of a zoomed scroll view has no tag; a visible one has its tag inside the scroll view")
    func tagsFollowTheClip() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 150))
        let grid = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let near = UIView(frame: CGRect(x: 60, y: 40, width: 40, height: 40))
        let far = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        near.name = "near"; far.name = "far"
        grid.addSubview(far); grid.addSubview(near)
        scrollView.addSubview(grid)
        root.addSubview(scrollView)
        grid.transform = CGAffineTransform(scaleX: 3, y: 3)
        grid.center = CGPoint(x: 300, y: 225)                // frame (0, 0, 600, 450)
        scrollView.contentSize = CGSize(width: 600, height: 450)
        scrollView.contentOffset = CGPoint(x: 180, y: 120)   // near (180…300, 120…240) shows; far does not

        let image = try ImageSurface(width: 300, height: 300)
        let canvas = image.makeCanvas()
        let renderer = SceneRenderer()
        let rendered = renderer.renderViews(root, in: canvas, transform: SceneTransform(), visualizer: nil)
        renderer.drawTags(rendered, in: canvas)
        #expect(rendered.tagRect(of: far) == nil)
        let tag = try #require(rendered.tagRect(of: near))
        #expect(tag.minY >= 100 && tag.minX >= 0, "inside the scroll view: \(tag)")
    }
}
