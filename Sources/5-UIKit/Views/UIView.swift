import Foundation

/// A rectangle in a tree of rectangles that can receive touches.
///
/// Geometry follows UIKit: a view stores its `center` (in the superview's
/// coordinates) and its `bounds` (its own coordinate system, whose `origin`
/// shifts what the subviews show — a scroll view's `contentOffset`); `frame`
/// is derived from the two. Hit-testing lives in `UIView+HitTesting.swift`,
/// point and rect conversion in `UIView+Conversion.swift`.
open class UIView: UIResponder {
    /// A name for logs and the demo's labels (`A`, `B`, `viewb`). An
    /// experiment names its views the UIKit way, with `accessibilityIdentifier`,
    /// which is used when no name is set.
    @_spi(TouchLab) public var name: String? {
        get { storedName ?? accessibilityIdentifier }
        set { storedName = newValue; setNeedsRedraw() }
    }
    private var storedName: String?
    /// UIKit's identifier for UI tests; here it is also the demo's label for
    /// the view and what `--compare card.isHidden` calls it.
    open var accessibilityIdentifier: String? { didSet { setNeedsRedraw() } }
    /// An integer that you can use to identify view objects in your app; 0 by default.
    open var tag: Int = 0

    /// The layer the view draws with: its appearance (`cornerRadius`,
    /// `borderWidth`, shadows) and, through `presentation()`, where an
    /// animation shows the view now. Made on first use: most views in a
    /// benchmark tree never touch it.
    open var layer: CALayer {
        if let existingLayer { return existingLayer }
        let layer = CALayer()
        layer.delegate = self
        existingLayer = layer
        return layer
    }
    /// The layer, if anything has made it (the drawing reads appearance without making one per view).
    @_spi(TouchLab) @exclusivity(unchecked) public private(set) var existingLayer: CALayer?

    /// The animations moving this view's properties, by Core Animation key
    /// path (`UIView+Animation.swift`, Behaviour §9). Empty for a view at rest.
    @exclusivity(unchecked) var animationTracks: [AnimatedProperty: AnimationTrack] = [:]

    /// Makes a view with the specified frame rectangle, in its superview's coordinates.
    public init(frame: CGRect = .zero) {
        _bounds = CGRect(origin: .zero, size: frame.size)
        _center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// `UIView()`: `NSObject`'s `init()`, a convenience initializer of UIKit's
    /// views (their designated ones are `init(frame:)` and `init(coder:)`),
    /// answered with a zero frame. So a subclass that overrides both inherits
    /// it, as on iOS (ESPullToRefresh's `ESRefreshHeaderAnimator.init()`), and
    /// `super.init()` in a subclass's initializer is rejected as Apple's
    /// compiler rejects it ("must call a designated initializer").
    public convenience override init() { self.init(frame: .zero) }

    /// For storyboards and nibs on iOS. There are none here, so a view made
    /// this way is an empty one with a zero frame; subclasses write the same
    /// `required init?(coder:)` they write on iOS.
    public required init?(coder: NSCoder) {
        _bounds = .zero
        _center = .zero
        super.init()
    }

    deinit {
        for child in subviews where child._superview === self { child._superview = nil }
        for r in attachedRecognizers where r.view === self { r.view = nil }
    }

    // MARK: Geometry

    // The stored geometry. The hit-testing path reads these directly, as
    // UIKit's reads its layer's: the open accessors above them cannot be
    // devirtualized, and a 10,000-view hit-test pays for every call.
    //
    // `@exclusivity(unchecked)` on the storage hit-testing and dispatch read
    // (here and below, marked "unchecked: see _bounds"): Swift checks every
    // access to a class's stored property at run time for an overlapping
    // `inout` access, about 76 instructions each (a thread-local lookup and a
    // set insert). A tap read these some 900 times — half of the 144,000
    // instructions it took from the port to `touchesEnded` (callgrind,
    // `touchlab-bench latency`). UIKit's own views, in Objective-C, have no
    // such check; the compiler's static exclusivity checks still apply.
    @usableFromInline @exclusivity(unchecked) var _bounds: CGRect
    @usableFromInline @exclusivity(unchecked) var _center: CGPoint

    // Open, as on iOS: a subclass may override the geometry (say, to clamp it).
    /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
    /// Moving its origin shifts what the subviews show (a scroll view's `contentOffset`).
    open var bounds: CGRect {
        get { _bounds }
        set {
            if newValue.size != _bounds.size { setNeedsLayout() }
            let old = _bounds
            notifyingObservers(of: "bounds") { notifyingLayerObservers(of: "bounds") { _bounds = newValue } }
            animatableChange(.bounds, from: .rect(old), to: .rect(newValue))
            setNeedsRedraw()
            if old.size != newValue.size { frameDidChange(oldSize: old.size) }
            if newValue.size != old.size { contentSizeChanged() }
        }
    }
    /// The centre of the view's frame rectangle, in the superview's coordinates.
    open var center: CGPoint {
        get { _center }
        set {
            let old = _center
            notifyingObservers(of: "center") { notifyingLayerObservers(of: "position") { _center = newValue } }
            animatableChange(.position, from: .point(old), to: .point(newValue))
            setNeedsRedraw()
            if _layoutState != nil { frameDidChange(oldSize: _bounds.size) }
        }
    }
    /// With a transform other than the identity, the frame is the box around
    /// the transformed bounds (UIKit calls it undefined; this is what it returns).
    open var frame: CGRect {
        get {
            let untransformed = CGRect(x: _center.x - _bounds.width * _anchorPoint.x, y: _center.y - _bounds.height * _anchorPoint.y,
                                       width: _bounds.width, height: _bounds.height)
            guard !hasTransform else { return untransformedFrameApplyingTransform(untransformed) }
            return untransformed
        }
        set {
            // Under a scale (or a quarter turn) the bounds are the size the
            // transform maps onto the rectangle, so the frame read back is the
            // one set: Apple's zooming samples (PhotoScroller) centre the
            // zoomed view by setting its frame while the scroll view scales it.
            let transformed = hasTransform ? frameGeometry(forTransformed: newValue) : nil
            let size = transformed?.size ?? newValue.size
            if size != _bounds.size { setNeedsLayout() }
            let oldBounds = _bounds, oldCenter = _center
            notifyingObservers(of: "frame") {
                // As Core Animation's frame setter: the layer's bounds, then its position.
                notifyingLayerObservers(of: "bounds") { _bounds.size = size }
                notifyingLayerObservers(of: "position") {
                    _center = transformed?.center
                        ?? CGPoint(x: newValue.minX + newValue.width * _anchorPoint.x, y: newValue.minY + newValue.height * _anchorPoint.y)
                }
            }
            // As on iOS, a frame animation is a bounds and a position animation.
            if oldBounds != _bounds { animatableChange(.bounds, from: .rect(oldBounds), to: .rect(_bounds)) }
            animatableChange(.position, from: .point(oldCenter), to: .point(_center))
            setNeedsRedraw()
            frameDidChange(oldSize: oldBounds.size)
            if oldBounds.size != _bounds.size { contentSizeChanged() }
        }
    }

    /// Applied about the view's centre, as UIKit does with the default anchor
    /// point: it moves where the view draws *and* where it is touched —
    /// hit-testing, `point(inside:with:)` and `convert` all go through it.
    open var transform: CGAffineTransform {
        get { _transform }
        set {
            let old = _transform
            _transform = newValue
            hasTransform = !newValue.isIdentity
            let old3D = _transform3D
            _transform3D = nil
            animatableChange(.transform, from: old3D.map { .transform3D($0) } ?? .transform(old), to: .transform(newValue))
            setNeedsRedraw()
        }
    }
    @usableFromInline @exclusivity(unchecked) var _transform = CGAffineTransform.identity   // unchecked: see _bounds
    /// The layer's whole transform when it is not flat (`m34` perspective, a
    /// turn about x or y: `UIView+Transform3D.swift`); nil for the affine
    /// transforms nearly every view has. `_transform` holds its affine part.
    @usableFromInline @exclusivity(unchecked) var _transform3D: CATransform3D?
    /// Checked on the hit-testing path, so an untransformed tree pays one load.
    @usableFromInline @exclusivity(unchecked) var hasTransform = false
    /// The layer's `anchorPoint`: where in the bounds (unit coordinates) `center` sits and the transform turns.
    @usableFromInline @exclusivity(unchecked) var _anchorPoint = CGPoint(x: 0.5, y: 0.5)   // unchecked: see _bounds

    /// The bounds size and centre that make the frame, read back, equal
    /// `frame` under the view's transform — as Core Animation's frame setter
    /// does ("the layer changes its position and bounds properties to match
    /// the rectangle you specified", Apple, `CALayer.frame`) — when the
    /// transform keeps rectangles upright: a scale, a translation, a quarter
    /// turn. Apple: "Do not set the frame if the transform property applies a
    /// rotation transform that is not a multiple of 90 degrees"; for those
    /// (and a 3D transform) nil, and the frame's size becomes the bounds'.
    private func frameGeometry(forTransformed frame: CGRect) -> (size: CGSize, center: CGPoint)? {
        guard _transform3D == nil else { return nil }
        let t = _transform
        // A quarter turn's cosine is 6e-17, not 0.
        func isZero(_ v: CGFloat) -> Bool { abs(v) < 1e-12 }
        let size: CGSize
        if isZero(t.b), isZero(t.c), !isZero(t.a), !isZero(t.d) {
            size = CGSize(width: frame.width / abs(t.a), height: frame.height / abs(t.d))
        } else if isZero(t.a), isZero(t.d), !isZero(t.b), !isZero(t.c) {
            // A quarter turn: the frame's width is the bounds' height turned.
            size = CGSize(width: frame.height / abs(t.b), height: frame.width / abs(t.c))
        } else {
            return nil
        }
        let local = CGRect(x: -size.width * _anchorPoint.x, y: -size.height * _anchorPoint.y, width: size.width, height: size.height)
        let box = local.applying(t)
        return (size, CGPoint(x: frame.minX - box.minX, y: frame.minY - box.minY))
    }

    private func untransformedFrameApplyingTransform(_ rect: CGRect) -> CGRect {
        let local = CGRect(x: -rect.width * _anchorPoint.x, y: -rect.height * _anchorPoint.y, width: rect.width, height: rect.height)
        if let t = _transform3D { return t.projectedBox(of: local).offsetBy(dx: _center.x, dy: _center.y) }
        let box = local.applying(_transform)
        return box.offsetBy(dx: _center.x, dy: _center.y)
    }

    // MARK: Appearance and interaction

    /// The view's background colour; `nil`, transparent, by default.
    open var backgroundColor: UIColor? {
        didSet {
            animatableChange(.backgroundColor, from: .color(oldValue), to: .color(backgroundColor))
            setNeedsRedraw()
        }
    }
    /// A view with `alpha <= 0.01` is invisible to hit-testing (Behaviour §2).
    /// The same value as the layer's `opacity`.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {   // unchecked: see _bounds
        didSet {
            animatableChange(.opacity, from: .number(oldValue), to: .number(alpha))
            setNeedsRedraw()
        }
    }
    /// A Boolean value that determines whether the view is hidden. A hidden view
    /// and its subtree are skipped by hit-testing (Behaviour §2).
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            setNeedsRedraw()
            // A stack view collapses a hidden arranged view (Layout/UIStackView.swift).
            if isHidden != oldValue, let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubviewVisibilityChanged()
            }
        }
    }
    /// Whether subviews are confined to the bounds of the view, in drawing (hit-testing
    /// never looks outside a view's bounds anyway: Behaviour §2).
    open var clipsToBounds = false { didSet { setNeedsRedraw() } }
    /// Whether the view says it is fully opaque: `true` by default (Apple,
    /// `UIView.isOpaque`: "The default value of this property is true").
    /// A hint for iOS's drawing system, which may then skip what lies
    /// beneath; here every view composites normally whatever it says, so a
    /// view that claims opacity and leaves pixels transparent shows what is
    /// behind it (where iOS's result is undefined).
    open var isOpaque = true
    /// False (UIKit's default): "the view receives only the first touch event
    /// in a multi-touch sequence that start within the view's bounds"; a
    /// later finger that lands on it while it tracks one is not delivered to
    /// it. "This property does not affect the gesture recognizers attached to
    /// the view" (Apple): they get every finger. See `TouchWithholding`.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false
    /// True: "the receiver [blocks] the delivery of touch events to other
    /// views in the same window" while it tracks a touch, and hears no touch
    /// that lands on it while another view tracks one. Views only: recognizers
    /// still get those touches. See `TouchWithholding`.
    @exclusivity(unchecked) open var isExclusiveTouch = false

    /// The layer's `borderColor`, as a UIColor: the demo's scenes' shorthand.
    @_spi(TouchLab) public var borderColor: UIColor? {
        get { existingLayer?.borderColor.map(UIColor.init(cgColor:)) }
        set { layer.borderColor = newValue?.cgColor }
    }
    /// The layer's `borderWidth`: the demo's scenes' shorthand.
    @_spi(TouchLab) public var borderWidth: CGFloat {
        get { existingLayer?.borderWidth ?? 0 }
        set { layer.borderWidth = newValue }
    }

    /// Stored separately so subclasses (UIImageView, UILabel) can change the
    /// default, as UIKit does, without overriding the property.
    open var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled ?? Self.defaultUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue; setNeedsRedraw() }
    }
    @exclusivity(unchecked) private var _isUserInteractionEnabled: Bool?
    /// The default of ``isUserInteractionEnabled`` for this class: `true`;
    /// `UIImageView` and `UILabel` answer `false`.
    open class var defaultUserInteractionEnabled: Bool { true }

    // MARK: Hierarchy

    /// The view's immediate subviews, back to front: hit-testing asks the last one first (Behaviour §2).
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []   // unchecked: see _bounds
    /// Back-pointers are `unowned(unsafe)` and cleared by the owner's `deinit`,
    /// as UIKit's are: a `weak` reference would give every view a side table
    /// and make each retain and release on the dispatch path slow.
    open var superview: UIView? { _superview }
    @exclusivity(unchecked) unowned(unsafe) var _superview: UIView?

    /// The window at the root of this view's tree, if it is in one.
    open var window: UIWindow? {
        // Up the stored superviews, not through the `superview` accessor (a
        // dynamic call per level): each frame set asks (`setNeedsRedraw`),
        // 1,100 instructions a frame on the 202-view first layout, 980
        // this way (measured; the rest is retaining each level, and the cast).
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v._superview
        }
        return nil
    }

    /// Set by `UIViewController` on its root view: that view's next responder
    /// is the controller, not the superview (Behaviour §3, seed 003).
    unowned(unsafe) var owningViewController: UIViewController?

    /// Adds a view to the end of the receiver's list of subviews: in front of the others,
    /// so it is the first to be hit-tested.
    ///
    /// Adding a view to itself or to its own descendant stops the process with an
    /// `APIMisuse` message, where UIKit raises.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count, caller: "addSubview")
    }

    /// Inserts a subview at the specified index of ``subviews``.
    open func insertSubview(_ view: UIView, at index: Int) {
        insertSubview(view, at: index, caller: "insertSubview(_:at:)")
    }

    /// Inserts a view above another view in the view hierarchy.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i : i + 1,
                      caller: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts a view below another view in the view hierarchy.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i - 1 : i,
                      caller: "insertSubview(_:belowSubview:)")
    }

    private func insertSubview(_ view: UIView, at index: Int, caller: String) {
        // UIKit raises here ("Can't add self as subview"); a cycle would make
        // every traversal of the tree loop forever.
        if view === self {
            APIMisuse.stop("\(caller): can't add \(description) as a subview of itself")
        }
        if isDescendant(of: view) {
            APIMisuse.stop("\(caller): can't add \(view.description) to its own descendant \(description)")
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            let at = max(0, min(index, subviews.count))
            subviews.insert(view, at: at)
            subviewLayerMoved(view, to: at)   // Layers/CALayer+ViewOrder.swift
            setNeedsRedraw()
            return
        }
        view.removeFromSuperview()
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        let at = max(0, min(index, subviews.count))
        subviews.insert(view, at: at)
        view._superview = self
        subviewLayerMoved(view, to: at)
        layoutTreeDidJoin(view)   // Layout/UIView+AutoLayout.swift
        setNeedsRedraw()
        setNeedsLayout()
        if view.needsConstraintUpdate || view.descendantNeedsConstraintUpdate { view.superview?.markDescendantNeedsConstraintUpdate() }
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow {
            let application = newWindow?.windowScene?.application
            view.forEachInSubtree { v in
                if let application { for r in v.attachedRecognizers { r.attach(to: application) } }   // its clock and tracer
                if let newWindow { newWindow.viewEnteredWindow(v) }   // drawn before it is first shown
                v.didMoveToWindow()
            }
        }
    }

    /// Unlinks the view and its subtree from its superview and its window.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.layoutTreeWillLose(self)   // Layout/UIView+AutoLayout.swift
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.subviews.removeAll { $0 === self }
        parent.subviewLayerRemoved(self)
        _superview = nil
        parent.setNeedsLayout()
        oldWindow?.setNeedsRedraw()
        oldWindow?.viewWasRemoved(self)
        didMoveToSuperview()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
    }

    /// Moves the specified subview so that it appears on top of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        subviewLayerMoved(view, to: subviews.count - 1)
        setNeedsRedraw()
    }

    /// Moves the specified subview so that it appears behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        subviewLayerSentToBack(view)
        setNeedsRedraw()
    }

    /// Returns whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    // The hierarchy's notifications, called in UIKit's order: willMove(toSuperview:),
    // willMove(toWindow:) down the subtree, the change, didAddSubview(_:) on the
    // parent, didMoveToSuperview(), didMoveToWindow() down the subtree.
    /// Tells the view that its superview is about to change to the specified superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Tells the view that its superview changed.
    open func didMoveToSuperview() {}
    /// Tells the view that its window object is about to change.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Tells the view that its window object changed.
    open func didMoveToWindow() {}
    /// Tells the view that a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Tells the view that a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for child in subviews { child.forEachInSubtree(body) }
    }

    // MARK: Layout

    /// UIKit's layout cycle: `setNeedsLayout()` marks a view and the path up
    /// to its window; just before the frame is drawn (the run loop's
    /// beforeWaiting, in UIKit's `_beforeCACommitHandler` observer) each
    /// window lays out what is marked, top down, calling `layoutSubviews()`.
    /// A new view is marked, so every view is laid out once when it first
    /// shows; a size change or a new subview marks it again.
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) var descendantNeedsLayout = false

    /// Invalidates the current layout of the receiver: it is laid out before the next frame is drawn.
    open func setNeedsLayout() {
        needsLayout = true
        _superview?.markDescendantNeedsLayout()
    }

    /// Up the stored superviews, not through the `superview` accessor, and
    /// without retaining each (the tree holds them while this view is in
    /// it): 182 instructions a call on the 202-view first layout, 83 this
    /// way (callgrind).
    private func markDescendantNeedsLayout() {
        unowned(unsafe) var view: UIView = self
        while !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            guard let parent = view._superview else { return }
            view = parent
        }
    }

    /// Lays out this view and everything marked below it, now: first the
    /// constraint pass of its tree (`updateConstraints`, the engine's
    /// solution marking the superviews of views it moves), then
    /// `layoutSubviews` top down — a controller's root view between its
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
    open func layoutIfNeeded() {
        solveConstraintsIfNeeded()
        layOutMarkedSubtree()
        // A label that wraps at its own width measures again once layout
        // gives it one: solve and lay out again in the same pass (twice at
        // most), so no frame shows it at its one-line height.
        for _ in 0..<2 where engineRoot._layoutState?.engine?.needsRefresh == true {
            solveConstraintsIfNeeded()
            layOutMarkedSubtree()
        }
    }

    private func layOutMarkedSubtree() {
        if needsLayout {
            needsLayout = false
            // A view whose layer no code made has no sublayers to lay out: it
            // skips the delegate call (and making the layer).
            if let existingLayer { layoutSublayers(of: existingLayer) } else { layOutSubviewsAndController() }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for child in subviews where child.needsLayout || child.descendantNeedsLayout {
            child.layOutMarkedSubtree()
        }
    }

    /// The layer's delegate method that lays the view out (Apple,
    /// `CALayerDelegate.layoutSublayers(of:)`: "Tells the delegate a layer's
    /// bounds have changed"). On iOS it is what calls a controller's
    /// `viewWillLayoutSubviews`, the view's `layoutSubviews` and the
    /// controller's `viewDidLayoutSubviews` (each under
    /// `-[UIView(CALayerDelegate) layoutSublayersOfLayer:]` in iOS's
    /// backtraces), so a view that overrides it to size its own sublayers
    /// calls `super` for the rest.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === existingLayer else { return }
        layOutSubviewsAndController()
    }

    private func layOutSubviewsAndController() {
        if let controller = owningViewController {
            controller.viewWillLayoutSubviews()
            layoutSubviews()
            controller.viewDidLayoutSubviews()
        } else {
            layoutSubviews()
        }
    }

    /// Override to place subviews from `bounds`. UIKit's places the subviews
    /// that constraints lay out at the frames the engine solved (so an
    /// override calls `super.layoutSubviews()` first, as on iOS).
    open func layoutSubviews() { applyEngineFrames() }

    // MARK: Auto Layout (Layout/: the engine, anchors, guides)

    /// The view's Auto Layout state; nil for a view that never took part.
    /// Unchecked for exclusivity, as the layout state's own fields are.
    @exclusivity(unchecked) var _layoutState: ViewLayoutState?
    /// `updateConstraints` is due (true for a new view, as on iOS).
    @exclusivity(unchecked) var needsConstraintUpdate = true
    @exclusivity(unchecked) var descendantNeedsConstraintUpdate = false

    func markDescendantNeedsConstraintUpdate() {
        var view: UIView? = self
        while let v = view, !v.descendantNeedsConstraintUpdate { v.descendantNeedsConstraintUpdate = true; view = v.superview }
    }

    /// A frame-based view's frame is a set of constraints in its tree's
    /// engine: they follow it at the next pass. A size change resizes the
    /// subviews by their autoresizing masks.
    private func frameDidChange(oldSize: CGSize) {
        if oldSize != _bounds.size { boundsSizeDidChange(from: oldSize) }
        if oldSize != _bounds.size && !subviews.isEmpty { resizeSubviews(withOldSize: oldSize) }
        guard let state = _layoutState, state.translatesAutoresizingMaskIntoConstraints else { return }
        let root = engineRoot
        guard let engine = root._layoutState?.engine, engine.existingEntry(for: self) != nil else { return }
        engine.needsRefresh = true
        root.setNeedsLayout()
    }

    /// The size the view's content wants (a label's text, a button's title);
    /// `noIntrinsicMetric` along an axis where it has none (a plain view).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// A subclass's hook for a new size (a wrapping label re-measures).
    func boundsSizeDidChange(from oldSize: CGSize) {}

    /// The size that best fits `size`. Apple: "The default implementation
    /// of this method returns the existing size of the view"; a label
    /// returns its text's, a button its content's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, its
    /// origin kept (Apple: "You should not override this method … override
    /// the sizeThatFits(_:) instead").
    open func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitting)
    }

    /// Tells the engine the content changed size: it re-reads
    /// `intrinsicContentSize` at the next layout pass.
    open func invalidateIntrinsicContentSize() {
        let root = engineRoot
        guard let engine = root._layoutState?.engine else { return }
        engine.needsRefresh = true
        root.setNeedsLayout()
    }

    /// Override to add or change constraints in the constraint pass; call
    /// `super.updateConstraints()` last, as Apple asks.
    open func updateConstraints() {}

    /// Calls `updateConstraints` on every view that asked for it, deepest
    /// first (Apple: "the constraint pass ... from the leaves up"), a
    /// controller's `updateViewConstraints` for its root view. `open`, as on
    /// iOS, where subclasses override it (SwiftSignatureView does) and call `super`.
    open func updateConstraintsIfNeeded() { runConstraintPassIfNeeded() }

    /// Called when the margins change.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area insets change.
    open func safeAreaInsetsDidChange() {}

    /// The size that satisfies the view's constraints closest to `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints, with the target's
    /// width and height wanted at the given priorities (Apple's self-sizing
    /// cells ask for a fixed width at `.required` and the height at
    /// `.fittingSizeLevel`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view; `nil` if there are none.
    /// Setting it detaches the ones left out, mid-gesture too.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            var leaving: [(UIGestureRecognizer, UIGestureEnvironment)] = []
            for r in attachedRecognizers where !(newValue ?? []).contains(where: { $0 === r }) {
                if let environment = r.environment { leaving.append((r, environment)) }
                r.view = nil
            }
            attachedRecognizers = newValue ?? []
            for r in attachedRecognizers { r.view = self }
            setNeedsRedraw()
            for (r, environment) in leaving { environment.recognizerLeftGesture(r) }   // last: see removeGestureRecognizer
        }
    }
    @exclusivity(unchecked) var attachedRecognizers: [UIGestureRecognizer] = []

    /// Attaches a gesture recognizer to the view, moving it from any view it was on.
    /// It sees the touches of this view and of its subviews before they do (Behaviour §4).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        let leaving = recognizer.view.flatMap { old in old !== self ? old.detach(recognizer) : nil }
        if !attachedRecognizers.contains(where: { $0 === recognizer }) { attachedRecognizers.append(recognizer) }
        recognizer.view = self
        if let application = window?.windowScene?.application { recognizer.attach(to: application) }
        setNeedsRedraw()
        leaving?.recognizerLeftGesture(recognizer)   // last: see removeGestureRecognizer
    }

    /// A recognizer removed mid-gesture leaves it as if disabled (cancelled, or
    /// failed if it had not begun), so it can no longer hold the view's touches.
    ///
    /// Leaving the gesture may run user code (targets, a view's released
    /// held calls), so it comes last, once the recognizer is off the view:
    /// code that moves or removes it again then sees where it is now (the
    /// lifecycle checker found a released `touchesBegan` removing a
    /// recognizer in the middle of its move to another view; Behaviour §7).
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        detach(recognizer)?.recognizerLeftGesture(recognizer)
    }

    /// Takes `recognizer` off this view without running any code of the
    /// app's; returns the environment of the gesture it must leave, if any.
    private func detach(_ recognizer: UIGestureRecognizer) -> UIGestureEnvironment? {
        guard attachedRecognizers.contains(where: { $0 === recognizer }) else { return nil }
        let environment = recognizer.view === self ? recognizer.environment : nil
        attachedRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
        setNeedsRedraw()
        return environment
    }

    /// Asked before a recognizer attached to this view (or a subview) leaves
    /// `.possible`; UIKit's default is true (UIControl overrides it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hit-testing (the algorithm is in UIView+HitTesting.swift)

    /// The deepest visible, interactive view containing `point` (in this
    /// view's coordinates), or nil. Override to redirect touches (004 §2.5).
    ///
    /// Every call that reaches this implementation is traced — where 004's
    /// swizzle sits, so a call an override makes itself prints its
    /// `HitTest:` line too (Behaviour §7).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard traceIsOn else { return standardHitTest(point, with: event) }
        return standardHitTestTraced(point, with: event)
    }

    /// How many times this view's base `hitTest(_:with:)` ran with tracing
    /// on: the traversal compares it around its call to tell an override
    /// that answered by itself (`TraceEvent.hitTestAnsweredByOverride`).
    @exclusivity(unchecked) var baseHitTestCalls: UInt32 = 0

    /// The touchable area; the default is the bounds. Override to grow or shrink it.
    /// Every call that reaches this implementation is traced (Behaviour §7).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = bounds.containsPointUIKit(point)
        if traceIsOn { trace(.pointInsideChecked(view: Traced(self), point: point, inside: inside)) }
        return inside
    }

    // MARK: Accessibility (defaults, the container protocol and VoiceOver's
    // order are in Accessibility/; the members are here so subclasses can override them)

    /// Set only once the app sets one of the accessibility properties: most views never do.
    var accessibilityStorage: AccessibilityStorage?
    private var accessibility: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let made = AccessibilityStorage()
        accessibilityStorage = made
        return made
    }
    /// Whether VoiceOver reads this view as one element; by default true for
    /// controls and labels, false for other views (Behaviour §15).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue; setNeedsRedraw() }
    }
    /// What VoiceOver says first; by default a label's text, a button's title.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue; setNeedsRedraw() }
    }
    /// The element's value, read after its label (a slider's "50 %").
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibility.value = newValue; setNeedsRedraw() }
    }
    /// What happens when the element is activated, read after a pause.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }
    /// What the element is and how it behaves; by default a control's own (button, selected, not enabled).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue; setNeedsRedraw() }
    }
    /// The element's frame in screen coordinates; by default the view's own.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }
    /// The point VoiceOver activates (its double tap lands there); by default the frame's middle.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// The elements inside this container, in the order VoiceOver reads them; nil for its subviews in reading order.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue; setNeedsRedraw() }
    }
    /// Whether VoiceOver skips this view's subtree.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue; setNeedsRedraw() }
    }
    /// Whether VoiceOver ignores the elements of this view's siblings (a custom alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue; setNeedsRedraw() }
    }
    /// Whether VoiceOver reads this view's elements together, before moving on.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue; setNeedsRedraw() }
    }
    /// Actions VoiceOver offers in its rotor, beside activating.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibility.customActions = newValue }
    }
    /// The language VoiceOver speaks the label in (BCP 47); nil for the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }
    /// The kind of container this view is, for VoiceOver's navigation.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? .none }
        set { accessibility.containerType = newValue }
    }
    /// An adjustable element's swipe up: override to raise its value.
    open func accessibilityIncrement() {}
    /// An adjustable element's swipe down: override to lower its value.
    open func accessibilityDecrement() {}
    /// VoiceOver's double tap; return true if you handled it. False by default:
    /// VoiceOver then taps the activation point.
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's two-finger scrub; return true if you dismissed something.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's two-finger double tap; return true if you handled it.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// VoiceOver's three-finger swipe; return true if you scrolled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// The number of elements in this container: of ``accessibilityElements``, if set.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of ``accessibilityElements``, or nil.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// Where `element` is in ``accessibilityElements``, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Traits (Traits/UIView+Traits.swift) and Interface Builder's hooks

    /// The style override and trait registrations, once the app sets one.
    var traitStorage: TraitStorage?
    /// The traits this view draws and lays out with: the device's, under the
    /// nearest `overrideUserInterfaceStyle` above it (Behaviour §15).
    open var traitCollection: UITraitCollection { resolvedTraitCollection }
    /// Called when the view's traits changed, with the ones before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Forces light or dark on this view and its subviews; `.unspecified` follows the environment.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.overrideStyle ?? .unspecified }
        set { changeTraits { madeTraitStorage.overrideStyle = newValue } }
    }
    /// How the content flips for right-to-left languages.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { traitStorage?.semanticContentAttribute ?? .unspecified }
        set { madeTraitStorage.semanticContentAttribute = newValue }
    }
    /// The direction the view lays out in (``semanticContentAttribute`` over the traits').
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection }
    /// Called on views loaded from a nib or storyboard. There are none here, so
    /// it is never called — as for views iOS code builds in code.
    open override func awakeFromNib() {}
    /// Called by Interface Builder's live rendering; never called here, nor on a device.
    open override func prepareForInterfaceBuilder() {}

    // MARK: Responder chain

    /// The view controller whose root view this is; otherwise the superview (Behaviour §3).
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    override var firstResponderHost: UIWindow? { window }

    // MARK: Display

    /// Marks the window as needing a redraw (a property the phone shows
    /// changed); the demo redraws at `beforeWaiting` only when something changed.
    /// Not `setNeedsRedraw()`: moving a view must not run its `draw(_:)`.
    func setNeedsRedraw() {
        drawingRevision &+= 1
        window?.displayRevision &+= 1
    }

    /// Counts the changes to what this view's layer shows (its properties,
    /// its added layers, its `draw(_:)` bitmap; `setNeedsRedraw()`): the
    /// phone keeps a view's picture while its subtree's counts stay the same
    /// (`SceneRenderer`'s layer cache), as Core Animation keeps a layer's
    /// rasterised pixels until one of its properties changes.
    @_spi(TouchLab) public internal(set) var drawingRevision: UInt64 = 0

    /// Marks the whole view as needing `draw(_:)` before the next frame
    /// (`UIView+Display.swift`); calls in one frame are drawn once.
    open func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks `rect` (in the view's coordinates) as needing `draw(_:)`; the
    /// rects marked in one frame are drawn in one call, with their union.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(rect) }

    /// Draws the view's content into the current context
    /// (`UIGraphicsGetCurrentContext()`), in the view's coordinates; `rect`
    /// is the part to redraw. UIKit's does nothing, and a view whose class
    /// does not override it is never asked (`UIView+Display.swift`).
    open func draw(_ rect: CGRect) { displayState?.reachedBaseDraw = true }
    /// What `draw(_:)` drew, and what it must redraw (`UIView+Display.swift`).
    var displayState: ViewDisplayState?

    /// How the view's content (its `draw(_:)` output, an image view's image)
    /// fits its bounds; `.redraw` asks `draw(_:)` again when the size changes.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { setNeedsRedraw() }
    }

    /// The colour controls and templates draw in: the nearest one set up the
    /// tree, or the system blue (Apple: "inherited from the superview").
    open var tintColor: UIColor! {
        get { resolvedTintColor }
        set { setOwnTintColor(newValue) }
    }
    /// The view's own tint colour, if set (`UIView+Tint.swift`).
    var ownTintColor: UIColor?
    /// Called when the view's tint colour changes: set on it, or inherited from a superview that changed.
    open func tintColorDidChange() {}
    /// Whether the tint is shown as is or dimmed (`.automatic`: as the superview).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { resolvedTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }
    var ownTintAdjustmentMode = TintAdjustmentMode.automatic

    // MARK: Description

    /// The view as UIKit prints it in the seed logs: class, address, frame, and
    /// the properties that differ from the defaults, ending with the layer.
    open override var description: String {
        // As UIKit prints it: the demo's own label (`name`) is not part of it,
        // so a line reads as the seeds' iPhones printed it.
        var parts = ["\(className): \(address)"]
        let f = frame
        parts.append("frame = (\(uikitNumber(f.origin.x)) \(uikitNumber(f.origin.y)); \(uikitNumber(f.width)) \(uikitNumber(f.height)))")
        if bounds.origin != .zero {
            parts.append("bounds = (\(uikitNumber(bounds.origin.x)) \(uikitNumber(bounds.origin.y)); \(uikitNumber(bounds.width)) \(uikitNumber(bounds.height)))")
        }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(uikitNumber(alpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        parts.append("layer = \(layer)")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// A short label for drawing and compact traces: `AView "A"` or `UIView`.
    @_spi(TouchLab) public var shortName: String {
        if let name { return className == "UIView" ? name : "\(className) \(name)" }
        return className
    }
}
