import Testing
@testable import LayoutSolver

/// A view's intrinsic size is two optional inequalities on iOS — `size ≤
/// intrinsic` at its content hugging priority, `size ≥ intrinsic` at its
/// compression resistance — and one row here: `size - intrinsic = error⁺ -
/// error⁻`, the excess charged at the hugging priority and the shortfall at
/// the compression resistance (`Constraint(_:equalAbove:below:)`). The row
/// must say exactly what the two inequalities say. Each random system below
/// gives the solver some such rows and the brute force (the independent
/// vertex enumeration of `RandomSystemTests`) the two inequalities each one
/// stands for: the lexicographic optimum, and the totals the solver reports
/// per level, must agree after every add, constant change and removal.
@Suite("One row for a content-size pair against the two inequalities it stands for")
struct ContentSizePairTests {
    @Test("150 random systems with hugging/compression-resistance rows: the optimum of the two inequalities each stands for")
    func randomSystemsWithPairs() throws {
        var generator = SplitMix64(seed: 0xC0_47E4_75_12E)
        var states = 0, pairsHeld = 0, pairsViolated = 0
        for _ in 0..<150 {
            let variables = (0..<3).map { Variable("x\($0)") }
            let solver = SimplexSolver()
            // What the solver holds, and what each stands for.
            var accepted: [(solver: Constraint, meaning: [Constraint])] = []
            for v in variables {
                for bound in [v >= 0, v <= 100] { try solver.addConstraint(bound); accepted.append((bound, [bound])) }
            }
            for _ in 0..<Int.random(in: 3...7, using: &generator) {
                let held: (solver: Constraint, meaning: [Constraint])
                if Int.random(in: 0..<5, using: &generator) < 2 {
                    held = randomPair(variables, using: &generator)
                    pairsHeld += 1
                } else {
                    let c = randomConstraint(variables, using: &generator)
                    held = (c, [c])
                }
                do {
                    try solver.addConstraint(held.solver)
                    accepted.append(held)
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(BruteForce.optimum(accepted.flatMap(\.meaning) + held.meaning, variables) == nil, "refused \(held.solver), but it is satisfiable")
                }
                pairsViolated += try check(solver, accepted, variables); states += 1
            }
            // Move the constants of a few (a pair's: its intrinsic size changes).
            for _ in 0..<4 {
                guard let held = accepted.dropFirst(6).randomElement(using: &generator) else { break }
                let constant = Double(Int.random(in: -120...120, using: &generator))
                let before = held.solver.expression.constant
                do {
                    try solver.setConstant(constant, of: held.solver)
                    for m in held.meaning where m !== held.solver { m.expression.constant = constant }
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(held.solver.expression.constant == before)
                }
                pairsViolated += try check(solver, accepted, variables); states += 1
            }
            for _ in 0..<3 {
                guard accepted.count > 6 else { break }
                let index = Int.random(in: 6..<accepted.count, using: &generator)
                try solver.removeConstraint(accepted.remove(at: index).solver)
                pairsViolated += try check(solver, accepted, variables); states += 1
            }
        }
        #expect(states > 1000)
        #expect(pairsHeld > 150, "only \(pairsHeld) pairs held")
        // States where some pair is not met, so the levels its errors are
        // charged at decide the answer (not only pairs that hold exactly).
        #expect(pairsViolated > 50, "only \(pairsViolated) states with a pair broken")
    }

    @Test("a pair's excess is charged at its hugging priority, its shortfall at its compression resistance")
    func errorsChargedAtTheirOwnLevels() throws {
        // A 100-wide view whose container wants it 60 (at 500) or 140 (at 500):
        // hugging 250 gives way to the container's 500 and the view grows;
        // compression resistance 750 does not, and the view stays 100.
        for (wanted, expected, level) in [(140.0, 140.0, 250.0), (60.0, 100.0, 500.0)] {
            let width = Variable("width")
            let solver = SimplexSolver()
            try solver.addConstraint(Constraint(LinearExpression(width) - 100, equalAbove: 250, below: 750))
            try solver.addConstraint(width == wanted ~ 500)
            solver.updateVariables()
            #expect(abs(width.value - expected) < 1e-9)
            #expect(solver.violations.map(\.priority) == [level], "\(solver.violations)")
            #expect(solver.violations.first.map { abs($0.violation - 40) < 1e-9 } == true)
        }
    }

    /// `Σ terms + constant` between 0 and itself: the solver's one row, and
    /// the hugging `≤ 0` and resistance `≥ 0` it stands for.
    private func randomPair(_ variables: [Variable], using generator: inout SplitMix64) -> (solver: Constraint, meaning: [Constraint]) {
        let v = variables.randomElement(using: &generator)!
        let expression = LinearExpression(v) - Double(Int.random(in: 0...120, using: &generator))
        let levels: [Double] = [1, 250, 500, 750, 999]
        let hugging = levels[Int.random(in: 0..<5, using: &generator)], resistance = levels[Int.random(in: 0..<5, using: &generator)]
        return (Constraint(expression, equalAbove: hugging, below: resistance),
                [Constraint(expression, .lessThanOrEqual, priority: hugging), Constraint(expression, .greaterThanOrEqual, priority: resistance)])
    }

    /// Checks one state against the brute force over what the held
    /// constraints stand for; returns 1 if some pair is broken there.
    private func check(_ solver: SimplexSolver, _ held: [(solver: Constraint, meaning: [Constraint])], _ variables: [Variable]) throws -> Int {
        solver.updateVariables()
        let values = variables.map(\.value)
        let meaning = held.flatMap(\.meaning)
        for c in meaning where c.isRequired {
            #expect(BruteForce.violation(of: c, at: values) < 1e-6, "the solver's answer \(values) breaks \(c)")
        }
        let levels = BruteForce.levels(meaning)
        let expected = try #require(BruteForce.optimum(meaning, variables), "the brute force found no feasible point")
        let found = BruteForce.violations(meaning, at: values, levels)
        #expect(BruteForce.compare(found, expected) == 0, "violations \(found) at \(values), optimum \(expected) at levels \(levels) — \(meaning)")
        let reported = levels.map { level in solver.violations.first { $0.priority == level }?.violation ?? 0 }
        #expect(BruteForce.compare(reported, found) == 0, "the solver reports \(reported), its answer has \(found)")
        let pairs = held.filter { $0.meaning.count == 2 }
        return pairs.contains { $0.meaning.contains { BruteForce.violation(of: $0, at: values) > 1e-6 } } ? 1 : 0
    }
}
