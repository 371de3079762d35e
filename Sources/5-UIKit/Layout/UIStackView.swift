import Foundation

/// Lays out a row or column of views with constraints it makes itself
/// (iOS names them `UISV-…`), rebuilt in its `updateConstraints` whenever an
/// arranged view, a hidden flag or a setting changes — so a change inside
/// `UIView.animate` followed by `layoutIfNeeded()` animates, as on iOS.
/// The stack view draws nothing of its own.
open class UIStackView: UIView {
    /// How views are sized and spaced along the axis (Apple's five).
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; the one with the lowest hugging (or
        /// compression resistance) priority stretches (or shrinks).
        case fill
        /// The views fill the axis, all the same size.
        case fillEqually
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views keep their intrinsic sizes; their centres are equally spaced.
        case equalCentering
    }
    /// How views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched across the axis.
        case fill
        /// At the leading edge (a vertical stack).
        case leading
        /// At the top (a horizontal stack).
        public static let top = Alignment.leading
        /// Their first baselines aligned (a horizontal stack).
        case firstBaseline
        /// Centred across the axis.
        case center
        /// At the trailing edge (a vertical stack).
        case trailing
        /// At the bottom (a horizontal stack).
        public static let bottom = Alignment.trailing
        /// Their last baselines aligned (a horizontal stack).
        case lastBaseline
    }

    /// `.horizontal` (a row) or `.vertical` (a column).
    // The stack's fields are unchecked for exclusivity, as the engine's
    // are (one thread; the check cost about 100 instructions an access).
    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How views are sized along the axis.
    @exclusivity(unchecked) open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How views sit across the axis.
    @exclusivity(unchecked) open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between adjacent views (the least gap, for the equal-spacing distributions).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether views are laid out inside the layout margins rather than the bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// The views the stack arranges, in order. Each is also a subview.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [UIView] = []
    @exclusivity(unchecked) private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    @exclusivity(unchecked) private var made: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var spacers: [UILayoutGuide] = []

    /// A spacing value meaning "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing value meaning "the system's spacing" (8 points here).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// Makes a stack of the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds a view at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts a view into the arrangement at `index`; it becomes a subview
    /// if it was not, and constraints place it (its autoresizing mask is no longer used).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes a view out of the arrangement; it stays a subview (Apple: call
    /// `removeFromSuperview()` to take it off the screen too).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Removing a subview also removes it from the arrangement, as on iOS.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// The gap after `arrangedSubview`, instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged()
    }
    /// The gap after `arrangedSubview`: `spacingUseDefault` if none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Called by `UIView.isHidden` for arranged views: a hidden view collapses.
    func arrangedSubviewVisibilityChanged() { arrangementChanged() }

    private func arrangementChanged() { setNeedsUpdateConstraints() }

    /// Rebuilds the arrangement's constraints, then calls super.
    open override func updateConstraints() {
        rebuildConstraints()
        super.updateConstraints()
    }

    private func gap(after view: UIView) -> CGFloat {
        switch customSpacing[ObjectIdentifier(view)] {
        case nil, UIStackView.spacingUseDefault?: spacing
        case UIStackView.spacingUseSystem?: 8
        case let custom?: custom
        }
    }

    /// Makes the arrangement's constraints again and installs them on the
    /// stack view itself: it is the nearest common ancestor of every item
    /// they relate (itself, its guides, its arranged subviews), so they go
    /// in without the public path's walk to find one (``UIView/installOwn(_:)``).
    private func rebuildConstraints() {
        uninstallOwn(made)
        for guide in spacers { removeLayoutGuide(guide) }
        made = []; spacers = []
        // The settings once, not through their accessors per arranged view.
        let axis = axis, alignment = alignment, distribution = distribution
        let horizontal = axis == .horizontal
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        typealias A = NSLayoutConstraint.Attribute
        let (lead, trail, size, crossLead, crossTrail, crossSize, crossCenter): (A, A, A, A, A, A, A) = horizontal
            ? (.leading, .trailing, .width, .top, .bottom, .height, .centerY)
            : (.top, .bottom, .height, .leading, .trailing, .width, .centerX)
        func make(_ a: AnyObject, _ aa: A, _ b: AnyObject?, _ ba: A, r: NSLayoutConstraint.Relation = .equal, m: CGFloat = 1, c: CGFloat = 0,
                  priority: UILayoutPriority = .required, _ id: String) {
            made.append(NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c,
                                           priority: priority, identifier: id, kind: .stackView))
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Hidden views collapse to nothing at the leading edge (iOS: `UISV-hiding`).
        for v in arrangedSubviews where v.isHidden {
            make(v, size, nil, .notAnAttribute, "UISV-hiding")
            make(v, lead, container, lead, "UISV-hiding")
        }
        // Across the axis.
        for v in arrangedSubviews {
            switch alignment {
            case .fill:
                make(v, crossLead, container, crossLead, "UISV-alignment")
                make(v, crossTrail, container, crossTrail, "UISV-alignment")
            case .leading:
                make(v, crossLead, container, crossLead, "UISV-alignment")
                make(v, crossTrail, container, crossTrail, r: .lessThanOrEqual, "UISV-spanning-boundary")
            case .trailing:
                make(v, crossTrail, container, crossTrail, "UISV-alignment")
                make(v, crossLead, container, crossLead, r: .greaterThanOrEqual, "UISV-spanning-boundary")
            case .center:
                make(v, crossCenter, container, crossCenter, "UISV-alignment")
                make(v, crossLead, container, crossLead, r: .greaterThanOrEqual, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: A = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let first = visible.first, v !== first { make(v, baseline, first, baseline, "UISV-alignment") }
                make(v, crossLead, container, crossLead, r: .greaterThanOrEqual, "UISV-spanning-boundary")
                make(v, crossTrail, container, crossTrail, r: .lessThanOrEqual, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest view (iOS: `UISV-canvas-fit`, at fitting-size level).
            make(container, crossSize, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-canvas-fit")
        }
        // Along the axis.
        made.reserveCapacity(made.count + 4 * visible.count)
        guard let first = visible.first, let last = visible.last else { installOwn(made); return }
        make(first, lead, container, lead, "UISV-canvas-connection")
        make(container, trail, last, trail, "UISV-canvas-connection")
        for (a, b) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(b, lead, a, trail, c: gap(after: a), "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(b, lead, a, trail, r: .greaterThanOrEqual, c: gap(after: a), "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let from: A = distribution == .equalSpacing ? trail : (horizontal ? .centerX : .centerY)
                let to: A = distribution == .equalSpacing ? lead : from
                make(spacer, lead, a, from, "UISV-distributing-edge")
                make(spacer, trail, b, to, "UISV-distributing-edge")
                make(spacer, crossLead, container, crossLead, "UISV-distributing-edge")
                make(spacer, crossSize, nil, .notAnAttribute, "UISV-distributing-edge")
                if spacers.count > 1 { make(spacer, size, spacers[0], size, "UISV-fill-equally") }
            }
        }
        switch distribution {
        case .fillEqually:
            for v in visible.dropFirst() { make(v, size, first, size, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let firstLength = lengths.first, firstLength > 0 {
                for (v, length) in zip(visible, lengths).dropFirst() where length >= 0 {
                    make(v, size, first, size, m: length / firstLength, priority: .required - 1, "UISV-fill-proportionally")
                }
            }
        default: break
        }
        installOwn(made)
    }
}
