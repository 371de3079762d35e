import Testing
@testable import LayoutSolver

/// Priorities are levels, not weights: "Higher priority constraints are
/// satisfied before lower priority constraints; however, optional constraint
/// satisfaction is not all or nothing … the constraint-based layout system
/// will attempt to minimize `abs(a-b)`" (Apple, *NSLayoutConstraint.priority*);
/// the paper's constraint hierarchies compare levels the same way (§2.2).
@Suite("Priority levels: a higher priority beats any number of lower ones")
struct PriorityLevelTests {
    @Test("width ≥ 100 at 750 holds against three, five or twenty constraints at 250 that want it narrower", arguments: [3, 5, 20])
    func highBeatsManyLow(count: Int) throws {
        let width = Variable("width")
        let solver = SimplexSolver()
        try solver.addConstraint(width >= 0)
        try solver.addConstraint(width >= 100 ~ 750)
        for k in 0..<count { try solver.addConstraint(width <= Double(40 + k) ~ 250) }
        solver.updateVariables()
        // As weights, 250 × count ≥ 750 would pull it down to 40…60.
        #expect(width.value == 100)
        // The 250s still count among themselves: the least total violation
        // at their level given width 100 — and they report it.
        let expected = (0..<count).reduce(0.0) { $0 + (100 - Double(40 + $1)) }
        #expect(solver.violations.map(\.priority) == [250])
        #expect(abs(solver.violations[0].violation - expected) < 1e-9)
    }

    @Test("within one level violations add up: the side with more constraints wins")
    func oneLevelIsASum() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.addConstraint(x == 10 ~ 250)
        try solver.addConstraint(x == 50 ~ 250)
        try solver.addConstraint(x == 50 ~ 250)
        solver.updateVariables()
        #expect(x.value == 50)
    }

    @Test("one point of priority is a level of its own: 751 beats 750 whatever the count")
    func adjacentLevels() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<10 { try solver.addConstraint(x == 0 ~ 750) }
        try solver.addConstraint(x == 30 ~ 751)
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test("a dragged edit variable at 500 moves past any number of 250 stays, and stops at a 750")
    func editAgainstLevels() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<6 { try solver.addConstraint(x == 0 ~ 250) }
        try solver.addConstraint(x <= 80 ~ 750)
        try solver.addEditVariable(x, priority: 500)
        for target in [20.0, 60, 120, 10] {
            try solver.suggestValue(target, for: x)
            solver.updateVariables()
            #expect(x.value == min(target, 80), "suggested \(target)")
        }
    }

    @Test("removing the higher constraint hands the answer back to the lower level")
    func removingTheHigher() throws {
        let width = Variable("width")
        let solver = SimplexSolver()
        let high = width >= 100 ~ 750
        try solver.addConstraint(high)
        for _ in 0..<3 { try solver.addConstraint(width <= 40 ~ 250) }
        try solver.removeConstraint(high)
        solver.updateVariables()
        #expect(width.value <= 40)
        #expect(solver.violations.isEmpty)
    }
}
