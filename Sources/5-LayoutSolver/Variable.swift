/// An unknown the solver finds a value for: one edge or length of a view
/// (`button.minX`, `sheet.height`). The solver writes `value` when it is asked
/// to (``SimplexSolver/updateVariables()``); until then it keeps its last one.
// `@unchecked Sendable` only so a `SolverError` can carry it: a solver and its
// variables live on one thread (UIKit's main thread).
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// For the console and for tests: `sheet.height`.
    public let name: String
    /// The value the last ``SimplexSolver/updateVariables()`` found.
    public internal(set) var value: Double = 0

    public init(_ name: String) { self.name = name }

    public var description: String { name }
}
