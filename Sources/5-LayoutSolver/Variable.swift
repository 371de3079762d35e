/// An unknown the solver finds a value for: one edge or length of a view
/// (`button.minX`, `sheet.height`). The solver writes `value` when it is asked
/// to (``SimplexSolver/updateVariables()``); until then it keeps its last one.
// `@unchecked Sendable` only so a `SolverError` can carry it: a solver and its
// variables live on one thread (UIKit's main thread).
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// For the console and for tests: `sheet.height`.
    public var name: String { fixedName ?? describe?() ?? "" }
    /// The value the last ``SimplexSolver/updateVariables()`` found.
    /// Unchecked for exclusivity (a variable lives on its solver's thread):
    /// reading the solution writes every variable and laying out reads four
    /// per view, and the dynamic check on each was about a sixth of the
    /// layout benchmark's instructions (callgrind: `swift_beginAccess`).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The solver that last gave the variable a symbol, and that symbol:
    /// the solver finds it here instead of hashing the variable each time
    /// a constraint mentions it (checked against the solver's own table).
    @exclusivity(unchecked) var cachedSymbol: (solver: ObjectIdentifier, symbol: Symbol)?

    private let fixedName: String?
    private let describe: (() -> String)?

    public init(_ name: String) { fixedName = name; describe = nil }

    /// A variable whose name is made only when something prints it: Auto
    /// Layout names a view's four (`UIView:0x….minX`) from its class and
    /// address, which costs more than the rest of making its entry.
    public init(describedBy describe: @escaping () -> String) { fixedName = nil; self.describe = describe }

    public var description: String { name }
}
