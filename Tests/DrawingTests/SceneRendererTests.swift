import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// Each view property, checked on real pixels of an image surface.
@Suite("SceneRenderer")
struct SceneRendererTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)

    /// A 200×200 white root; tags and hairlines off so every pixel is a view's colour.
    func root() -> UIView { whiteRoot() }
    func plain(_ scene: SceneRenderer, _ overlay: OverlayRenderer) { viewsOnly(scene, overlay) }

    @Test("a view's background colour is drawn at its frame, and nowhere else")
    func backgroundColour() throws {
        let root = root()
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 40))
        child.backgroundColor = Self.red
        root.addSubview(child)
        let image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 21, y: 31)!.isClose(to: RGBA(Self.red)))
        #expect(image.pixel(x: 78, y: 68)!.isClose(to: RGBA(Self.red)))
        #expect(image.pixel(x: 19, y: 31)!.isClose(to: RGBA(.white)))
        #expect(image.pixel(x: 81, y: 50)!.isClose(to: RGBA(.white)))
        #expect(image.pixel(x: 50, y: 71)!.isClose(to: RGBA(.white)))
    }

    @Test("a hidden view, or one at alpha 0.01, shows what is under it (with a dashed outline)")
    func hiddenAndTransparent() throws {
        let root = root()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.backgroundColor = Self.blue
        let hidden = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        hidden.backgroundColor = Self.red
        hidden.isHidden = true
        let faint = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 60))
        faint.backgroundColor = Self.red
        faint.alpha = 0.01
        let insideHidden = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        insideHidden.backgroundColor = Self.green
        hidden.addSubview(insideHidden)
        root.addSubview(parent); parent.addSubview(hidden); parent.addSubview(faint)

        let image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 50, y: 50)!.isClose(to: RGBA(Self.blue)), "hidden: the parent shows through")
        #expect(image.pixel(x: 35, y: 35)!.isClose(to: RGBA(Self.blue)), "a hidden view's subviews are hidden too")
        #expect(image.pixel(x: 150, y: 50)!.isClose(to: RGBA(Self.blue)), "alpha 0.01: not drawn")
        let edge = (20..<80).compactMap { image.pixel(x: $0, y: 20) }
        #expect(edge.contains { !$0.isClose(to: RGBA(Self.blue), tolerance: 20) }, "the dashed outline marks where it is")

        let off = try renderScene(root) { s, o in plain(s, o); s.showsHiddenViews = false }
        #expect((20..<80).allSatisfy { off.pixel(x: $0, y: 20)!.isClose(to: RGBA(Self.blue)) })
    }

    @Test("a hidden view's tag says so")
    func ghostTags() throws {
        let root = root()
        let hidden = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        hidden.isHidden = true
        hidden.name = "H"
        root.addSubview(hidden)
        let image = try ImageSurface(width: 200, height: 200)
        let canvas = image.makeCanvas()
        let scene = SceneRenderer()
        let rendered = scene.draw(root, in: canvas, transform: SceneTransform())
        let tag = try #require(rendered.tagRect(of: hidden))
        #expect(tag.minX >= 10 && tag.minY >= 10 && tag.maxX <= 190)
        // "UIView  H · hidden" is wider than "UIView  H" alone.
        #expect(Double(tag.width) > canvas.chipWidth("UIView  H", SceneRenderer.tagFont, paddingX: 7) + 20)
    }

    @Test("alpha multiplies down the tree")
    func alphaMultiplies() throws {
        let root = root()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.alpha = 0.5
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.backgroundColor = Self.red.withAlphaComponent(0.5)
        root.addSubview(parent); parent.addSubview(child)
        let image = try renderScene(root, configure: plain)
        // red at 0.5 × 0.5 = 0.25 over white
        #expect(image.pixel(x: 100, y: 100)!.isClose(to: .over(RGBA(Self.red), alpha: 0.25, on: RGBA(.white)), tolerance: 3))
    }

    @Test("clipsToBounds cuts subviews at the view's edge; off, they spill over")
    func clipping() throws {
        let root = root()
        let parent = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        parent.backgroundColor = Self.green
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 80, height: 80))
        child.backgroundColor = Self.red
        root.addSubview(parent); parent.addSubview(child)

        var image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 100, y: 100)!.isClose(to: RGBA(Self.red)), "not clipped: the child spills out")
        parent.clipsToBounds = true
        image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 100, y: 100)!.isClose(to: RGBA(.white)))
        #expect(image.pixel(x: 70, y: 70)!.isClose(to: RGBA(Self.red)), "inside the parent the child still shows")
        #expect(image.pixel(x: 30, y: 30)!.isClose(to: RGBA(Self.green)))
    }

    @Test("bounds.origin shifts what a view's subviews show (a scroll view's contentOffset)")
    func boundsOrigin() throws {
        let root = root()
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        scroller.clipsToBounds = true
        let row = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 20))
        row.backgroundColor = Self.red
        root.addSubview(scroller); scroller.addSubview(row)
        let image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 100, y: 110)!.isClose(to: RGBA(Self.red)), "row at y 50 of content, scrolled by 50: at the top")
        #expect(image.pixel(x: 100, y: 160)!.isClose(to: RGBA(.white)))

        let rendered = SceneRenderer().draw(root, in: try ImageSurface(width: 200, height: 200).makeCanvas(), transform: SceneTransform())
        #expect(rendered.deviceRect(of: row) == CGRect(x: 0, y: 100, width: 200, height: 20))
    }

    @Test("a root with its own bounds.origin, scaled and offset on the canvas")
    func transform() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.bounds.origin = CGPoint(x: 10, y: 10)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        let t = SceneTransform(origin: CGPoint(x: 40, y: 20), scale: 0.5, rootBoundsOrigin: root.bounds.origin)
        let rendered = SceneRenderer().draw(root, in: try ImageSurface(width: 200, height: 200).makeCanvas(), transform: t)
        #expect(rendered.deviceRect(of: child) == CGRect(x: 40, y: 20, width: 25, height: 25))
        #expect(rendered.deviceRect(of: root) == CGRect(x: 40, y: 20, width: 50, height: 50))
        #expect(t.toScene(CGPoint(x: 65, y: 45)) == CGPoint(x: 60, y: 60))
    }

    @Test("a border is drawn inside the view's edge in its colour")
    func border() throws {
        let root = root()
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        v.borderColor = Self.blue
        v.borderWidth = 6
        root.addSubview(v)
        let image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 52, y: 100)!.isClose(to: RGBA(Self.blue)))
        #expect(image.pixel(x: 147, y: 100)!.isClose(to: RGBA(Self.blue)))
        #expect(image.pixel(x: 100, y: 100)!.isClose(to: RGBA(.white)))
        #expect(image.pixel(x: 48, y: 100)!.isClose(to: RGBA(.white)))
    }

    @Test("UILabel text is drawn in its text colour; a UIImageView gets a hatched placeholder")
    func labelAndImage() throws {
        let root = root()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "WWWW"
        label.font = .systemFont(ofSize: 40)
        label.textColor = Self.red
        let imageView = UIImageView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        root.addSubview(label); root.addSubview(imageView)
        let image = try renderScene(root, configure: plain)
        let labelPixels = (0..<200).flatMap { x in (0..<60).map { y in image.pixel(x: x, y: y)! } }
        #expect(labelPixels.filter { $0.isClose(to: RGBA(Self.red), tolerance: 10) }.count > 500)
        let theme = DrawingTheme.standard
        #expect(image.pixel(x: 3, y: 103)!.isClose(to: theme.imageFill, tolerance: 30))
        let row = (0..<200).map { image.pixel(x: $0, y: 110)! }
        #expect(row.contains { !$0.isClose(to: theme.imageFill, tolerance: 12) }, "hatch lines cross the placeholder")
    }

    @Test("recognizer badges take their state's colour; failed is greyed")
    func gestureBadges() throws {
        let root = root()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let r1 = UIGestureRecognizer(), r2 = UIGestureRecognizer(), r3 = UIGestureRecognizer()
        r1.name = "one"; r2.name = "two"; r3.name = "three"
        for r in [r1, r2, r3] { v.addGestureRecognizer(r) }
        root.addSubview(v)
        let feed = TraceFeed()
        feed.setState(r2, .ended)
        feed.setState(r3, .failed)
        feed.now += 2   // past the change flash
        let image = try ImageSurface(width: 200, height: 200)
        let canvas = image.makeCanvas()
        let rendered = SceneRenderer().draw(root, in: canvas, transform: SceneTransform(), visualizer: feed.visualizer, now: feed.now)
        let pills = rendered.badgeRects(of: v)
        #expect(pills.count == 3)
        let theme = DrawingTheme.standard
        func sample(_ r: CGRect) -> ImageSurface.Pixel { image.pixel(x: Int(r.minX) + 3, y: Int(r.midY))! }
        #expect(sample(pills[0]).isClose(to: theme.possible, tolerance: 10))
        #expect(sample(pills[1]).isClose(to: theme.recognized, tolerance: 10))
        #expect(sample(pills[2]).isClose(to: theme.failed, tolerance: 10))
        #expect(pills[0].maxY <= pills[1].minY && pills[1].maxY <= pills[2].minY, "stacked without overlap")
    }

    @Test("nested views sharing a corner get a staircase of tags, not a pile")
    func tagsDoNotOverlap() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var parent = root
        var views: [UIView] = [root]
        for _ in 0..<5 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            parent.addSubview(v); parent = v; views.append(v)
        }
        let rendered = SceneRenderer().draw(root, in: try ImageSurface(width: 300, height: 300).makeCanvas(), transform: SceneTransform())
        let tags = views.compactMap { rendered.tagRect(of: $0) }
        #expect(tags.count == views.count)
        for i in 0..<tags.count { for j in (i + 1)..<tags.count { #expect(!tags[i].intersects(tags[j].insetBy(dx: 0.5, dy: 0.5))) } }
    }
}
