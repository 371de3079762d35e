/// An unknown the solver finds a value for: one edge or length of a view
/// (`button.minX`, `sheet.height`). The solver writes `value` when it is asked
/// to (``SimplexSolver/updateVariables()``); until then it keeps its last one.
// `@unchecked Sendable` only so a `SolverError` can carry it: a solver and its
// variables live on one thread (UIKit's main thread).
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// For the console and for tests: `sheet.height`.
    public var name: String { fixedName ?? describe?() ?? describeOwner.map { $0(owner) + suffix } ?? "" }
    /// The value the last ``SimplexSolver/updateVariables()`` found.
    public internal(set) var value: Double {
        get { storedValue }
        set { storedValue = newValue }
    }
    /// Unchecked for exclusivity (a variable lives on its solver's thread):
    /// reading the solution writes every variable and laying out reads four
    /// per view, and the dynamic check on each was about a sixth of the
    /// layout benchmark's instructions (callgrind: `swift_beginAccess`).
    /// Behind an accessor: another module (UIKit) reading a public stored
    /// property compiles the access itself and checks it dynamically all
    /// the same, `@exclusivity(unchecked)` or not (1,206 checks in the
    /// 202-view first layout's refresh, measured), where a call to this
    /// module's getter does not.
    @exclusivity(unchecked) private var storedValue: Double = 0

    /// The symbol the variable has in a solver: the solver finds it here
    /// instead of hashing the variable each time a constraint mentions it
    /// (and checks it against its own table). Nearly every variable is in
    /// one solver; the rest keep their other solvers' symbols aside.
    @exclusivity(unchecked) private var firstSymbol: (solver: ObjectIdentifier, symbol: Symbol)?
    @exclusivity(unchecked) private var otherSymbols: [ObjectIdentifier: Symbol]?

    func symbol(in solver: ObjectIdentifier) -> Symbol? {
        if let first = firstSymbol, first.solver == solver { return first.symbol }
        return otherSymbols?[solver]
    }

    func remember(_ symbol: Symbol, in solver: ObjectIdentifier) {
        if firstSymbol == nil || firstSymbol!.solver == solver { firstSymbol = (solver, symbol); return }
        otherSymbols = otherSymbols ?? [:]
        otherSymbols![solver] = symbol
    }

    private let fixedName: String?
    private let describe: (() -> String)?
    /// Not retained and not weak (a weak reference gives its object a side
    /// table, and every retain and release of it the slow path): its owner
    /// promises to outlive the variable's naming — it calls ``disown()``
    /// before it may go.
    private unowned(unsafe) var owner: AnyObject?
    private let suffix: String
    private let describeOwner: ((AnyObject?) -> String)?

    public init(_ name: String) { fixedName = name; describe = nil; suffix = ""; describeOwner = nil }

    /// A variable whose name is made only when something prints it: Auto
    /// Layout names a view's four (`UIView:0x….minX`) from its class and
    /// address, which costs more than the rest of making its entry.
    public init(describedBy describe: @escaping () -> String) { fixedName = nil; self.describe = describe; suffix = ""; describeOwner = nil }

    /// A variable named `describeOwner(owner) + suffix` when printed
    /// (`UIView:0x….minX`): the owner is kept by the variable itself, so
    /// `describeOwner` captures nothing and costs no allocation (a
    /// capturing closure per variable was a thirtieth of a first layout).
    /// The owner is not retained: call ``disown()`` before it may go.
    public init(owner: AnyObject, suffix: String, describeOwner: @escaping (AnyObject?) -> String) {
        fixedName = nil; describe = nil
        self.owner = owner; self.suffix = suffix; self.describeOwner = describeOwner
    }

    /// Forgets the owner (it may go now): the variable is named
    /// `describeOwner(nil) + suffix` from then on.
    public func disown() { owner = nil }

    public var description: String { name }
}
