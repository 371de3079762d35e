import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// Behaviour §2, each rule on both sides of its boundary.
@Suite("Hit-testing rules")
struct HitTestRulesTests {
    /// root (0,0 300×300) ─ parent (50,50 200×200) ─ child (50,50 100×100)
    struct Tree {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        init() { root.addSubview(parent); parent.addSubview(child) }
        func hit(_ x: CGFloat, _ y: CGFloat) -> UIView? { root.hitTest(CGPoint(x: x, y: y), with: nil) }
    }

    @Test("the deepest view containing the point wins")
    func deepestWins() {
        let t = Tree()
        #expect(t.hit(150, 150) === t.child)
        #expect(t.hit(60, 60) === t.parent)
        #expect(t.hit(10, 10) === t.root)
        #expect(t.hit(400, 10) == nil)
    }

    @Test("alpha 0.01 hides a view from touches; 0.011 does not")
    func alphaBoundary() {
        let t = Tree()
        t.child.alpha = 0.01
        #expect(t.hit(150, 150) === t.parent)
        t.child.alpha = 0.011
        #expect(t.hit(150, 150) === t.child)
        t.child.alpha = 0
        #expect(t.hit(150, 150) === t.parent)
    }

    @Test("a hidden parent hides its children; unhidden, they are back")
    func hiddenParent() {
        let t = Tree()
        t.parent.isHidden = true
        #expect(t.hit(150, 150) === t.root)
        t.parent.isHidden = false
        #expect(t.hit(150, 150) === t.child)
    }

    @Test("a parent with interaction disabled hides its children (seed 003)")
    func disabledParent() {
        let t = Tree()
        t.parent.isUserInteractionEnabled = false
        #expect(t.hit(150, 150) === t.root)
        t.parent.isUserInteractionEnabled = true
        #expect(t.hit(150, 150) === t.child)
    }

    @Test("UIImageView is not interactive by default, so a button inside it gets nothing (seed 003)")
    func imageView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        image.addSubview(inner); root.addSubview(image)
        #expect(image.isUserInteractionEnabled == false)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        image.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
    }

    @Test("a point inside a child but outside its parent's bounds reaches neither")
    func childOutsideParent() {
        let t = Tree()
        let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100)) // sticks out of parent
        t.parent.addSubview(overhang)
        #expect(t.hit(270, 270) === t.root, "(270,270) is in overhang but outside parent (50…250)")
        #expect(t.hit(240, 240) === overhang)
    }

    @Test("bounds.origin shifts what the subviews are hit at, like a scrolled content offset")
    func boundsOriginOffset() {
        let t = Tree()
        t.parent.bounds.origin = CGPoint(x: 50, y: 0)   // content scrolled 50 to the left
        // child's frame (50,50) in parent's bounds space is now at x 0…100 of parent's visible area
        #expect(t.hit(60, 110) === t.child)
        #expect(t.hit(210, 110) === t.parent)
        #expect(t.child.convert(CGPoint.zero, to: t.root) == CGPoint(x: 50, y: 100))
    }

    @Test("the edge: the origin is inside, the far edge is not")
    func edges() {
        let t = Tree()
        #expect(t.hit(100, 100) === t.child)
        #expect(t.hit(200, 200) === t.parent)
        // A rect of negative size holds what its standardized form holds (CGRectContainsPoint);
        // an empty one holds nothing, not even its origin.
        let flipped = CGRect(x: 100, y: 100, width: -50, height: -50)
        #expect(flipped.containsPointUIKit(CGPoint(x: 50, y: 50)))
        #expect(flipped.containsPointUIKit(CGPoint(x: 75, y: 99.5)))
        #expect(!flipped.containsPointUIKit(CGPoint(x: 100, y: 75)))
        #expect(!flipped.containsPointUIKit(CGPoint(x: 49.9, y: 75)))
        #expect(!CGRect(x: 10, y: 10, width: 0, height: 0).containsPointUIKit(CGPoint(x: 10, y: 10)))
    }

    final class BigTargetView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test("overriding point(inside:with:) grows the touchable area")
    func pointInsideOverride() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = BigTargetView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    }

    final class PassThroughView: UIView {
        var passesTouches = true
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if passesTouches { return nil }
            return super.hitTest(point, with: event)
        }
    }

    @Test("004 §2.5: A under B responds if B disables interaction, or B's hitTest returns nil")
    func lettingTheViewUnderneathRespond() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = PassThroughView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        b.passesTouches = false
        root.addSubview(a); root.addSubview(b)
        let p = CGPoint(x: 100, y: 100)
        #expect(root.hitTest(p, with: nil) === b)
        b.isUserInteractionEnabled = false                    // fix 1
        #expect(root.hitTest(p, with: nil) === a)
        b.isUserInteractionEnabled = true
        b.passesTouches = true                                // fix 2
        #expect(root.hitTest(p, with: nil) === a)
    }

    @Test("non-finite geometry never hangs or traps: NaN or infinite points and frames hit nothing")
    func nonFiniteGeometry() {
        let t = Tree()
        #expect(t.hit(.nan, 10) == nil)
        #expect(t.hit(.infinity, .infinity) == nil)
        t.child.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(t.hit(150, 150) === t.parent)
        t.child.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        _ = t.hit(150, 150)
        t.child.alpha = .nan
        #expect(t.hit(60, 60) === t.parent)
    }

    @Test("the trace names why each view was passed over")
    func rejectionReasons() throws {
        let t = Tree()
        let hidden = UIView(frame: t.child.frame); hidden.isHidden = true
        let faint = UIView(frame: t.child.frame); faint.alpha = 0.01
        let off = UIView(frame: t.child.frame); off.isUserInteractionEnabled = false
        let away = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for v in [away, off, faint, hidden] { t.parent.addSubview(v) }   // asked: hidden, faint, off, away, child
        let tracer = Tracer(); tracer.isRecording = true
        _ = tracer.during { t.root.tracedHitTest(CGPoint(x: 150, y: 150), with: nil) }
        let reasons = tracer.recorded.compactMap { e -> HitTestRejection? in
            if case let .hitTestRejected(_, r) = e { return r } else { return nil }
        }
        #expect(reasons == [.hidden, .transparent, .interactionDisabled, .outside])
    }
}
