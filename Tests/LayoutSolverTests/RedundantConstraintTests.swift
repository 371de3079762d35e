import Testing
@testable import LayoutSolver

/// The same required equality added twice (an app that activates a
/// constraint and its copy) is redundant, not a conflict; moving either
/// one's constant alone is a conflict with the other, and removing one
/// leaves the other in charge. Found by `RandomSystemTests`.
@Suite("A required equality added twice")
struct RedundantConstraintTests {
    @Test("moving the constant of either copy is refused; the other keeps the value", arguments: [0, 1])
    func movingOneCopy(which: Int) throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 100)
        let first = x - 74 == 0, second = x - 74 == 0
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        for constant in [-100.0, -20, 0, 30] {
            #expect(throws: SolverError.self) { try solver.setConstant(constant, of: which == 0 ? first : second) }
            solver.updateVariables()
            #expect(x.value == 74)
            #expect(solver.contains(first) && solver.contains(second))
        }
        try solver.removeConstraint(which == 0 ? first : second)
        try solver.setConstant(-30, of: which == 0 ? second : first)
        solver.updateVariables()
        #expect(x.value == 30)
    }
}
