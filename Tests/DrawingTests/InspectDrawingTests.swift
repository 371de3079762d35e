import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// What inspect mode draws, on an image: `require(toFail:)` arrows between
/// badges, the ringed badges and banner, and the switches' card.
@Suite("Inspect mode's drawing")
struct InspectDrawingTests {
    /// A 400×500 root with one view holding a single tap that requires a double tap (gesture-single-double's set-up).
    static func singleOrDouble(viewX: CGFloat = 60, rootWidth: CGFloat = 400) -> (root: UIView, single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: rootWidth, height: 500))
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let target = UIView(frame: CGRect(x: viewX, y: 100, width: 260, height: 260))
        target.name = "tap target"
        target.backgroundColor = .blue
        root.addSubview(target)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single tap"; double.name = "double tap"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        target.addGestureRecognizer(single)
        target.addGestureRecognizer(double)
        return (root, single, double)
    }

    static func render(_ root: UIView, overlay: InspectOverlay?) throws -> (ImageSurface, RenderedScene, [FailureArrow]) {
        let image = try ImageSurface(width: Int(root.bounds.width), height: Int(root.bounds.height))
        let canvas = image.makeCanvas()
        let scene = SceneRenderer()
        let rendered = scene.draw(root, in: canvas, transform: SceneTransform(origin: .zero, scale: 1, rootBoundsOrigin: .zero))
        let arrows = overlay?.draw(over: rendered, in: canvas) ?? []
        return (image, rendered, arrows)
    }

    static func isLime(_ p: ImageSurface.Pixel) -> Bool { p.isClose(to: InspectTheme.accent, tolerance: 40) }

    @Test("one arrow, from the waiting recognizer's badge to the one it waits for, drawn in the accent; none without the overlay")
    func arrowBetweenBadges() throws {
        let (root, single, double) = Self.singleOrDouble()
        let (plain, _, _) = try Self.render(root, overlay: nil)
        let (image, rendered, arrows) = try Self.render(root, overlay: InspectOverlay())
        #expect(arrows.count == 1)
        let arrow = try #require(arrows.first)
        #expect(arrow.waiting === single && arrow.required === double)
        let badges = rendered.badgeRects(of: single.view!)
        #expect(badges.count == 2)
        #expect(badges[0].insetBy(dx: -4, dy: -4).contains(arrow.start), "starts at the single tap's badge")
        #expect(badges[1].insetBy(dx: -5, dy: -5).contains(arrow.end), "ends at the double tap's badge")
        let bend = arrow.points[12]
        #expect(!badges.contains { $0.contains(bend) }, "the curve goes around, not through, the badges")
        #expect(Self.isLime(image.pixel(bend)), "\(image.pixel(bend))")
        #expect(!Self.isLime(plain.pixel(bend)))
        // Its label is on the screen and clear of both badges.
        let label = arrow.labelRect(width: 100, screen: rendered.screenRect)
        #expect(rendered.screenRect.contains(label))
        #expect(!badges.contains { $0.intersects(label) })
    }

    @Test("badges in a column loop out to the side with room: right near the screen's left edge, left otherwise")
    func loopSide() throws {
        let near = try Self.render(Self.singleOrDouble(viewX: 10).root, overlay: InspectOverlay())
        let far = try Self.render(Self.singleOrDouble(viewX: 300, rootWidth: 600).root, overlay: InspectOverlay())
        let a = try #require(near.2.first), b = try #require(far.2.first)
        #expect(a.points[12].x > a.start.x + 20, "near the left edge: loops right")
        #expect(b.points[12].x < b.start.x - 20, "with room on the left: loops left")
        #expect(far.1.screenRect.contains(b.points[12]) && near.1.screenRect.contains(a.points[12]))
    }

    @Test("the card lists its rows at 30-pixel pitch, readable sizes, and marks a switched value")
    func card() throws {
        let card = InspectCard(kind: "RECOGNIZER", title: "tap · UITapGestureRecognizer", subtitle: "on superview", rows: [
            .init(name: "cancelsTouchesInView", value: "NO", builtValue: "YES", note: "the view keeps its touches"),
            .init(name: "delaysTouchesBegan", value: "NO", note: "the view hears touchesBegan at once"),
        ], sceneSwitches: ["tap.cancelsTouchesInView = NO"])
        let image = try ImageSurface(width: 900, height: 400)
        let view = InspectCardView(card: card)
        let layout = view.draw(in: image.makeCanvas(), area: CGRect(x: 0, y: 0, width: 900, height: 400))
        #expect(layout == view.layout(in: CGRect(x: 0, y: 0, width: 900, height: 400)), "clicks use the layout the drawing used")
        #expect(layout.rows.count == 2)
        #expect(layout.rows[1].minY - layout.rows[0].minY == 30)
        #expect(layout.rows.allSatisfy { layout.card.contains($0) })
        #expect([InspectCardView.nameFont, InspectCardView.valueFont, InspectCardView.noteFont, InspectCardView.footerFont]
            .allSatisfy { $0.size >= 12 })
        func count(in rect: CGRect, _ color: RGBA) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x: x, y: y)!.isClose(to: color, tolerance: 30) { n += 1 } }
            return n
        }
        #expect(count(in: layout.rows[0], InspectTheme.switched) > 150, "the switched value is orange")
        #expect(count(in: layout.rows[1], InspectTheme.switched) == 0)
    }
}
