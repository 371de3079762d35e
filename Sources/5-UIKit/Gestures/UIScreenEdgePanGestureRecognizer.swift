import Foundation

/// A pan that starts at an edge of the screen and moves away from it — the
/// back swipe of a navigation controller.
///
/// It fails at once for a touch that lands more than `edgeMargin` points
/// (about 20, UIKit's undocumented band) from every edge in `edges`, so a
/// content pan that requires its failure waits for nothing there; and it
/// fails if the first movement past the pan's threshold does not point away
/// from the edge it started at. Otherwise it is a pan (translation, velocity).
/// Edges are the screen's: the window's bounds, which here are the screen.
///
/// One finger only: "This gesture recognizer ignores any touches beyond the
/// first touch" (Apple's class page; Behaviour §6). A second finger is
/// ignored (`ignore(_:for:)`): it neither joins the pan nor moves its
/// translation.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The acceptable starting edges for the gesture; none by default, so the
    /// recognizer never begins until some are set.
    open var edges: UIRectEdge = []
    /// How close to an edge a touch must land.
    @_spi(TouchLab) public var edgeMargin: CGFloat = 20

    /// The edges the first touch landed near (of those in `edges`).
    private var startEdges: UIRectEdge = []

    /// Fails at once for a touch that lands further than the margin from every
    /// edge in ``edges``; otherwise tracks it as a pan. Every touch after the
    /// first is ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let first = trackedTouches.first, touches.contains(where: { $0 !== first }) {
            for touch in touches where touch !== first { ignore(touch, for: event) }
            return
        }
        if startEdges.isEmpty, let touch = touches.first, let screen = touch.window?.bounds {
            startEdges = edgesNear(touch.locationInWindow, in: screen)
            if startEdges.isEmpty { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Fails if the first movement past the pan's threshold does not point away
    /// from the edge it started at; otherwise moves as a pan.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let start = startLocationInWindow, let touch = touches.first, touch.phase == .moved {
            let p = touch.locationInWindow
            let dx = p.x - start.x, dy = p.y - start.y
            if hypot(dx, dy) >= minimumDistance && !movesAway(dx: dx, dy: dy) { state = .failed; return }
        }
        super.touchesMoved(touches, with: event)
    }

    private func edgesNear(_ p: CGPoint, in screen: CGRect) -> UIRectEdge {
        var near: UIRectEdge = []
        if edges.contains(.left) && p.x - screen.minX <= edgeMargin { near.insert(.left) }
        if edges.contains(.right) && screen.maxX - p.x <= edgeMargin { near.insert(.right) }
        if edges.contains(.top) && p.y - screen.minY <= edgeMargin { near.insert(.top) }
        if edges.contains(.bottom) && screen.maxY - p.y <= edgeMargin { near.insert(.bottom) }
        return near
    }

    /// Mostly along the edge's normal, pointing inwards.
    private func movesAway(dx: CGFloat, dy: CGFloat) -> Bool {
        (startEdges.contains(.left) && dx > abs(dy)) || (startEdges.contains(.right) && -dx > abs(dy))
            || (startEdges.contains(.top) && dy > abs(dx)) || (startEdges.contains(.bottom) && -dy > abs(dx))
    }

    /// Forgets the edges the touch started near.
    open override func reset() {
        super.reset()
        startEdges = []
    }

    /// Adds the edges to the description.
    open override var extraDescription: [String] {
        var names: [String] = []
        if edges.contains(.top) { names.append("top") }
        if edges.contains(.left) { names.append("left") }
        if edges.contains(.bottom) { names.append("bottom") }
        if edges.contains(.right) { names.append("right") }
        return ["edges = " + (names.isEmpty ? "none" : names.joined(separator: "|"))]
    }
}
