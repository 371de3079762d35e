import Foundation

/// A rectangle in a tree of rectangles that can receive touches.
///
/// Geometry follows UIKit: a view stores its `center` (in the superview's
/// coordinates) and its `bounds` (its own coordinate system, whose `origin`
/// shifts what the subviews show — a scroll view's `contentOffset`); `frame`
/// is derived from the two. Hit-testing lives in `UIView+HitTesting.swift`,
/// point and rect conversion in `UIView+Conversion.swift`.
open class UIView: UIResponder {
    /// A name for logs and the demo's labels (`A`, `B`, `viewb`); UIKit has
    /// `accessibilityIdentifier` for the same purpose.
    public var name: String? { didSet { setNeedsDisplay() } }
    public var tag: Int = 0

    public init(frame: CGRect = .zero) {
        _bounds = CGRect(origin: .zero, size: frame.size)
        _center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    deinit {
        for child in subviews where child._superview === self { child._superview = nil }
        for r in attachedRecognizers where r.view === self { r.view = nil }
    }

    // MARK: Geometry

    private var _bounds: CGRect
    private var _center: CGPoint

    public var bounds: CGRect {
        get { _bounds }
        set { _bounds = newValue; setNeedsDisplay() }
    }
    public var center: CGPoint {
        get { _center }
        set { _center = newValue; setNeedsDisplay() }
    }
    public var frame: CGRect {
        get {
            CGRect(x: _center.x - _bounds.width / 2, y: _center.y - _bounds.height / 2,
                   width: _bounds.width, height: _bounds.height)
        }
        set {
            _bounds.size = newValue.size
            _center = CGPoint(x: newValue.midX, y: newValue.midY)
            setNeedsDisplay()
        }
    }

    // MARK: Appearance and interaction

    public var backgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// A view with `alpha <= 0.01` is invisible to hit-testing (SEEDS §2).
    public var alpha: CGFloat = 1 { didSet { setNeedsDisplay() } }
    public var isHidden = false { didSet { setNeedsDisplay() } }
    public var clipsToBounds = false { didSet { setNeedsDisplay() } }
    /// Drawn by the demo; UIKit has it on the layer.
    public var borderColor: UIColor? { didSet { setNeedsDisplay() } }
    public var borderWidth: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// Stored separately so subclasses (UIImageView, UILabel) can change the
    /// default, as UIKit does, without overriding the property.
    public var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled ?? Self.defaultUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue; setNeedsDisplay() }
    }
    private var _isUserInteractionEnabled: Bool?
    open class var defaultUserInteractionEnabled: Bool { true }

    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false

    // MARK: Hierarchy

    public private(set) var subviews: [UIView] = []
    /// Back-pointers are `unowned(unsafe)` and cleared by the owner's `deinit`,
    /// as UIKit's are: a `weak` reference would give every view a side table
    /// and make each retain and release on the dispatch path slow.
    public var superview: UIView? { _superview }
    unowned(unsafe) var _superview: UIView?

    /// The window at the root of this view's tree, if it is in one.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }

    /// Set by `UIViewController` on its root view: that view's next responder
    /// is the controller, not the superview (SEEDS §3, seed 003).
    unowned(unsafe) var owningViewController: UIViewController?

    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count, caller: "addSubview")
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        insertSubview(view, at: index, caller: "insertSubview(_:at:)")
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i : i + 1,
                      caller: "insertSubview(_:aboveSubview:)")
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
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
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view._superview = self
        setNeedsDisplay()
        view.didMoveToSuperview()
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.subviews.removeAll { $0 === self }
        _superview = nil
        oldWindow?.setNeedsDisplay()
        oldWindow?.viewWasRemoved(self)
        didMoveToSuperview()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        setNeedsDisplay()
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        setNeedsDisplay()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    open func didMoveToSuperview() {}

    // MARK: Gesture recognizers

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for r in attachedRecognizers where !(newValue ?? []).contains(where: { $0 === r }) {
                r.environment?.recognizerLeftGesture(r)
                r.view = nil
            }
            attachedRecognizers = newValue ?? []
            for r in attachedRecognizers { r.view = self }
            setNeedsDisplay()
        }
    }
    var attachedRecognizers: [UIGestureRecognizer] = []

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let old = recognizer.view, old !== self { old.removeGestureRecognizer(recognizer) }
        if !attachedRecognizers.contains(where: { $0 === recognizer }) { attachedRecognizers.append(recognizer) }
        recognizer.view = self
        setNeedsDisplay()
    }

    /// A recognizer removed mid-gesture leaves it as if disabled (cancelled, or
    /// failed if it had not begun), so it can no longer hold the view's touches.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === recognizer }) else { return }
        if recognizer.view === self { recognizer.environment?.recognizerLeftGesture(recognizer) }
        attachedRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
        setNeedsDisplay()
    }

    /// Asked before a recognizer attached to this view (or a subview) leaves
    /// `.possible`; UIKit's default is true (UIControl overrides it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hit-testing (the algorithm is in UIView+HitTesting.swift)

    /// The deepest visible, interactive view containing `point` (in this
    /// view's coordinates), or nil. Override to redirect touches (004 §2.5).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        standardHitTest(point, with: event)
    }

    /// The touchable area; the default is the bounds. Override to grow or shrink it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.containsPointUIKit(point)
    }

    // MARK: Responder chain

    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    override var firstResponderHost: UIWindow? { window }

    // MARK: Display

    /// Marks the window as needing a redraw; the demo redraws at `beforeWaiting`
    /// only when something changed.
    public func setNeedsDisplay() { window?.displayRevision &+= 1 }

    // MARK: Description

    open override var description: String {
        var parts = ["\(className): \(address)"]
        if let name { parts.append("name = \(name)") }
        let f = frame
        parts.append("frame = (\(uikitNumber(f.origin.x)) \(uikitNumber(f.origin.y)); \(uikitNumber(f.width)) \(uikitNumber(f.height)))")
        if bounds.origin != .zero {
            parts.append("bounds = (\(uikitNumber(bounds.origin.x)) \(uikitNumber(bounds.origin.y)); \(uikitNumber(bounds.width)) \(uikitNumber(bounds.height)))")
        }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(uikitNumber(alpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// A short label for drawing and compact traces: `AView "A"` or `UIView`.
    public var shortName: String {
        if let name { return className == "UIView" ? name : "\(className) \(name)" }
        return className
    }
}
