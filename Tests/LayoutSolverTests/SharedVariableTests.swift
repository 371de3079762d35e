import Testing
@testable import LayoutSolver

/// A variable keeps its symbol in the solver itself, not in a dictionary
/// of the solver's (the solver checks what the variable remembers against
/// its own table). A variable used by two solvers keeps one symbol in
/// each: each solver finds its own again, and neither reads the other's.
@Suite("One variable in two solvers")
struct SharedVariableTests {
    @Test("each solver finds its own symbol for the variable again, also after rebuilding")
    func twoSolvers() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let first = SimplexSolver(), second = SimplexSolver()
        try first.addConstraint(a == 10)
        try second.addConstraint(c == 1)       // a gets a different symbol id here
        try second.addConstraint(a == 20)
        // Mentioned again in each: the symbol found must be that solver's,
        // or `b` would be tied to a fresh, unconstrained copy of `a`.
        try first.addConstraint(a + b == 15)
        try second.addConstraint(a + b == 25)
        first.updateVariables()
        #expect(a.value == 10 && b.value == 5)
        #expect(!first.isAmbiguous(a) && !first.isAmbiguous(b))
        second.updateVariables()
        #expect(a.value == 20 && b.value == 5)
        #expect(!second.isAmbiguous(a) && !second.isAmbiguous(b))

        // A rebuild starts the symbols again from 1 (a removed unmarked
        // equality forces one): the variables get theirs back in order.
        let link = Constraint(LinearExpression([(c, 1), (a, -1)], constant: -3), .equal, rarelyChanged: true)
        try first.addConstraint(link)           // c = a + 3, presolved
        first.updateVariables()
        #expect(c.value == 13)
        try first.removeConstraint(link)
        try first.addConstraint(c == a + 4)
        first.updateVariables()
        #expect(first.rebuildCount == 1)
        #expect(a.value == 10 && b.value == 5 && c.value == 14)
        second.updateVariables()
        #expect(a.value == 20 && b.value == 5 && c.value == 1)
    }

    @Test("a variable no solver met is ambiguous and reads no violation")
    func unknownVariable() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 3)
        #expect(solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(x))
        try solver.addConstraint((y == 7) ~ 250)
        try solver.addConstraint((x == 5) ~ 750)
        #expect(solver.violations.map(\.priority) == [750])
    }
}
