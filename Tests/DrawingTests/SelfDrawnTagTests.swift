import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A name tag never hides part of a control that draws itself: the stars of
/// a rating made of shape layers, the strokes a `draw(_:)` painted. The tag
/// goes where the view paints nothing, or beside it.
@Suite("Name tags keep clear of what a view draws itself")
struct SelfDrawnTagTests {
    /// A row of five shape-layer stars filling a 180×36 control, as a rating is written.
    final class Rating: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            for i in 0..<5 {
                let star = CAShapeLayer()
                star.frame = CGRect(x: CGFloat(i) * 36, y: 0, width: 36, height: 36)
                star.path = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 32, height: 32)).cgPath
                star.fillColor = UIColor.systemYellow.cgColor
                layer.addSublayer(star)
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// A pad that paints one stroke across its lower half in `draw(_:)`.
    final class Pad: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.black.setStroke()
            let stroke = UIBezierPath()
            stroke.lineWidth = 4
            stroke.move(to: CGPoint(x: 20, y: bounds.maxY - 30))
            stroke.addLine(to: CGPoint(x: bounds.maxX - 20, y: bounds.maxY - 50))
            stroke.stroke()
        }
    }

    func render(_ root: UIView) throws -> RenderedScene {
        let image = try ImageSurface(width: Int(root.bounds.width), height: Int(root.bounds.height))
        return SceneRenderer().draw(root, in: image.makeCanvas(), transform: SceneTransform())
    }

    @Test("a rating of shape-layer stars is tagged above its stars, not on them")
    func sublayersAreKeptClearOf() throws {
        let root = whiteRoot()
        let rating = Rating(frame: CGRect(x: 10, y: 100, width: 180, height: 36))
        rating.name = "stars"
        root.addSubview(rating)
        let rendered = try render(root)
        let tag = try #require(rendered.tagRect(of: rating))
        #expect(!tag.intersects(rating.frame.insetBy(dx: 0.5, dy: 0.5)), "the tag \(tag) covers the stars at \(rating.frame)")
        #expect(tag.maxY <= rating.frame.minY + 0.5 && tag.maxY >= rating.frame.minY - 8, "just above the stars: \(tag)")
    }

    @Test("a view's draw(_:) strokes keep the tag off them; the empty band above them takes it")
    func drawnPixelsAreKeptClearOf() throws {
        let driver = try HeadlessDriver(recordTrace: false)
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), rootViewController: nil)
        window.backgroundColor = .white
        let pad = Pad(frame: CGRect(x: 10, y: 40, width: 180, height: 150))
        pad.name = "pad"
        window.addSubview(pad)
        driver.runUntilIdle()
        let ink = try #require(pad.selfDrawnContentBounds, "draw(_:) ran and painted")
        #expect(abs(ink.minY - 98) <= 2 && abs(ink.maxY - 122) <= 2, "the stroke's box, 4 wide: \(ink)")
        let rendered = try render(window)
        let tag = try #require(rendered.tagRect(of: pad))
        let inkOnCanvas = ink.offsetBy(dx: pad.frame.minX, dy: pad.frame.minY)
        #expect(!tag.intersects(inkOnCanvas), "the tag \(tag) covers the stroke \(inkOnCanvas)")
        #expect(pad.frame.contains(tag), "the band above the stroke has room for it: \(tag)")
    }

    @Test("a plain view with a background and no content of its own keeps its tag inside, top left")
    func plainViewsAreUnchanged() throws {
        let root = whiteRoot()
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 160, height: 100))
        card.backgroundColor = .systemTeal
        card.name = "card"
        root.addSubview(card)
        #expect(card.selfDrawnContentBounds == nil)
        let tag = try #require(try render(root).tagRect(of: card))
        #expect(tag.minX == 24 && tag.minY == 64)
    }
}
