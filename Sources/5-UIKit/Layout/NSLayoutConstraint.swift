import Foundation
import LayoutSolver

/// `item1.attribute1 relation multiplier × item2.attribute2 + constant`, at
/// a priority: one linear relation the layout engine keeps between two views
/// (or layout guides). Active constraints live in the engine of the views'
/// tree (`LayoutEngine`); changing `constant` moves the engine's solution in
/// place, which is what makes a constraint dragged each frame cheap.
open class NSLayoutConstraint: CustomStringConvertible {
    /// The part of an item's frame a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left, in a left-to-right language).
        case leading
        /// The trailing edge (the right, in a left-to-right language).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom, for other views).
        case lastBaseline
        /// The baseline of the first line of text (the top, for other views).
        case firstBaseline = 12
        /// No attribute: the second item of a constant width or height.
        case notAnAttribute = 0

        var name: String {
            switch self {
            case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
            case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
            case .centerX: "centerX"; case .centerY: "centerY"; case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"; case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        /// `≤`
        case lessThanOrEqual = -1
        /// `==`
        case equal = 0
        /// `≥`
        case greaterThanOrEqual = 1

        var symbol: String { switch self { case .lessThanOrEqual: "<="; case .equal: "=="; case .greaterThanOrEqual: ">=" } }
    }

    /// The first item: a view or a `UILayoutGuide`. Not retained, as on iOS
    /// (`@property (readonly, assign) id firstItem;` in NSLayoutConstraint.h):
    /// the constraint does not keep its views alive. Not `weak` either: a
    /// weak reference gives a view a side table, and every retain and
    /// release of it takes the slow path from then on (about 3 M of the
    /// 20 M instructions of a first layout of 202 views). `unowned`, so a
    /// constraint read after its view is gone stops with Swift's message
    /// where iOS reads freed memory; while the constraint is active its
    /// items are in the tree of the view it is installed on.
    @exclusivity(unchecked) public private(set) unowned(safe) var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second item, or nil for a constant width or height (not retained: see ``firstItem``).
    @exclusivity(unchecked) public private(set) unowned(safe) var secondItem: AnyObject?
    /// The attribute of the second item.
    public let secondAttribute: Attribute
    /// The factor on the second item's attribute.
    public let multiplier: CGFloat
    /// Added to the right-hand side. Changing it on an active constraint
    /// moves the engine's solution in place; the views move at the next layout pass.
    // Unchecked for exclusivity, as the engine's fields are: a constraint
    // lives on the main thread, and the engine reads both for every add.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }
    /// 1…1000. Changing it between required and optional on an active
    /// constraint is an error in UIKit; here it is refused with UIKit's message.
    @exclusivity(unchecked) public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                LayoutConsole.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority) and the existing priority was \(oldValue).")
                priority = oldValue
                return
            }
            engine?.priorityChanged(self)
        }
    }
    /// A name for the console's constraint lists.
    @exclusivity(unchecked) public var identifier: String?
    /// Whether the constraint takes part in layout. Activating it installs it
    /// on the items' nearest common ancestor (its ``UIView/constraints``).
    public var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }
    /// Whether it should be archived (kept for source compatibility).
    public var shouldBeArchived = false

    /// The view whose `constraints` hold this one while it is active.
    @exclusivity(unchecked) unowned(unsafe) var installedOn: UIView?
    /// The engine it is in while active.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// Its row in the engine's solver, while active.
    @exclusivity(unchecked) var solverConstraint: Constraint? { didSet { if solverConstraint != nil { constantInRow = constant } } }
    /// Its place in its engine's list of the constraints it holds (-1: none).
    @exclusivity(unchecked) var placeInEngine = -1
    /// Waiting in its engine's batch until the constraint pass ends.
    @exclusivity(unchecked) var isQueued = false
    /// The `constant` the solver's row was last given.
    @exclusivity(unchecked) var constantInRow: CGFloat = 0
    /// Set for the constraints UIKit makes itself (autoresizing, intrinsic
    /// size, guides): they print under their own class names.
    @exclusivity(unchecked) var kind: Kind = .app
    enum Kind { case app, autoresizing, contentSize, guide, stackView }
    /// A content-size constraint's other half (hugging ↔ compression
    /// resistance along the same axis) while the two share one solver row
    /// (``LayoutEngine/addContentSizePair(hugging:resistance:_:)``). Both are
    /// kept by their engine entry, which drops them together.
    @exclusivity(unchecked) unowned(unsafe) var contentSizePartner: NSLayoutConstraint?

    /// Makes a constraint the way Auto Layout's original API does.
    public init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// UIKit's own constraint, made with everything set at once (no
    /// observers run): a stack view makes hundreds per change.
    init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: AnyObject?,
         attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, priority: UILayoutPriority, identifier: String?, kind: Kind) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        self.priority = priority
        self.identifier = identifier
        self.kind = kind
    }

    /// Activates each constraint; faster than setting `isActive` one by one on iOS, the same here.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }
    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func activate() {
        guard installedOn == nil else { return }
        let first = LayoutItem.view(of: firstItem)
        let second = LayoutItem.view(of: secondItem)
        guard let first else { return }
        guard let ancestor = second.map({ first.nearestCommonAncestor(with: $0) }) ?? first else {
            // iOS raises NSGenericException here; the demo prints its reason
            // as one line and goes on without the constraint.
            LayoutConsole.report("Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and \(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        ancestor.install(self)
    }

    private func deactivate() {
        guard let view = installedOn else { return }
        view.uninstall(self)
    }

    private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
        let kind: String = switch attribute {
        case .width, .height: "NSLayoutDimension"
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: "NSLayoutYAxisAnchor"
        default: "NSLayoutXAxisAnchor"
        }
        return "<\(kind):\(LayoutItem.address(of: self)) \"\(LayoutItem.name(of: item)).\(attribute.name)\">"
    }

    /// As iOS prints one: `<NSLayoutConstraint:0x6000… UIView:0x7fa….height == 330   (active)>`.
    open var description: String {
        let className = switch kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .guide, .stackView, .app: "NSLayoutConstraint"
        }
        var text = "<\(className):\(LayoutItem.address(of: self)) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(LayoutItem.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs: [String] = []
        if let secondItem {
            let m = multiplier == 1 ? "" : "\(uikitNumber(multiplier))*"
            rhs.append("\(m)\(LayoutItem.name(of: secondItem)).\(secondAttribute.name)")
            if constant != 0 { rhs.append((constant < 0 ? "- " : "+ ") + uikitNumber(abs(constant))) }
        } else {
            rhs.append(uikitNumber(constant))
        }
        text += rhs.joined(separator: " ")
        if priority != .required { text += " @\(priority)" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }
}

/// Where the engine reports what iOS prints to the console (unsatisfiable
/// constraints, illegal ones): standard error, one report per problem. Tests
/// read the reports from `lines`.
@_spi(TouchLab) public enum LayoutConsole {
    /// Each run-loop thread's own reports, so side-by-side applications do not read each other's.
    private static let recorded = PerThread<[String]> { [] }
    /// Every report this thread's layout made so far, oldest first.
    public static var lines: [String] { recorded.value }
    /// Forgets this thread's reports (a test's start).
    public static func reset() { recorded.value = [] }
    static func report(_ message: String) {
        recorded.withValue { $0.append(message) }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
