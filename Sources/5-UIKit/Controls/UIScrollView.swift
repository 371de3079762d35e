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
/// - While dragging — and while decelerating after it — the app's run loop
///   runs in `UITrackingRunLoopMode`, so timers scheduled only in the default
///   mode pause.
/// - The wheel scrolls through the same pan (`.scroll` events; its
///   `allowedScrollTypesMask` is `.all`), so a wheel scroll is a drag to the
///   delegate and to the run loop.
/// - After a flick the content decelerates, bounces at its edges, settles on
///   pages: `UIScrollView+Momentum.swift`.
open class UIScrollView: UIView {
    /// The size of the content; the offset is kept within it.
    open var contentSize: CGSize {
        get { _contentSize }
        set {
            notifyingObservers(of: "contentSize") { _contentSize = newValue }
            setNeedsRedraw()
            adjustedContentInsetMayHaveChanged()
        }
    }
    private var _contentSize: CGSize = .zero
    /// Whether scrolling is enabled; a disabled scroll view's pan does not begin.
    open var isScrollEnabled = true
    /// Whether the scroll view holds back content's `touchesBegan` until the
    /// finger rests for ``contentTouchDelay`` (`true` by default), so a touch that
    /// starts a drag never reaches the content.
    open var delaysContentTouches = true { didSet { delayRecognizer.isEnabled = delaysContentTouches } }
    /// Whether a drag that starts on content that already has the touch still
    /// scrolls, cancelling the content's touch (`true` by default; see
    /// ``touchesShouldCancel(in:)``).
    open var canCancelContentTouches = true
    /// True from the pan's began to its end (a drag, or a wheel scroll).
    public internal(set) var isDragging = false
    /// Whether the user has touched the content to initiate scrolling: true
    /// from touch-down, before any drag ("true if the user has touched the
    /// content view but might not have yet have started dragging it", Apple;
    /// Behaviour §6) — while the pan holds a finger that is down, or drags
    /// (a wheel scroll has no finger).
    open var isTracking: Bool { isDragging || panGestureRecognizer.numberOfTouches > 0 }
    /// True while the content moves on after the finger lifted (or springs back from an edge).
    public internal(set) var isDecelerating = false
    /// The delegate told of drags, scrolls and deceleration.
    open weak var delegate: UIScrollViewDelegate?
    private var animation: ScrollAnimation?
    var deceleration: ScrollDeceleration?
    /// A finger caught the content while it decelerated: the motion stopped,
    /// but the deceleration's end (`isDecelerating`, `scrollViewDidEndDecelerating`)
    /// comes when the catching drag ends (`UIScrollView+Momentum`).
    var caughtDeceleration = false

    /// How fast the content slows after a flick: the fraction of its velocity
    /// kept per millisecond (UIKit's documented values).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// Makes a rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A rate that stops sooner: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// How fast the content slows after the finger lifts.
    open var decelerationRate: DecelerationRate = .normal
    /// Past an edge the content follows the finger with resistance and springs back.
    open var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false { didSet { adjustedContentInsetMayHaveChanged() } }
    /// Bounce horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false { didSet { adjustedContentInsetMayHaveChanged() } }

    // MARK: Insets and scroll indicators (the behaviour: `UIScrollView+Insets.swift`,
    // `UIScrollView+ScrollIndicators.swift`); stored here, where a subclass can override them.

    /// Extra room around the content, inside the scroll view: the offset may
    /// go from `-adjustedContentInset.top` to past the content's end by the
    /// bottom inset. Zero by default.
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set {
            notifyingObservers(of: "contentInset") { _contentInset = newValue }
            adjustedContentInsetMayHaveChanged()
        }
    }
    private var _contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``
    /// (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    /// The adjusted inset the last change was reported for.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero
    /// Whether the vertical scroll indicator shows while scrolling (`true` by default).
    open var showsVerticalScrollIndicator = true { didSet { setNeedsRedraw() } }
    /// Whether the horizontal scroll indicator shows while scrolling (`true` by default).
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsRedraw() } }
    /// How far the vertical indicator's track is inset from the scroll view's edges (zero by default).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsRedraw() } }
    /// How far the horizontal indicator's track is inset from the scroll view's edges (zero by default).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsRedraw() } }
    /// Whether the safe area's part of ``adjustedContentInset`` also insets the
    /// indicators (`true` by default).
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsRedraw() } }
    /// The indicators' colours (`.default`: dark, for any background).
    open var indicatorStyle: IndicatorStyle = .default { didSet { setNeedsRedraw() } }
    /// Shown while scrolling, faded out after (`UIScrollView+ScrollIndicators.swift`).
    var scrollIndicatorVisibility = ScrollIndicatorVisibility()

    /// The insets derived from ``contentInset`` and the safe area: the safe
    /// area's edges join on the axes ``contentInsetAdjustmentBehavior`` chooses.
    open var adjustedContentInset: UIEdgeInsets { contentInsetWithSafeArea }

    /// Called when ``adjustedContentInset`` changed; UIKit's tells the
    /// delegate (`scrollViewDidChangeAdjustedContentInset`). An override calls `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The vertical and horizontal indicator insets at once (iOS 13 split
    /// them in two; reading gives the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Shows the scroll indicators for a moment, then fades them (Apple: call
    /// it when the scroll view comes to the front).
    open func flashScrollIndicators() { flashIndicators() }

    /// Places the subviews, then checks the adjusted inset: a new size or
    /// place changes how far the safe area reaches in.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adjustedContentInsetMayHaveChanged()
    }
    /// A drag that starts mostly along one axis scrolls along that axis only.
    open var isDirectionalLockEnabled = false
    /// The content stops on multiples of the view's size.
    open var isPagingEnabled = false

    /// The recognizer that drags the content.
    public let panGestureRecognizer = UIScrollViewPanGestureRecognizer()
    /// Holds content's `touchesBegan` for `contentTouchDelay` (UIKit's
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`).
    public let delayRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    /// How long the finger must rest before content gets `touchesBegan` when
    /// ``delaysContentTouches`` is on: 150 ms, as documented by UIKit.
    public static let contentTouchDelay: TimeInterval = 0.15

    // MARK: Zooming (the behaviour: `UIScrollView+Zooming.swift`)

    /// The smallest the content may be zoomed to; 1 by default. Zooming
    /// needs a delegate whose `viewForZooming(in:)` returns a view, and
    /// ``maximumZoomScale`` above this.
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchInstallation() } }
    /// The largest the content may be zoomed to; 1 by default.
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchInstallation() } }
    /// Whether a pinch may take the scale past the limits, springing back
    /// when the fingers lift (`true` by default).
    open var bouncesZoom = true
    /// True while the user pinches the content.
    public internal(set) var isZooming = false
    /// True while the scale springs back within its limits after a pinch.
    public internal(set) var isZoomBouncing = false
    /// The zoom scale, the pinch at work, and an animated zoom.
    var zoom = ScrollZoom()
    /// The scale factor applied to the content; 1 by default. Setting it
    /// scales the delegate's zooming view, kept within ``minimumZoomScale`` …
    /// ``maximumZoomScale`` about the middle of the visible area, and calls
    /// `scrollViewDidZoom`; with no zooming view it stays as it is
    /// (`UIScrollView+Zooming.swift`). Open, as on iOS: declared here, not in
    /// the extension, so a subclass can override it.
    open var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    private let arbiter = PanArbiter()
    /// Where the drag started, before rubber-banding.
    var offsetAtDragStart: CGPoint = .zero
    /// The axis a directional lock keeps the drag on.
    var lockedAxis: ScrollAxis?
    /// A wheel scroll moves the content step by step from where it is: the translation already applied.
    private var appliedScrollTranslation: CGPoint = .zero

    /// Makes a scroll view that clips its content, as UIKit's does, with its pan
    /// and delay recognizers installed.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true   // UIKit's default for a scroll view: content outside its bounds is not drawn
        installRecognizers()
    }

    /// Makes a scroll view from an archive, with its recognizers installed.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        installRecognizers()
    }

    /// A scroll view released mid-drag or mid-glide leaves nothing running
    /// for it: its animation and deceleration timers stop, and the run loop
    /// it put in tracking mode goes back to the default mode (Behaviour §7).
    deinit {
        animation?.stop()
        deceleration?.stop()
        scrollIndicatorVisibility.fade?.stop()
        leaveTrackingMode()
    }

    private func installRecognizers() {
        arbiter.scrollView = self
        panGestureRecognizer.delegate = arbiter
        // Weak, as UIKit's targets are: the pan can outlive its scroll view
        // (a scroll's quiet-period timer, queued work), and an action that
        // reaches a freed scroll view must do nothing (Behaviour §7).
        panGestureRecognizer.addTarget { [weak self] r in self?.handlePan(r as! UIPanGestureRecognizer) }
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the view's top-left corner: the view's
    /// `bounds.origin`. Setting it keeps it within the content.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(clampedOffset(newValue)) }
    }

    /// Moves the content, past the edges if need be (a rubber band, a bounce).
    func setOffset(_ offset: CGPoint) {
        guard offset != bounds.origin, offset.x.isFinite, offset.y.isFinite else { return }
        notifyingObservers(of: "contentOffset") { bounds.origin = offset }
        if isDragging || isDecelerating { showScrollIndicators() }
        trace(.scrolled(scrollView: Traced(self), contentOffset: offset))
        delegate?.scrollViewDidScroll(self)
    }

    /// Animated, the offset eases to its target over 0.3 s on the run loop
    /// (`scrollViewDidScroll` each frame, then `scrollViewDidEndScrollingAnimation`);
    /// outside a window there is no loop to animate on, so it jumps.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopDeceleration()
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

    /// The offset kept between ``minimumOffset`` and ``maximumOffset`` (the
    /// content's edges, pushed out by ``adjustedContentInset``).
    func clampedOffset(_ p: CGPoint) -> CGPoint {
        let lower = minimumOffset, upper = maximumOffset
        return CGPoint(x: min(max(lower.x, p.x.isFinite ? p.x : lower.x), upper.x),
                       y: min(max(lower.y, p.y.isFinite ? p.y : lower.y), upper.y))
    }

    var canScroll: Bool { scrollsAlong(.horizontal) || scrollsAlong(.vertical) }

    // MARK: Override points

    /// Asked before held content touches are delivered; false keeps them from the content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Asked before a drag cancels touches the content already has; false for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Dragging

    /// The application put in tracking mode when the drag began: the drag's
    /// (or the deceleration's) end gives it back its default mode even if
    /// this view has left the window by then (its pan is cancelled when it does).
    private weak var trackingApplication: UIApplication?

    func enterTrackingMode() {
        trackingApplication = window?.windowScene?.application
        trackingApplication?.runLoopMode = .tracking
    }

    func leaveTrackingMode() {
        trackingApplication?.runLoopMode = .default
        trackingApplication = nil
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let isWheel = pan.scrollLocation != nil
        switch pan.state {
        case .began:
            if !caughtDeceleration { stopDeceleration() }
            animation?.stop()
            animation = nil
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            offsetAtDragStart = unrubberBanded(contentOffset)
            appliedScrollTranslation = .zero
            lockedAxis = isDirectionalLockEnabled && !isWheel ? ScrollAxis.lock(for: pan.translation(in: self)) : nil
            enterTrackingMode()
            fallthrough
        case .changed:
            var t = pan.translation(in: self)
            if lockedAxis == .vertical { t.x = 0 }
            if lockedAxis == .horizontal { t.y = 0 }
            if isWheel {
                // A wheel has no finger to pull against an edge: each notch
                // moves the content from where it is, clamped.
                let step = CGPoint(x: t.x - appliedScrollTranslation.x, y: t.y - appliedScrollTranslation.y)
                appliedScrollTranslation = t
                contentOffset = CGPoint(x: contentOffset.x - step.x, y: contentOffset.y - step.y)
            } else {
                setOffset(rubberBanded(CGPoint(x: offsetAtDragStart.x - t.x, y: offsetAtDragStart.y - t.y)))
            }
        default:
            guard isDragging else { return }
            isDragging = false
            dragDidEnd(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
            lockedAxis = nil
            endCaughtDeceleration()
            if !isDecelerating { leaveTrackingMode() }
            scrollingMayHaveEnded()
        }
    }

    /// A finger came down on the content. If the content was still moving,
    /// the finger stops it and the scroll view takes the touch: the content
    /// never hears of it (its `touchesBegan` is not called) — as in UIKit, a
    /// tap that stops a flicked list does not select a row. The catch is a
    /// drag from touch-down (`scrollViewWillBeginDragging` at once, the pan
    /// begins without waiting for a move), and the deceleration it stopped is
    /// over only when that drag ends: `isDecelerating` stays true through the
    /// catch, and `scrollViewDidEndDecelerating` comes after the catching
    /// drag's `scrollViewDidEndDragging(_:willDecelerate: false)` (Behaviour §6,
    /// "A finger catching…": a published iOS log prints `isDecelerating`
    /// true in that `scrollViewDidEndDragging`).
    /// Returns whether it caught moving content.
    func touchLanded(_ touch: UITouch) -> Bool {
        guard isDecelerating else { return false }
        deceleration?.stop()
        deceleration = nil
        caughtDeceleration = true
        touch.window?.takeTouchFromContent(touch)
        return true
    }

    /// The catching drag ended (or never began): the deceleration it stopped
    /// ends now — unless the drag set the content moving again, whose end
    /// will be the one `scrollViewDidEndDecelerating`.
    func endCaughtDeceleration() {
        guard caughtDeceleration else { return }
        caughtDeceleration = false
        guard deceleration == nil else { return }
        isDecelerating = false
        if !isDragging { leaveTrackingMode() }
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// The finger that caught the content lifted without dragging: if it
    /// held the content past an edge, it springs back.
    func touchLiftedWithoutDragging() {
        guard !isDragging, !isDecelerating, contentOffset != clampedOffset(contentOffset) else { return }
        startDeceleration(velocity: .zero, target: nil)
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
///
/// It admits every scroll event (`allowedScrollTypesMask = .all`, as
/// UIKit's does on iPadOS), and a finger landing on moving content stops it
/// before anything else sees the touch (recognizers hear a touch before views).
public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// Makes the pan with every scroll type allowed.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedScrollTypesMask = .all
    }

    /// Stops moving content under the landing finger, then tracks the touch
    /// as a pan — one that begins at once when the finger caught moving content.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let caught = (view as? UIScrollView).map { scrollView in touches.first.map { scrollView.touchLanded($0) } ?? false } ?? false
        super.touchesBegan(touches, with: event)
        if caught && state == .possible { state = .began }
    }

    /// A catch whose drag never began (refused, or another recognizer won)
    /// still ends the deceleration it stopped.
    public override func reset() {
        super.reset()
        (view as? UIScrollView)?.endCaughtDeceleration()
    }

    /// A touch lifted before the pan began lets the scroll view settle any
    /// content left past an edge.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .failed, let scrollView = view as? UIScrollView { scrollView.touchLiftedWithoutDragging() }
    }
}

/// Holds the content's `touchesBegan` until the finger has rested
/// `UIScrollView.contentTouchDelay`, then fails — which releases it. If the
/// scroll view's pan recognizes first, this one fails with the held call
/// dropped, so the content never learns of the touch.
public final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// Makes the recognizer: it delays `touchesBegan` only, and never cancels.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    private var timer: RunLoopTimer?

    /// Starts the one delay, at the first finger.
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

    /// Drops the pending delay.
    public override func reset() { timer?.invalidate(); timer = nil }

    /// A lift before the delay ends releases the held `touchesBegan` at once.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        release(touches, event)
    }

    /// A cancelled touch fails the recognizer.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    private func release(_ touches: Set<UITouch>, _ event: UIEvent) {
        guard state == .possible else { return }
        if let scrollView = view as? UIScrollView {
            for touch in touches where touch.viewDelivery == .heldBegan {
                if let content = touch.view, !scrollView.touchesShouldBegin([touch], with: event, in: content) {
                    touch.window?.takeTouchFromContent(touch)
                }
            }
        }
        state = .failed
    }
}
