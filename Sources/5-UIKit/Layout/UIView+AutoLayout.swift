import Foundation

extension UIView {
    /// What a view's frame follows when its superview's bounds change size
    /// (frame-based layout): the flexible parts share the change.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits, as UIKit's.
        public let rawValue: UInt
        /// Makes a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin follows.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin follows.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin follows.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin follows.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIKit's "no intrinsic size along this axis": -1.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The size to ask `systemLayoutSizeFitting` for: the smallest the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size to ask `systemLayoutSizeFitting` for: the largest the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    var layoutState: ViewLayoutState {
        if let state = _layoutState { return state }
        let state = ViewLayoutState()
        _layoutState = state
        return state
    }

    private var anchors: LayoutAnchors {
        if let made = layoutState.madeAnchors { return made }
        let made = LayoutAnchors(self)
        layoutState.madeAnchors = made
        return made
    }

    /// The view's leading edge (its left: this is a left-to-right UIKit).
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { anchors.height }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The baseline of a label's first line; a view without text: its bottom.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
    /// The baseline of a label's last line; a view without text: its bottom.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }

    /// Whether the view's frame is kept as constraints (true, the default
    /// for views made in code), or the constraints set its frame (false).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            // Its UIKit constraints change: the engine makes its entry again.
            if let engine = engineRoot._layoutState?.engine { engine.forget(self); engine.needsRefresh = true; _ = engine.entry(for: self) }
            setNeedsLayout()
        }
    }

    /// How the frame follows the superview's size (frame-based layout).
    public var autoresizingMask: AutoresizingMask {
        get { _layoutState?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// The constraints installed on this view: those whose nearest common
    /// ancestor it is.
    public var constraints: [NSLayoutConstraint] { _layoutState?.constraints ?? [] }

    /// Activates a constraint (the pre-iOS 8 spelling; `isActive` finds the ancestor itself).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    func install(_ constraint: NSLayoutConstraint) {
        layoutState.constraints.append(constraint)
        constraint.installedOn = self
        let root = engineRoot
        let engine = root.layoutState.engine ?? {
            let made = LayoutEngine(root: root)
            root.layoutState.engine = made
            return made
        }()
        engine.add(constraint)
        root.setNeedsLayout()
    }

    /// Installs constraints whose nearest common ancestor this view is
    /// known to be, all at once: a stack view's own (their items are the
    /// stack, its guides and its arranged subviews, which are its
    /// subviews). The public path finds each constraint's ancestor by
    /// walking up from both items and looks up the tree's engine each
    /// time; for a stack view's 1,265 constraints on the 200-view screen
    /// that was 3.7 M of the first layout's 27.6 M instructions (callgrind),
    /// most of it retaining and releasing the views on the walk.
    func installOwn(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        layoutState.constraints.append(contentsOf: constraints)
        let root = engineRoot
        let engine = root.layoutState.engine ?? {
            let made = LayoutEngine(root: root)
            root.layoutState.engine = made
            return made
        }()
        for c in constraints where c.installedOn == nil {
            c.installedOn = self
            engine.add(c)
        }
        root.setNeedsLayout()
    }

    /// Uninstalls constraints installed on this view (a stack view's own
    /// set), in one pass over its list rather than one search per constraint.
    func uninstallOwn(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty, let state = _layoutState else { return }
        for c in constraints where c.installedOn === self {
            c.installedOn = nil
            c.engine?.remove(c)
        }
        state.constraints.removeAll { $0.installedOn !== self }
        engineRoot.setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        constraint.engine?.remove(constraint)
        engineRoot.setNeedsLayout()
    }

    /// Called by `insertSubview` after `view` joined this tree: its old
    /// tree's engine, if any, is folded into this tree's.
    func layoutTreeDidJoin(_ view: UIView) {
        guard let old = view._layoutState?.engine else { return }
        view.layoutState.engine = nil
        var moving: [NSLayoutConstraint] = []
        view.forEachInSubtree { v in moving += v._layoutState?.constraints ?? [] }
        for c in moving { old.remove(c) }
        let root = engineRoot
        let engine = root.layoutState.engine ?? { let e = LayoutEngine(root: root); root.layoutState.engine = e; return e }()
        for c in moving { engine.add(c) }
        root.setNeedsLayout()
    }

    /// Called by `removeFromSuperview` before `view` leaves this tree: as on
    /// iOS, constraints between its subtree and the rest are deactivated;
    /// those inside go with it to an engine of its own.
    func layoutTreeWillLose(_ view: UIView) {
        let root = engineRoot
        guard let engine = root._layoutState?.engine else { return }
        var inside = Set<ObjectIdentifier>()
        view.forEachInSubtree { v in
            inside.insert(ObjectIdentifier(v))
            for g in v._layoutState?.guides ?? [] { inside.insert(ObjectIdentifier(g)) }
        }
        var ancestor: UIView? = view.superview
        var keep: [NSLayoutConstraint] = []
        while let a = ancestor {
            for c in a._layoutState?.constraints ?? [] {
                let items = [c.firstItem, c.secondItem].compactMap { $0 }
                if items.contains(where: { inside.contains(ObjectIdentifier($0)) }) { c.isActive = false }
            }
            ancestor = a.superview
        }
        view.forEachInSubtree { v in
            keep += v._layoutState?.constraints ?? []
            engine.forget(v)
            for g in v._layoutState?.guides ?? [] { engine.forget(g) }
        }
        for c in keep { engine.remove(c) }
        guard !keep.isEmpty else { return }
        let own = LayoutEngine(root: view)
        // Added at its first pass, once the view has left (its root is then itself).
        own.pending = keep
        view.layoutState.engine = own
    }

    // MARK: Guides and margins

    /// Adds a layout guide to the view; its anchors can then be constrained.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        if !layoutState.guides.contains(where: { $0 === guide }) { layoutState.guides.append(guide) }
    }
    /// Removes a layout guide, and the constraints that used it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        for c in (engineRoot._layoutState?.engine).map({ _ in allConstraintsInTree() }) ?? [] where c.firstItem === guide || c.secondItem === guide {
            c.isActive = false
        }
        engineRoot._layoutState?.engine?.forget(guide)
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }
    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { _layoutState?.guides ?? [] }

    private func allConstraintsInTree() -> [NSLayoutConstraint] {
        var all: [NSLayoutConstraint] = []
        engineRoot.forEachInSubtree { all += $0._layoutState?.constraints ?? [] }
        return all
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.systemRole = .margins
        layoutState.marginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The part of the view no bar, rounded corner or sensor housing covers.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.systemRole = .safeArea
        layoutState.safeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The margins in the reading direction. A view's default is 8 points on
    /// each side; a view controller's root view's are the system minimum
    /// (Apple, `directionalLayoutMargins` and `systemMinimumLayoutMargins`).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let set = _layoutState?.directionalLayoutMargins { return set }
            if let controller = owningViewController { return controller.systemMinimumLayoutMargins }
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        set {
            layoutState.directionalLayoutMargins = newValue
            engineRoot._layoutState?.engine?.needsRefresh = true
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// The margins as left/right insets, plus the safe area where
    /// `insetsLayoutMarginsFromSafeArea` (Apple: the margins are "relative to
    /// the safe area" when it is true, the default).
    public var layoutMargins: UIEdgeInsets {
        get {
            let d = directionalLayoutMargins
            var m = UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
            if insetsLayoutMarginsFromSafeArea {
                let s = safeAreaInsets
                m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
            }
            return m
        }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
    }

    /// Whether the margins are measured from the safe area (true) or the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { _layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; engineRoot._layoutState?.engine?.needsRefresh = true; setNeedsLayout() }
    }

    /// How far the screen's unsafe areas (the status bar and sensor housing
    /// at the top, the home indicator at the bottom) reach into this view,
    /// plus a controller's `additionalSafeAreaInsets` for its root view.
    /// Apple: "For other views in the view hierarchy, the insets reflect only
    /// the portion of the view that is covered."
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let windowInsets = window.windowSafeAreaInsets
        let safe = window.bounds.inset(by: windowInsets)
        let view = convert(bounds, to: window)
        var insets = UIEdgeInsets(top: max(0, min(view.height, safe.minY - view.minY)),
                                  left: max(0, min(view.width, safe.minX - view.minX)),
                                  bottom: max(0, min(view.height, view.maxY - safe.maxY)),
                                  right: max(0, min(view.width, view.maxX - safe.maxX)))
        if let extra = owningViewController?.additionalSafeAreaInsets {
            insets.top += extra.top; insets.left += extra.left; insets.bottom += extra.bottom; insets.right += extra.right
        }
        return insets
    }

    // MARK: Sizing

    /// The priority with which the view resists growing beyond its intrinsic size.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let h = _layoutState?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? h.horizontal : h.vertical
    }
    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }
    /// The priority with which the view resists shrinking below its intrinsic size.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let c = _layoutState?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? c.horizontal : c.vertical
    }
    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compressionResistance.horizontal = priority } else { layoutState.compressionResistance.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// Runs the constraint pass of this view's tree now (updateConstraints,
    /// then the engine's solution) — the first half of `layoutIfNeeded`.
    func solveConstraintsIfNeeded() {
        let root = engineRoot
        if root.needsConstraintUpdate || root.descendantNeedsConstraintUpdate {
            // The pass's constraints go into the engine together, in the
            // order that is cheap to solve (`LayoutEngine.deferringAdds`).
            let engine = root.layoutState.engine ?? { let e = LayoutEngine(root: root); root.layoutState.engine = e; return e }()
            engine.deferringAdds { root.updateConstraintsIfNeeded() }
        }
        guard let engine = root._layoutState?.engine, engine.needsRefresh else { return }
        engine.refreshAndSolve()
    }

    /// The body of `updateConstraintsIfNeeded()` (declared in the class, so
    /// that subclasses can override it).
    func runConstraintPassIfNeeded() {
        if descendantNeedsConstraintUpdate {
            descendantNeedsConstraintUpdate = false
            for child in subviews where child.needsConstraintUpdate || child.descendantNeedsConstraintUpdate {
                child.updateConstraintsIfNeeded()
            }
        }
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// Asks for `updateConstraints` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        var view = superview
        while let v = view, !v.descendantNeedsConstraintUpdate { v.descendantNeedsConstraintUpdate = true; view = v.superview }
        engineRoot.setNeedsLayout()
    }

    /// Whether `updateConstraints` is due.
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Whether the constraints leave the view's frame free to move (for debugging).
    public var hasAmbiguousLayout: Bool {
        solveConstraintsIfNeeded()
        return engineRoot._layoutState?.engine?.isAmbiguous(self) ?? false
    }

    /// The constraints that place the view along an axis (for debugging; the demo's inspector).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        solveConstraintsIfNeeded()
        return engineRoot._layoutState?.engine?.constraints(affecting: self, axis: axis) ?? []
    }

    /// The standard implementation of `layoutSubviews`: each constraint-laid
    /// subview gets the frame the engine solved for it.
    func applyEngineFrames() {
        guard !subviews.isEmpty, let engine = engineRoot._layoutState?.engine,
              let mine = engine.existingEntry(for: self) else { return }
        for child in subviews where !child.translatesAutoresizingMaskIntoConstraints {
            guard let entry = engine.existingEntry(for: child) else { continue }
            let frame = engine.frame(of: entry, in: mine)
            if child.frame != frame { child.frame = frame }
        }
    }

    /// Frame-based layout: the subviews' frames follow this view's new size
    /// as their `autoresizingMask` says (UIKit's `resizeSubviews(withOldSize:)`).
    func resizeSubviews(withOldSize old: CGSize) {
        let new = bounds.size
        guard old != new else { return }
        for child in subviews {
            guard let mask = child._layoutState?.autoresizingMask, !mask.isEmpty, child.translatesAutoresizingMaskIntoConstraints else { continue }
            var f = child.frame
            func share(_ delta: CGFloat, _ parts: [(Bool, CGFloat)]) -> [CGFloat] {
                let flexible = parts.filter(\.0)
                let total = flexible.reduce(0) { $0 + $1.1 }
                return parts.map { part in
                    guard part.0 else { return 0 }
                    return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
                }
            }
            let h = share(new.width - old.width, [(mask.contains(.flexibleLeftMargin), f.minX), (mask.contains(.flexibleWidth), f.width),
                                                  (mask.contains(.flexibleRightMargin), old.width - f.maxX)])
            let v = share(new.height - old.height, [(mask.contains(.flexibleTopMargin), f.minY), (mask.contains(.flexibleHeight), f.height),
                                                    (mask.contains(.flexibleBottomMargin), old.height - f.maxY)])
            f.origin.x += h[0]; f.size.width += h[1]
            f.origin.y += v[0]; f.size.height += v[1]
            child.frame = f
        }
    }
}
