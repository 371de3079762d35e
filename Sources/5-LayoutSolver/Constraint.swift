/// `lhs relation rhs` at a priority: the unit the solver adds and removes.
///
/// Priorities are UIKit's (`UILayoutPriority`, 1…1000): 1000 is *required*
/// — it holds or the constraint is rejected as unsatisfiable; below that a
/// constraint is *optional*, and each priority is a level of the paper's
/// constraint hierarchy (§2.2): the solver first makes the highest level's
/// total violation as small as it can, then the next level's within that,
/// and so on (``Objective``) — a 750 beats any number of 250s.
/// A class, so that the solver and its owner can find it again by identity.
// `@unchecked Sendable` only so a `SolverError` can carry it: a solver and its
// constraints live on one thread (UIKit's main thread).
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    public enum Relation: CustomStringConvertible {
        case lessThanOrEqual, equal, greaterThanOrEqual
        public var description: String {
            switch self { case .lessThanOrEqual: "<="; case .equal: "=="; case .greaterThanOrEqual: ">=" }
        }
    }

    /// UIKit's `UILayoutPriority.required`.
    public static let required: Double = 1000

    // The stored properties are unchecked for exclusivity, as the solver's
    // are (one thread owns a solver and its constraints): the dynamic check
    // on each access to `expression` was about 0.4 M instructions of a first
    // layout of 202 views.
    /// Everything moved to one side, `expression relation 0`.
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    public let relation: Relation
    public let priority: Double
    /// An optional equality's priority for its expression falling *below*
    /// zero, where ``priority`` is for it rising above: the two errors of a
    /// weighted equality (§2.2, `expression = error⁺ - error⁻`) charged on
    /// different levels. One such row says exactly what the two optional
    /// inequalities `expression ≤ 0 @priority` and `expression ≥ 0
    /// @priorityBelow` say — at an optimum at most one error is non-zero, and
    /// each is that inequality's violation — with one row and two symbols
    /// instead of two rows and four: a view's intrinsic size at its content
    /// hugging (≤) and compression resistance (≥) priorities. Equal to
    /// ``priority`` for every other constraint.
    public let priorityBelow: Double
    /// Shown in error messages and conflict lists.
    @exclusivity(unchecked) public var label: String?
    /// The owner's promise that this constraint is seldom removed alone and
    /// its constant seldom moved (a stack view's constraints, replaced as a
    /// set when its arrangement changes). A required equality so marked
    /// enters the tableau without a *dummy* (the marker that finds its row
    /// again): on a screen of nested stacks those markers were 79 % of the
    /// tableau's cells, because a box's position row carries the marker of
    /// every required equality on the chain above it. The price: removing
    /// such a constraint, or moving its constant, rebuilds the tableau from
    /// the constraints it holds (lazily, once for a whole set removed); a
    /// constraint whose constant moves loses the promise and gets its marker
    /// from then on. Ignored for other kinds of constraint (their markers are
    /// slacks and errors the simplex needs).
    @exclusivity(unchecked) public internal(set) var isRarelyChanged: Bool
    /// Whatever the solver's user made this constraint for (Auto Layout: its
    /// `NSLayoutConstraint`), so that a conflict list maps back to it
    /// without a dictionary. Not retained: the user keeps both alive while
    /// the constraint is in a solver, and clears it when it leaves.
    public var owner: AnyObject? {
        get { storedOwner }
        set { storedOwner = newValue }
    }
    /// Unchecked for exclusivity, as the other fields are (each add sets
    /// it), and behind an accessor: another module setting a public stored
    /// property checks the access dynamically whatever its attribute
    /// (measured: one `swift_beginAccess` per constraint the engine adds).
    @exclusivity(unchecked) private unowned(unsafe) var storedOwner: AnyObject?
    /// The solver holding the constraint, its tag there and its place in
    /// the solver's list (a constraint is in one solver at a time).
    @exclusivity(unchecked) var held: (solver: ObjectIdentifier, tag: SimplexSolver.Tag, normalSign: Double, index: Int)?

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = Constraint.required, label: String? = nil,
                rarelyChanged: Bool = false) {
        self.expression = expression
        self.relation = relation
        self.priority = min(max(priority, 0), Constraint.required)
        self.priorityBelow = self.priority
        self.label = label
        self.isRarelyChanged = rarelyChanged
    }

    /// `expression == 0`, optional, its excess charged at `priority` and its
    /// shortfall at `priorityBelow` (see ``priorityBelow``). Both must be
    /// below required: a required side is a hard inequality, not an error.
    public init(_ expression: LinearExpression, equalAbove priority: Double, below priorityBelow: Double, label: String? = nil) {
        precondition(priority < Constraint.required && priorityBelow < Constraint.required,
                     "Constraint(equalAbove:below:): both priorities must be below required (\(priority), \(priorityBelow))")
        self.expression = expression
        self.relation = .equal
        self.priority = max(priority, 0)
        self.priorityBelow = max(priorityBelow, 0)
        self.label = label
        self.isRarelyChanged = false
    }

    /// Whether the solver may leave this constraint's marker out of the
    /// tableau (see ``isRarelyChanged``).
    var isUnmarkable: Bool { isRarelyChanged && relation == .equal && isRequired }

    public var isRequired: Bool { priority >= Constraint.required }

    public var description: String {
        label ?? "\(expression) \(relation) 0" + (isRequired ? "" : " @\(priority)") + (priorityBelow == priority ? "" : "/\(priorityBelow) below")
    }
}

extension Constraint {
    /// `lhs relation rhs` with both sides kept as written for the description.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            priority: Double = Constraint.required) {
        self.init(lhs - rhs, relation, priority: priority, label: "\(lhs) \(relation) \(rhs)" + (priority >= Constraint.required ? "" : " @\(priority)"))
    }
}

// The paper's notation: `x.m == (x.l + x.r) / 2`, `x.l >= 0`.
public func == (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .equal, b) }
public func <= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .lessThanOrEqual, b) }
public func >= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .greaterThanOrEqual, b) }
public func == (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) == b }
public func <= (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) <= b }
public func >= (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) >= b }
public func == (a: Variable, b: Variable) -> Constraint { LinearExpression(a) == LinearExpression(b) }
public func <= (a: Variable, b: Variable) -> Constraint { LinearExpression(a) <= LinearExpression(b) }
public func >= (a: Variable, b: Variable) -> Constraint { LinearExpression(a) >= LinearExpression(b) }
public func == (a: Variable, k: Double) -> Constraint { LinearExpression(a) == LinearExpression(k) }
public func <= (a: Variable, k: Double) -> Constraint { LinearExpression(a) <= LinearExpression(k) }
public func >= (a: Variable, k: Double) -> Constraint { LinearExpression(a) >= LinearExpression(k) }
public func == (a: LinearExpression, k: Double) -> Constraint { a == LinearExpression(k) }
public func <= (a: LinearExpression, k: Double) -> Constraint { a <= LinearExpression(k) }
public func >= (a: LinearExpression, k: Double) -> Constraint { a >= LinearExpression(k) }

precedencegroup LayoutPriorityPrecedence { lowerThan: ComparisonPrecedence }
infix operator ~: LayoutPriorityPrecedence
/// `x.m == 50 ~ 250`: the constraint at an optional priority.
public func ~ (constraint: Constraint, priority: Double) -> Constraint {
    let label = constraint.label.map { $0 + " @\(priority)" }
    return Constraint(constraint.expression, constraint.relation, priority: priority, label: label)
}
