import Testing
@testable import LayoutSolver

/// The running example of Badros, Borning & Stuckey (2001), §2: a segment
/// with left end `xl`, midpoint `xm` and right end `xr` in a window 100 wide.
///
///     xm = (xl + xr) / 2      xl + 10 ≤ xr      xr ≤ 100      xl ≥ 0
///
/// with stays on the ends and the midpoint dragged by an edit variable:
/// "by sliding the midpoint further right, the rightmost point hits the wall
/// and the left point slides right to satisfy the constraints" (§2.4).
@Suite("The paper's example: a segment whose midpoint is dragged")
struct PaperExampleTests {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
    let solver = SimplexSolver()

    init() throws {
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 10 <= LinearExpression(xr))
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint(xl >= 0)
        // Stays where the paper's figure starts: the left end held harder
        // than the right, so that one answer is optimal.
        try solver.addConstraint(xl == 30 ~ 20)
        try solver.addConstraint(xr == 70 ~ 10)
        solver.updateVariables()
    }

    @Test("with no edit, the stays hold: 30, 50, 70")
    func restingSegment() {
        #expect([xl.value, xm.value, xr.value] == [30, 50, 70])
    }

    @Test("dragging the midpoint moves the weaker-held end; at the wall the left end slides instead")
    func draggingTheMidpoint() throws {
        try solver.addEditVariable(xm, priority: 500)
        try solver.suggestValue(60, for: xm)
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [30, 60, 90])
        try solver.suggestValue(90, for: xm)
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [80, 90, 100])
        // 95 is as far as it goes: xr ≤ 100 and xl + 10 ≤ xr are required.
        try solver.suggestValue(120, for: xm)
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [90, 95, 100])
        // And back: the stays win again once the edit is gone.
        try solver.removeEditVariable(xm)
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [30, 50, 70])
    }

    @Test("a required constraint that contradicts the required ones is refused, with the ones it contradicts")
    func unsatisfiable() throws {
        let impossible = xl == 95
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(impossible) }
        guard case .unsatisfiable(let refused, let conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(refused === impossible)
        #expect(Set(conflicting.map(\.description)) == ["xl + 10.0 <= xr", "xr <= 100.0"])
        #expect(!solver.contains(impossible))
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [30, 50, 70])
    }

    @Test("removing a constraint gives the answer as if it had never been added")
    func removal() throws {
        let pin = xr == 40
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [30, 35, 40])
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect([xl.value, xm.value, xr.value] == [30, 50, 70])
    }

    @Test("a required equality's constant dragged frame by frame, and past the wall refused with the old one kept")
    func draggingAConstant() throws {
        let width = xr - xl == 40
        try solver.addConstraint(width)
        for frame in 0...50 {
            try solver.setConstant(-40 - Double(frame), of: width)   // xr - xl - (40 + frame) == 0
            solver.updateVariables()
            #expect(xr.value - xl.value == 40 + Double(frame))
            #expect(xl.value >= 0 && xr.value <= 100)
        }
        #expect(throws: SolverError.self) { try solver.setConstant(-101, of: width) }
        solver.updateVariables()
        #expect(xr.value - xl.value == 90)
    }

    @Test("the free end of an unconstrained segment is ambiguous; pinned, it is not")
    func ambiguity() throws {
        let other = SimplexSolver()
        let a = Variable("a"), b = Variable("b")
        try other.addConstraint(b - a == 10)
        try other.addConstraint(a >= 0)
        #expect(other.isAmbiguous(a) && other.isAmbiguous(b))
        try other.addConstraint(a == 5)
        #expect(!other.isAmbiguous(a) && !other.isAmbiguous(b))
        #expect(!solver.isAmbiguous(xm))
    }
}
