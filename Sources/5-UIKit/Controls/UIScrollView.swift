import Foundation
import RunLoop

/// Content larger than the view, moved by dragging (its pan recognizer) or
/// by the wheel. `contentOffset` *is* `bounds.origin`: scrolling shifts the
/// coordinate system the subviews live in, so hit-testing and drawing follow
/// with no special case.
///
/// What makes it interesting for touches (UIKit's documented behaviour):
/// - `delaysContentTouches`: content gets `touchesBegan` only after the finger
///   has rested 150 ms (or lifted) — if the finger moves first, it is a scroll,
///   and the content never hears of the touch.
/// - `canCancelContentTouches`: once content has the touch, a drag still
///   scrolls, cancelling the content's touch — unless `touchesShouldCancel(in:)`
///   says no (it does for controls) or this is false.
/// - While dragging, the app's run loop runs in `UITrackingRunLoopMode`, so
///   timers scheduled only in the default mode pause.
open class UIScrollView: UIView, ScrollWheelReceiver {
    open var contentSize: CGSize = .zero { didSet { setNeedsDisplay() } }
    public var isScrollEnabled = true
    public var delaysContentTouches = true { didSet { delayRecognizer.isEnabled = delaysContentTouches } }
    public var canCancelContentTouches = true
    /// Setting it tells the delegate a drag began or ended (the pan's
    /// handler sets it).
    public private(set) var isDragging = false {
        didSet {
            guard isDragging != oldValue else { return }
            isDragging ? dragDidBegin() : dragDidEnd()
        }
    }
    public var isTracking: Bool { isDragging }
    public weak var delegate: UIScrollViewDelegate?
    private var animation: ScrollAnimation?

    /// The recognizer that drags the content.
    public let panGestureRecognizer = UIScrollViewPanGestureRecognizer()
    /// Holds content's `touchesBegan` for `contentTouchDelay` (UIKit's
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`).
    public let delayRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    public static let contentTouchDelay: TimeInterval = 0.15

    private let arbiter = PanArbiter()
    private var offsetAtDragStart: CGPoint = .zero

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true   // UIKit's default for a scroll view: content outside its bounds is not drawn
        installRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        installRecognizers()
    }

    private func installRecognizers() {
        arbiter.scrollView = self
        panGestureRecognizer.delegate = arbiter
        panGestureRecognizer.addTarget { [unowned self] r in self.handlePan(r as! UIPanGestureRecognizer) }
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let clamped = clampedOffset(newValue)
            guard clamped != bounds.origin else { return }
            bounds.origin = clamped
            trace(.scrolled(scrollView: self, contentOffset: clamped))
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Animated, the offset eases to its target over 0.3 s on the run loop
    /// (`scrollViewDidScroll` each frame, then `scrollViewDidEndScrollingAnimation`);
    /// outside a window there is no loop to animate on, so it jumps.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        animation?.stop()
        animation = nil
        let target = clampedOffset(offset)
        guard animated, target != contentOffset, let runLoop = window?.windowScene?.application.runLoop else {
            contentOffset = offset
            return
        }
        animation = ScrollAnimation(runLoop: runLoop, from: contentOffset, to: target,
            step: { [weak self] in self?.contentOffset = $0 },
            finished: { [weak self] in
                guard let self else { return }
                self.animation = nil
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            })
    }

    private func dragDidBegin() {
        animation?.stop()
        animation = nil
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// UIKit reports the velocity of the content offset (the opposite of the
    /// finger's) in points per millisecond. Without momentum (not modelled
    /// yet) the drag stops where it is, and a target the delegate changes is
    /// taken at once.
    private func dragDidEnd() {
        var target = contentOffset
        let finger = panGestureRecognizer.velocity(in: self)
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: -finger.x / 1000, y: -finger.y / 1000),
                                            targetContentOffset: &target)
        if target != contentOffset { contentOffset = target }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    func clampedOffset(_ p: CGPoint) -> CGPoint {
        let maxX = max(0, contentSize.width - bounds.width), maxY = max(0, contentSize.height - bounds.height)
        return CGPoint(x: min(max(0, p.x.isFinite ? p.x : 0), maxX), y: min(max(0, p.y.isFinite ? p.y : 0), maxY))
    }

    var canScroll: Bool { contentSize.width > bounds.width || contentSize.height > bounds.height }

    // MARK: Override points

    /// Asked before held content touches are delivered; false keeps them from the content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Asked before a drag cancels touches the content already has; false for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Dragging

    /// The application put in tracking mode when the drag began: the drag's
    /// end gives it back its default mode even if this view has left the
    /// window by then (its pan is cancelled when it does).
    private weak var trackingApplication: UIApplication?

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDragging = true
            offsetAtDragStart = contentOffset
            trackingApplication = window?.windowScene?.application
            trackingApplication?.runLoopMode = .tracking
            fallthrough
        case .changed:
            let t = pan.translation(in: self)
            contentOffset = CGPoint(x: offsetAtDragStart.x - t.x, y: offsetAtDragStart.y - t.y)
        default:
            isDragging = false
            trackingApplication?.runLoopMode = .default
            trackingApplication = nil
        }
    }

    func scrollWheel(by delta: CGPoint) {
        guard isScrollEnabled else { return }
        contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    }

    /// The pan may begin only if there is somewhere to scroll and the content
    /// agrees to give up touches it already has.
    private final class PanArbiter: UIGestureRecognizerDelegate {
        weak var scrollView: UIScrollView?
        func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
            guard let scrollView, scrollView.isScrollEnabled, scrollView.canScroll else { return false }
            for touch in r.trackedTouches {
                guard let content = touch.view, content !== scrollView, touch.viewDelivery == .began else { continue }
                if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: content) { return false }
            }
            return true
        }
    }
}

/// The scroll view's drag recognizer.
public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {}

/// Holds the content's `touchesBegan` until the finger has rested
/// `UIScrollView.contentTouchDelay`, then fails — which releases it. If the
/// scroll view's pan recognizes first, this one fails with the held call
/// dropped, so the content never learns of the touch.
public final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    public override init(action: ((UIGestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    private var timer: RunLoopTimer?

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // One delay, from the first finger; it lets every finger held by then go.
        // (A second finger used to start a second timer and orphan the first,
        // which fired after the reset and left the recognizer failed for good:
        // found by the touch-lifecycle checker with two fingers.)
        guard timer == nil else { return }
        timer = schedule(after: UIScrollView.contentTouchDelay) { [weak self] in
            guard let self else { return }
            self.release(Set(self.trackedTouches), event)
        }
    }

    public override func reset() { timer?.invalidate(); timer = nil }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        release(touches, event)
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    private func release(_ touches: Set<UITouch>, _ event: UIEvent) {
        guard state == .possible else { return }
        if let scrollView = view as? UIScrollView {
            for touch in touches where touch.viewDelivery == .heldBegan {
                if let content = touch.view, !scrollView.touchesShouldBegin([touch], with: event, in: content) {
                    touch.viewDelivery = .finished
                    trace(.touchesReleased(view: content, phase: .began, delivered: false))
                }
            }
        }
        state = .failed
    }
}
