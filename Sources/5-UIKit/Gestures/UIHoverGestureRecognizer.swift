import Foundation

/// Continuous, and fed by the pointer, not by touches: begins when the
/// pointer enters its view (or a subview), changes as it moves over it, ends
/// when it leaves — Apple's `UIHoverGestureRecognizer` (iPadOS 13).
///
///     pointer enters the view ──▶ began
///     pointer moves over it   ──▶ changed (one per hover event that moved)
///     pointer leaves, or the button goes down ──▶ ended
///
/// It never sees a touch, so it never blocks one: it is not attached to
/// touches, holds none of a view's calls and cancels nothing (Apple: a hover
/// recognizer "doesn't prevent other gesture recognizers from recognizing").
/// Hover events reach it through `UIApplication.sendEvent` → `UIWindow.sendEvent`
/// → a hit-test at the pointer (`Dispatch/HoverDelivery.swift`); the views'
/// touches methods are never called for a hover.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override class var receivesTouches: Bool { false }

    /// Where the pointer is (or last was, once it left), in window coordinates.
    var hoverLocationInWindow: CGPoint = .zero

    /// The pointer's place; `.zero` before it ever hovered over the view.
    open override func location(in view: UIView?) -> CGPoint {
        guard let window = self.view?.window, let view, view !== window else { return hoverLocationInWindow }
        return view.convert(hoverLocationInWindow, from: window)
    }
}
