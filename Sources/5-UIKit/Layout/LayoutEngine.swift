import Foundation
import LayoutSolver

/// The engine of one view tree (iOS keeps one per window, `NSISEngine`): the
/// Cassowary solver, four variables per view or guide that takes part, and
/// the constraints UIKit adds itself — a frame-based view's frame
/// (autoresizing-mask constraints), a view's intrinsic content size at its
/// hugging and compression-resistance priorities, the margins and safe-area
/// guides.
///
/// Variables are in *layout space*: a view's `minX` is its superview's plus
/// its frame's x, ignoring any superview's bounds origin — so a scroll view
/// scrolling does not move its content's constraints (Apple: constraints
/// between a scroll view and its content "define the content area").
final class LayoutEngine {
    let solver = SimplexSolver()
    unowned(unsafe) let root: UIView

    /// A view's or guide's part in the engine. The item keeps its entry
    /// itself (``ViewLayoutState/engineEntry``, ``UILayoutGuide/engineEntry``),
    /// so finding it — twice for each attribute of each constraint — is a
    /// field read, not a hash: the dictionary from item to entry was 3.8 M of
    /// the 200-view screen's first layout of 27.6 M instructions (callgrind).
    final class Entry {
        /// The view or guide, neither retained nor weak. Its lifetime is
        /// guaranteed by construction: an entry is made only for an item of
        /// the engine's tree (the tree's views hold their subviews and
        /// guides), and it leaves the engine before the item can leave the
        /// tree — ``LayoutEngine/forget(_:)`` from `layoutTreeWillLose` (a view
        /// removed, with its subtree and guides), `removeLayoutGuide` and a
        /// guide moved to another view. The engine's `deinit` reads no item
        /// (the tree may be going with it). A `weak` reference here, like any
        /// weak reference to a view, gave the view a side table, and every
        /// retain and release of that view took the slow path from then on
        /// (callgrind, a first layout of 202 views: about 3 M instructions of
        /// `doDecrementSlow`, `incrementSlow` and `swift_weakLoadStrong`).
        unowned(unsafe) let item: AnyObject
        /// False once the entry left its engine (forgotten, or the engine
        /// went): an item's stored entry then counts for no engine, even a
        /// later one made at the same address.
        @exclusivity(unchecked) var isLive = true
        /// The engine the entry is in: an item's stored entry counts only
        /// for that engine (an engine going away clears its items' entries,
        /// so a later one at the same address never reads a stale one).
        unowned(unsafe) let engine: LayoutEngine
        /// Its place in the engine's ``LayoutEngine/entries``.
        @exclusivity(unchecked) var index: Int
        let minX, minY, width, height: Variable
        /// A frame-based view's frame, as required constraints.
        @exclusivity(unchecked) var autoresizing: [NSLayoutConstraint] = []
        /// Intrinsic size at hugging (≤) and compression resistance (≥).
        @exclusivity(unchecked) var contentSize: [NSLayoutConstraint] = []
        /// What the content-size constraints were made from: the intrinsic
        /// size and the four priorities (nil: not made yet). A struct, not an
        /// array, because every refresh compares it for every entry (the
        /// array allocated per view per refresh was most of a drag frame's
        /// refresh).
        @exclusivity(unchecked) var contentSizeKey: ContentSizeKey?
        /// A margins or safe-area guide's four edges to its view.
        @exclusivity(unchecked) var guideEdges: [NSLayoutConstraint] = []
        init(item: AnyObject, engine: LayoutEngine, index: Int) {
            self.item = item
            self.engine = engine
            self.index = index
            // Named from the item only when printed, by a function that
            // captures nothing (a closure per variable, each capturing the
            // item weakly, was 0.9 M of a first layout).
            func variable(_ suffix: String) -> Variable { Variable(owner: item, suffix: suffix) { LayoutItem.name(of: $0) } }
            minX = variable(".minX"); minY = variable(".minY"); width = variable(".width"); height = variable(".height")
        }
        /// Takes the entry out of its engine: the item may go from now on,
        /// so neither the entry nor its variables (which the solver may keep
        /// until it rebuilds) name it any more.
        func retire() {
            isLive = false
            minX.disown(); minY.disown(); width.disown(); height.disown()
        }
        var frame: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
    }

    struct ContentSizeKey: Equatable {
        let size: CGSize
        let hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
        let compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
        static func == (a: Self, b: Self) -> Bool {
            a.size == b.size && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
        }
    }

    /// Every view's and guide's entry, in the order they were made.
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    /// The margins and safe-area guides' entries: a refresh settles these
    /// against the solution, without walking every view's entry to find them.
    @exclusivity(unchecked) private var guideEntries: [ObjectIdentifier: Entry] = [:]
    /// Every constraint the engine holds, app's and UIKit's, by its solver constraint.
    /// Each knows its place here (``NSLayoutConstraint/placeInEngine``), and its
    /// solver constraint knows it (``Constraint/owner``): a dictionary from
    /// solver constraint to `NSLayoutConstraint` was hashed for each add.
    @exclusivity(unchecked) private var held: [NSLayoutConstraint] = []
    /// Active constraints the engine broke to go on (UIKit's "recover by breaking").
    @exclusivity(unchecked) private(set) var broken: [NSLayoutConstraint] = []
    /// Constraints that came with a subtree removed from another tree.
    @exclusivity(unchecked) var pending: [NSLayoutConstraint] = []
    /// Constraints added during a constraint pass, waiting for its end (``deferringAdds(_:)``).
    @exclusivity(unchecked) private var queued: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var deferring = 0
    /// Something changed since the last solve was read out.
    @exclusivity(unchecked) var needsRefresh = true { didSet { if needsRefresh { root.setNeedsLayout() } } }

    init(root: UIView) { self.root = root }

    deinit {
        // No item is read: the tree may be going away with its engine. The
        // items' stored entries stay, retired (``Entry/isLive``).
        for entry in entries { entry.retire() }
        // Constraints the app may still hold point here without retaining
        // the engine: they are in no engine from now on.
        for c in held + queued + pending + broken where c.engine === self {
            c.engine = nil; c.solverConstraint = nil; c.placeInEngine = -1; c.isQueued = false
        }
    }

    // MARK: Items

    /// The entry an item keeps, whichever engine it is from.
    @inline(__always)
    private static func storedEntry(of item: AnyObject) -> Entry? {
        if let view = item as? UIView { return view._layoutState?.engineEntry }
        return (item as? UILayoutGuide)?.engineEntry
    }

    private static func store(_ entry: Entry, on item: AnyObject) {
        if let view = item as? UIView { view.layoutState.engineEntry = entry } else if let guide = item as? UILayoutGuide { guide.engineEntry = entry }
    }

    /// Forgets the item's stored entry if it is `entry`.
    private static func clearStoredEntry(_ entry: Entry, of item: AnyObject) {
        if let view = item as? UIView {
            if view._layoutState?.engineEntry === entry { view._layoutState?.engineEntry = nil }
        } else if let guide = item as? UILayoutGuide, guide.engineEntry === entry {
            guide.engineEntry = nil
        }
    }

    /// The item's entry in this engine, if it has one.
    @inline(__always)
    func existingEntry(for item: AnyObject) -> Entry? {
        guard let entry = LayoutEngine.storedEntry(of: item), entry.engine === self, entry.isLive else { return nil }
        return entry
    }

    func entry(for item: AnyObject) -> Entry {
        if let known = existingEntry(for: item) { return known }
        let entry = Entry(item: item, engine: self, index: entries.count)
        entries.append(entry)
        LayoutEngine.store(entry, on: item)
        if let view = item as? UIView {
            if let parent = view.superview { _ = self.entry(for: parent) }
            if view.translatesAutoresizingMaskIntoConstraints || view === root { pinFrame(of: view, entry) }
            updateContentSize(of: view, entry)
        } else if let guide = item as? UILayoutGuide, let view = guide.owningView {
            _ = self.entry(for: view)
            if guide.systemRole != nil { pinEdges(of: guide, to: view, entry); guideEntries[ObjectIdentifier(guide)] = entry }
        }
        return entry
    }

    func frameInLayoutSpace(of item: AnyObject) -> CGRect? { existingEntry(for: item)?.frame }

    /// Forgets a view or guide (its tree moved or it was removed).
    func forget(_ item: AnyObject) {
        guard let entry = existingEntry(for: item) else { return }
        LayoutEngine.clearStoredEntry(entry, of: item)
        entry.retire()
        let last = entries.removeLast()
        if last !== entry { entries[entry.index] = last; last.index = entry.index }
        guideEntries[ObjectIdentifier(item)] = nil
        for c in entry.autoresizing + entry.contentSize + entry.guideEdges { removeFromSolver(c) }
    }

    // MARK: Constraints

    /// Runs `body` (the constraint pass: every `updateConstraints`) with the
    /// constraints it activates held back, then adds them together — the
    /// views' content-size rows first (``addContentSizePair``), then required
    /// equalities, then required inequalities, then the other optional
    /// ones. A content-size row added first is a fresh row, `size =
    /// intrinsic + error⁺ - error⁻`, and the stack's equalities then find
    /// the sizes already basic; added last, each was substituted through
    /// the rows of its stack's chain that mention the size, about 13,000
    /// instructions a row (measured on the 202-view screen: the first layout
    /// 15.6 M → 14.2 M instructions with them first; the stacks'
    /// equalities still find free variables, their positions, to presolve
    /// or take as subjects). Order is what makes adding cheap: a required equality
    /// added while its views' variables are still free takes one of them as
    /// its subject (§4.1), where added after the optional ones (a stack view's
    /// arranged views bring their hugging and compression resistance along)
    /// it finds every variable already claimed and needs phase one, an
    /// artificial variable and pivots through the rows (measured on the
    /// 200-view stack screen: 110 phase ones and 2.6 times the substitution
    /// work in the order the stack views made them, none in this one).
    func deferringAdds(_ body: () -> Void) {
        deferring += 1
        body()
        deferring -= 1
        if deferring == 0 && !queued.isEmpty { addQueued() }
    }

    /// A queued constraint's items' entries, found once for the batch, and
    /// its kind's place in the batch's order (``addQueued()``). The entries
    /// are not retained: the engine's ``entries`` hold them, and none is
    /// forgotten while the batch is added. An array of strong pairs cost a
    /// retain per entry and, when it went, a destroy per element through
    /// the generic tuple witness (callgrind, the 202-view first layout:
    /// about 0.4 M instructions); this one is plain data.
    private struct Queued {
        unowned(unsafe) let first: Entry?
        unowned(unsafe) let second: Entry?
        let rank: Int
    }

    /// The batch's order: content-size rows, then required equalities,
    /// required inequalities, and the other optional constraints.
    @inline(__always)
    private static func rank(of c: NSLayoutConstraint) -> Int {
        c.contentSizePartner != nil ? 0 : c.priority != .required ? 3 : c.relation == .equal ? 1 : 2
    }

    private func addQueued() {
        // The items' entries first, so their UIKit constraints (frames,
        // intrinsic sizes, guides) join the batch and its order.
        // Each constraint's entries are found here once and handed to `add`
        // (looked up again there, an item's entry cost a cast, a load of
        // the item and a retain and release per attribute).
        deferring += 1
        var index = 0
        var found: [Queued] = []
        found.reserveCapacity(queued.count)
        while index < queued.count {
            let c = queued[index]
            index += 1
            guard c.isQueued else { found.append(Queued(first: nil, second: nil, rank: -1)); continue }
            let first = c.firstItem.map { entry(for: $0) }
            let second = c.secondAttribute == .notAnAttribute ? nil : c.secondItem.map { entry(for: $0) }
            found.append(Queued(first: first, second: second, rank: LayoutEngine.rank(of: c)))
        }
        deferring -= 1
        let batch = queued
        queued = []
        // Grown once for the batch, not step by step on the way.
        held.reserveCapacity(held.count + batch.count)
        solver.reserveCapacity(forConstraints: batch.count)
        // Within each kind, in the order the pass made them: the stack
        // views' updateConstraints run from the leaves up. (Outer views first
        // was measured too: 3.8 times slower on the 200-view screen.)
        // The kinds were found once, above; a constraint is looked at again
        // only on its own kind's pass (four passes over every constraint,
        // each retaining and releasing it, were about 0.3 M instructions).
        // A content-size constraint whose partner went first alone (see
        // `add`) is no longer a pair: it is added with the optional ones,
        // as its kind is then.
        for level in 0...3 {
            for i in found.indices where found[i].rank == level || (level == 3 && found[i].rank == 0) {
                let c = batch[i]
                guard c.isQueued, LayoutEngine.rank(of: c) == level else { continue }
                c.isQueued = false
                if let first = found[i].first { add(c, first, found[i].second) }
            }
        }
    }

    func add(_ constraint: NSLayoutConstraint) {
        guard constraint.solverConstraint == nil, !constraint.isQueued, let first = constraint.firstItem else { return }
        if deferring > 0 {
            constraint.engine = self
            constraint.isQueued = true
            queued.append(constraint)
            // The pass that queues it refreshes at its end: marking the root
            // for layout once is enough (it was 1,400 `setNeedsLayout` calls).
            if !needsRefresh { needsRefresh = true }
            return
        }
        let second = constraint.secondAttribute == .notAnAttribute ? nil : constraint.secondItem.map { entry(for: $0) }
        add(constraint, entry(for: first), second)
    }

    /// Adds a constraint whose items' entries are known.
    private func add(_ constraint: NSLayoutConstraint, _ first: Entry, _ second: Entry?) {
        guard constraint.solverConstraint == nil, !constraint.isQueued else { return }
        // `first - multiplier·second - constant`, its terms written straight
        // into one array (no intermediate expressions to copy and release).
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(4)
        var constant = -Double(constraint.constant)
        appendTerms(of: first, constraint.firstAttribute, times: 1, to: &terms, constant: &constant)
        if let second {
            appendTerms(of: second, constraint.secondAttribute, times: -Double(constraint.multiplier), to: &terms, constant: &constant)
        }
        if let partner = constraint.contentSizePartner {
            if constraint.relation == .lessThanOrEqual {
                addContentSizePair(hugging: constraint, resistance: partner, LinearExpression(terms, constant: constant))
                return
            }
            // The resistance before its hugging (not the order they are
            // made in): each goes alone.
            constraint.contentSizePartner = nil
            partner.contentSizePartner = nil
        }
        let relation: Constraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        // A stack view's constraints are replaced as a set when its
        // arrangement changes, and their constants are not dragged: the
        // solver may keep no marker for them (``Constraint/isRarelyChanged``).
        let row = Constraint(LinearExpression(terms, constant: constant), relation, priority: Double(constraint.priority.rawValue),
                             rarelyChanged: constraint.kind == .stackView)
        constraint.engine = self
        constraint.solverConstraint = row
        hold(constraint, row)
        do {
            try solver.addConstraint(row)
        } catch {
            release(constraint)
            constraint.solverConstraint = nil
            broken.append(constraint)
            reportUnsatisfiable(error, breaking: constraint)
        }
        needsRefresh = true
    }

    /// A view's intrinsic size along one axis as one solver row: `size -
    /// intrinsic == 0`, its excess charged at the hugging priority and its
    /// shortfall at the compression resistance (``Constraint/priorityBelow``)
    /// — exactly the pair of optional inequalities iOS makes, in one row
    /// with two error symbols where the two rows had two slacks and two
    /// errors. Both `NSContentSizeLayoutConstraint`s stay the engine's, each
    /// listed where iOS lists it (``constraints(affecting:axis:)``); the row
    /// belongs to the hugging one, and the other names it too. Both are
    /// optional (a required side is a hard inequality: they are then added
    /// one by one, see ``updateContentSize(of:_:)``).
    private func addContentSizePair(hugging: NSLayoutConstraint, resistance: NSLayoutConstraint, _ expression: LinearExpression) {
        let row = Constraint(expression, equalAbove: Double(hugging.priority.rawValue), below: Double(resistance.priority.rawValue))
        hugging.engine = self
        hugging.solverConstraint = row
        hold(hugging, row)
        resistance.engine = self
        resistance.isQueued = false
        resistance.solverConstraint = row
        resistance.placeInEngine = held.count
        held.append(resistance)
        // Optional: it cannot conflict.
        try? solver.addConstraint(row)
        needsRefresh = true
    }

    /// A content-size pair changed by hand (its constant or priority set on
    /// one of them): the shared row comes out, and each goes back alone.
    private func unpair(_ constraint: NSLayoutConstraint) -> Bool {
        guard let partner = constraint.contentSizePartner else { return false }
        removeFromSolver(constraint)
        removeFromSolver(partner)
        constraint.contentSizePartner = nil
        partner.contentSizePartner = nil
        add(constraint)
        add(partner)
        return true
    }

    func remove(_ constraint: NSLayoutConstraint) {
        broken.removeAll { $0 === constraint }
        removeFromSolver(constraint)
        constraint.engine = nil
        needsRefresh = true
    }

    private func removeFromSolver(_ constraint: NSLayoutConstraint) {
        constraint.isQueued = false
        guard let row = constraint.solverConstraint else { return }
        try? solver.removeConstraint(row)
        release(constraint)
        constraint.solverConstraint = nil
    }

    private func hold(_ constraint: NSLayoutConstraint, _ row: Constraint) {
        row.owner = constraint
        constraint.placeInEngine = held.count
        held.append(constraint)
    }

    private func release(_ constraint: NSLayoutConstraint) {
        let index = constraint.placeInEngine
        guard index >= 0, index < held.count, held[index] === constraint else { return }
        let last = held.removeLast()
        if index < held.count { held[index] = last; last.placeInEngine = index }
        constraint.placeInEngine = -1
        constraint.solverConstraint?.owner = nil
    }

    /// The pan handler's path: the row's constant moves in place (§4.3 of the paper).
    func constantChanged(_ constraint: NSLayoutConstraint) {
        needsRefresh = true
        // A queued constraint is added with whatever its constant is then.
        if constraint.isQueued || unpair(constraint) { return }
        guard let row = constraint.solverConstraint else {
            // A broken constraint gets another chance with its new constant.
            if broken.contains(where: { $0 === constraint }) { broken.removeAll { $0 === constraint }; add(constraint) }
            return
        }
        // The row is `lhs - (m·rhs + constant)`: its constant term is the
        // items' constant parts minus the constraint's constant.
        let itemsPart = row.expression.constant + Double(constraint.constantInRow)
        do {
            try solver.setConstant(itemsPart - Double(constraint.constant), of: row)
            constraint.constantInRow = constraint.constant
        } catch {
            removeFromSolver(constraint)
            broken.append(constraint)
            reportUnsatisfiable(error, breaking: constraint)
        }
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        if constraint.isQueued || unpair(constraint) { return }
        removeFromSolver(constraint)
        broken.removeAll { $0 === constraint }
        add(constraint)
    }

    /// Adds `factor · attribute` to a constraint's terms and constant.
    private func appendTerms(of e: Entry, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
                             to terms: inout [(variable: Variable, coefficient: Double)], constant: inout Double) {
        switch attribute {
        case .left, .leading: terms.append((e.minX, factor))
        case .right, .trailing: terms.append((e.minX, factor)); terms.append((e.width, factor))
        case .top: terms.append((e.minY, factor))
        case .bottom: terms.append((e.minY, factor)); terms.append((e.height, factor))
        case .width: terms.append((e.width, factor))
        case .height: terms.append((e.height, factor))
        case .centerX: terms.append((e.minX, factor)); terms.append((e.width, 0.5 * factor))
        case .centerY: terms.append((e.minY, factor)); terms.append((e.height, 0.5 * factor))
        case .firstBaseline, .lastBaseline, .notAnAttribute:
            let x = expression(e.item, attribute)
            for term in x.terms { terms.append((term.variable, term.coefficient * factor)) }
            constant += x.constant * factor
        }
    }

    /// An attribute as a linear expression of its item's four variables.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let e = entry(for: item)
        switch attribute {
        case .left, .leading: return LinearExpression(e.minX)
        case .right, .trailing: return e.minX + e.width
        case .top: return LinearExpression(e.minY)
        case .bottom: return e.minY + e.height
        case .width: return LinearExpression(e.width)
        case .height: return LinearExpression(e.height)
        case .centerX: return e.minX + 0.5 * e.width
        case .centerY: return e.minY + 0.5 * e.height
        case .firstBaseline, .lastBaseline:
            // A label's text block is centred in its bounds (as it draws);
            // other views have no baseline and use their bottom.
            guard let label = item as? UILabel else { return e.minY + e.height }
            let metrics = label.textMetrics
            let blockTop = e.minY + 0.5 * e.height - Double(metrics.blockHeight / 2)
            return attribute == .firstBaseline
                ? blockTop + Double(metrics.ascender)
                : blockTop + Double(metrics.blockHeight - metrics.descender)
        case .notAnAttribute: return LinearExpression(0)
        }
    }

    // MARK: UIKit's own constraints

    /// The frame of a frame-based view as four required constraints
    /// (`NSAutoresizingMaskLayoutConstraint`); the root sits at the origin.
    private func pinFrame(of view: UIView, _ entry: Entry) {
        let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
        let parent: UIView? = view === root ? nil : view.superview
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal,
                                       toItem: attribute == .width || attribute == .height ? nil : parent,
                                       attribute: attribute == .width || attribute == .height || parent == nil ? .notAnAttribute : attribute,
                                       multiplier: 1, constant: value)
            c.kind = .autoresizing
            return c
        }
        entry.autoresizing = [pin(.left, frame.minX), pin(.top, frame.minY), pin(.width, frame.width), pin(.height, frame.height)]
        for c in entry.autoresizing { add(c) }
    }

    private func updateContentSize(of view: UIView, _ entry: Entry) {
        let size = view.translatesAutoresizingMaskIntoConstraints && view !== root ? CGSize(width: -1, height: -1) : view.intrinsicContentSize
        let state = view.layoutState
        let key = ContentSizeKey(size: size, hugging: state.hugging, compressionResistance: state.compressionResistance)
        guard key != entry.contentSizeKey else { return }
        entry.contentSizeKey = key
        for c in entry.contentSize { removeFromSolver(c) }
        entry.contentSize = []
        func constrain(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ hug: UILayoutPriority,
                       _ resist: UILayoutPriority) -> (hugging: NSLayoutConstraint, resistance: NSLayoutConstraint)? {
            guard value != UIView.noIntrinsicMetric && value >= 0 else { return nil }
            let hugging = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
                                             multiplier: 1, constant: value, priority: hug, identifier: nil, kind: .contentSize)
            let resistance = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
                                                multiplier: 1, constant: value, priority: resist, identifier: nil, kind: .contentSize)
            // Both optional: one solver row for the two (``addContentSizePair``).
            if hug != .required && resist != .required { hugging.contentSizePartner = resistance; resistance.contentSizePartner = hugging }
            return (hugging, resistance)
        }
        // The list made at once, as an array literal: appended one by one
        // from empty it was reallocated twice per view (about 500
        // instructions a view, callgrind). Added in the same order.
        let width = constrain(.width, size.width, state.hugging.horizontal, state.compressionResistance.horizontal)
        let height = constrain(.height, size.height, state.hugging.vertical, state.compressionResistance.vertical)
        switch (width, height) {
        case let (w?, h?): entry.contentSize = [w.hugging, w.resistance, h.hugging, h.resistance]
        case let (w?, nil): entry.contentSize = [w.hugging, w.resistance]
        case let (nil, h?): entry.contentSize = [h.hugging, h.resistance]
        case (nil, nil): return
        }
        for c in entry.contentSize { add(c) }
    }

    /// A margins or safe-area guide: its edges at the view's edges inset by
    /// the margins or the safe-area insets (updated at each refresh).
    private func pinEdges(of guide: UILayoutGuide, to view: UIView, _ entry: Entry) {
        let insets = guide.systemRole == .margins ? view.layoutMargins : view.safeAreaInsets
        let prefix = guide.systemRole == .margins ? "UIView-" : "UIViewSafeAreaLayoutGuide-"
        func edge(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ suffix: String) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: view, attribute: attribute, multiplier: 1, constant: value)
            c.kind = .guide
            c.identifier = guide.systemRole == .margins ? "\(prefix)\(suffix)Margin-guide-constraint" : "\(prefix)\(suffix)"
            return c
        }
        entry.guideEdges = [edge(.left, insets.left, "left"), edge(.top, insets.top, "top"),
                            edge(.right, -insets.right, "right"), edge(.bottom, -insets.bottom, "bottom")]
        for c in entry.guideEdges { add(c) }
    }

    // MARK: Solving

    /// Brings UIKit's own constraints up to date with the views (frames set
    /// by code, intrinsic sizes, insets), reads the solution, and marks the
    /// superview of every view whose frame the solution moves: its
    /// `layoutSubviews` will place it.
    func refreshAndSolve() {
        // Cleared last: the refresh itself moves UIKit's own constants.
        defer { needsRefresh = false }
        if !pending.isEmpty {
            for c in pending where c.installedOn != nil { add(c) }
            pending = []
        }
        for entry in entries {
            if let view = entry.item as? UIView {
                if !entry.autoresizing.isEmpty {
                    let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
                    let values = [frame.minX, frame.minY, frame.width, frame.height]
                    for (c, value) in zip(entry.autoresizing, values) where c.constant != value { c.constant = value }
                }
                updateContentSize(of: view, entry)
            }
        }
        solver.updateVariables()
        // A view's safe area and margins depend on where the solution puts
        // it: settle them against the solved frames (twice is enough for a
        // guide whose view moves because of another guide).
        for _ in 0..<3 where updateGuideEdges() { solver.updateVariables() }
        for entry in entries {
            guard let view = entry.item as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                  let parent = view.superview, let parentEntry = existingEntry(for: parent) else { continue }
            if view.frame != frame(of: entry, in: parentEntry) { parent.setNeedsLayout() }
        }
    }

    /// Moves each margins or safe-area guide's edges to its view's insets,
    /// the safe area measured on the view's solved frame; true if any moved.
    private func updateGuideEdges() -> Bool {
        var moved = false
        for entry in guideEntries.values {
            guard let guide = entry.item as? UILayoutGuide, let view = guide.owningView, let role = guide.systemRole,
                  let viewEntry = existingEntry(for: view) else { continue }
            let safe = solvedSafeAreaInsets(of: view, viewEntry)
            var insets = safe
            if role == .margins {
                let d = view.directionalLayoutMargins
                insets = view.insetsLayoutMarginsFromSafeArea
                    ? UIEdgeInsets(top: d.top + safe.top, left: d.leading + safe.left, bottom: d.bottom + safe.bottom, right: d.trailing + safe.right)
                    : UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
            }
            for (c, value) in zip(entry.guideEdges, [insets.left, insets.top, -insets.right, -insets.bottom]) where abs(c.constant - value) > 1e-9 {
                c.constant = value
                moved = true
            }
        }
        return moved
    }

    /// `safeAreaInsets` on the engine's solution: layout space is the
    /// window's coordinates when the tree's root is a window.
    private func solvedSafeAreaInsets(of view: UIView, _ entry: Entry) -> UIEdgeInsets {
        guard let window = root as? UIWindow else { return view.safeAreaInsets }
        let safe = window.bounds.inset(by: window.windowSafeAreaInsets)
        let f = entry.frame
        var insets = UIEdgeInsets(top: max(0, min(f.height, safe.minY - f.minY)), left: max(0, min(f.width, safe.minX - f.minX)),
                                  bottom: max(0, min(f.height, f.maxY - safe.maxY)), right: max(0, min(f.width, f.maxX - safe.maxX)))
        if let extra = view.owningViewController?.additionalSafeAreaInsets {
            insets.top += extra.top; insets.left += extra.left; insets.bottom += extra.bottom; insets.right += extra.right
        }
        return insets
    }

    /// Where the solution puts a view, in its superview's coordinates.
    func frame(of entry: Entry, in parent: Entry) -> CGRect {
        func rounded(_ v: Double) -> CGFloat { (v * 3).rounded() / 3 }   // device pixels at the screen's scale 3
        return CGRect(x: rounded(entry.minX.value - parent.minX.value), y: rounded(entry.minY.value - parent.minY.value),
                      width: rounded(entry.width.value), height: rounded(entry.height.value))
    }

    /// The constraints that place `item` along an axis: every active
    /// constraint of the engine that mentions it, app's and UIKit's.
    func constraints(affecting item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .width, .centerX]
        return held.filter { c in
            (c.firstItem === item && horizontal.contains(c.firstAttribute) == (axis == .horizontal))
                || (c.secondItem === item && horizontal.contains(c.secondAttribute) == (axis == .horizontal))
        }.sorted { ($0.kind == .app ? 0 : 1, $0.priority.rawValue * -1) < ($1.kind == .app ? 0 : 1, $1.priority.rawValue * -1) }
    }

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let e = existingEntry(for: item) else { return false }
        return [e.minX, e.minY, e.width, e.height].contains { solver.isAmbiguous($0) }
    }

    // MARK: The console

    /// iOS's report, word for word, with the conflict the solver found.
    private func reportUnsatisfiable(_ error: SolverError, breaking constraint: NSLayoutConstraint) {
        var involved: [NSLayoutConstraint] = []
        if case .unsatisfiable(_, let conflicting) = error {
            involved = conflicting.compactMap { $0.owner as? NSLayoutConstraint }
        }
        involved.append(constraint)
        var lines = ["[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want. ",
                     "\tTry this: ",
                     "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                     "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. "]
        if involved.contains(where: { $0.kind == .autoresizing }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(involved.map { "    \"\($0.description)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(constraint.description)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        LayoutConsole.report(lines.joined(separator: "\n"))
    }
}
