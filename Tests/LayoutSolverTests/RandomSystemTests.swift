import Testing
@testable import LayoutSolver

/// Random systems of three variables in a 0…100 box, built, changed and torn
/// down incrementally, each state checked against an independent answer: the
/// lexicographic optimum of the optional constraints' violations — the total
/// at the highest priority as small as it can be, then the next priority's
/// within that, and so on — subject to the required ones, found by brute
/// force. Each level's total is convex and piecewise linear, so the optimum
/// over the (bounded) feasible polytope lies at a point where three of the
/// constraints' planes meet; the check solves every triple of planes and
/// keeps the best feasible one. It shares nothing with the solver but the
/// constraint objects' numbers.
///
/// The priorities drawn (1, 250, 500, 750, 999, several constraints on each)
/// make systems where a weighted sum and the levels disagree: those are
/// counted, so the test shows it checks the levels, not only agreement where
/// both orders give one answer.
@Suite("Random constraint systems against a brute-force optimum")
struct RandomSystemTests {
    @Test("150 random systems: feasibility and the lexicographic optimum agree after every add, constant change and removal")
    func randomSystems() throws {
        try randomSystems(seed: 0x5EED_CA55, unmarked: false)
    }

    /// The same, with most required equalities promised as rarely changed
    /// (as a stack view's are): they enter the tableau without markers, so a
    /// removal or a moved constant of one rebuilds the tableau, and a
    /// conflict through them is found again with markers. The answers,
    /// refusals and conflict lists must not change.
    @Test("150 random systems with unmarked required equalities among them: the same optimum after every add, constant change and removal")
    func randomSystemsWithUnmarkedEqualities() throws {
        try randomSystems(seed: 0x0DD_BA11, unmarked: true)
    }

    private func randomSystems(seed: UInt64, unmarked: Bool) throws {
        var generator = SplitMix64(seed: seed)
        var states = 0, weightedSumDisagrees = 0, rebuilds = 0, unmarkedHeld = 0
        for _ in 0..<150 {
            let variables = (0..<3).map { Variable("x\($0)") }
            let solver = SimplexSolver()
            var accepted: [Constraint] = []
            for v in variables {
                for bound in [v >= 0, v <= 100] { try solver.addConstraint(bound); accepted.append(bound) }
            }
            for _ in 0..<Int.random(in: 3...7, using: &generator) {
                // With unmarked ones, half are a stack view's kind: a
                // required `x = a·y + c` promised as rarely changed.
                let c = unmarked && Bool.random(using: &generator)
                    ? randomLink(variables, using: &generator)
                    : randomConstraint(variables, rarelyChanged: unmarked && Bool.random(using: &generator), using: &generator)
                do {
                    try solver.addConstraint(c)
                    accepted.append(c)
                    if c.isUnmarkable { unmarkedHeld += 1 }
                } catch {
                    guard case .unsatisfiable(_, let conflicting) = error else { throw error }
                    #expect(BruteForce.optimum(accepted + [c], variables) == nil, "refused \(c), but it is satisfiable")
                    // The conflict names required constraints that, with
                    // the refused one, cannot hold together.
                    let named = conflicting + [c]
                    #expect(named.allSatisfy { $0.isRequired })
                    #expect(BruteForce.optimum(named + accepted.prefix(6), variables) == nil,
                            "the conflict \(conflicting) with \(c) can hold")
                }
                weightedSumDisagrees += try check(solver, accepted, variables); states += 1
            }
            // Drag a few constants, as a pan handler does.
            for _ in 0..<4 {
                guard let c = accepted.dropFirst(6).randomElement(using: &generator) else { break }
                let constant = Double(Int.random(in: -120...120, using: &generator))
                let before = c.expression.constant
                do {
                    try solver.setConstant(constant, of: c)
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(c.expression.constant == before)
                    c.expression.constant = constant
                    #expect(BruteForce.optimum(accepted, variables) == nil, "refused \(c), but it is satisfiable")
                    c.expression.constant = before
                }
                weightedSumDisagrees += try check(solver, accepted, variables); states += 1
            }
            // Remove some, check after each.
            for _ in 0..<3 {
                guard accepted.count > 6 else { break }
                let index = Int.random(in: 6..<accepted.count, using: &generator)
                try solver.removeConstraint(accepted.remove(at: index))
                weightedSumDisagrees += try check(solver, accepted, variables); states += 1
            }
            rebuilds += solver.rebuildCount
        }
        #expect(states > 1000)
        if unmarked {
            // Enough of the paths taken: unmarked equalities held, and
            // rebuilt after their removals and moved constants.
            #expect(unmarkedHeld > 100, "only \(unmarkedHeld) unmarked equalities held")
            #expect(rebuilds > 50, "only \(rebuilds) rebuilds")
        }
        // States whose weighted-sum optimum breaks a higher level more than
        // the lexicographic one does: enough that the levels are exercised.
        // (Fewer with half the constraints required links.)
        #expect(weightedSumDisagrees > (unmarked ? 5 : 20), "only \(weightedSumDisagrees) states tell levels from weights")
    }

    /// Checks one state; returns 1 if a weighted sum would have chosen differently.
    private func check(_ solver: SimplexSolver, _ constraints: [Constraint], _ variables: [Variable]) throws -> Int {
        solver.updateVariables()
        let values = variables.map(\.value)
        for c in constraints where c.isRequired {
            #expect(BruteForce.violation(of: c, at: values) < 1e-6, "the solver's answer \(values) breaks \(c) in \(constraints)")
        }
        let levels = BruteForce.levels(constraints)
        let expected = try #require(BruteForce.optimum(constraints, variables), "the brute force found no feasible point")
        let found = BruteForce.violations(constraints, at: values, levels)
        #expect(BruteForce.compare(found, expected) == 0, "violations \(found) at \(values), optimum \(expected) at levels \(levels) — \(constraints)")
        // The solver reports the same totals it reached.
        let reported = levels.map { level in solver.violations.first { $0.priority == level }?.violation ?? 0 }
        #expect(BruteForce.compare(reported, found) == 0, "the solver reports \(reported), its answer has \(found)")
        guard let weighted = BruteForce.weightedOptimumPoint(constraints, variables) else { return 0 }
        return BruteForce.compare(BruteForce.violations(constraints, at: weighted, levels), expected) > 0 ? 1 : 0
    }

    /// `x = a·y + c`, required, rarely changed: a stack view's spacing or alignment.
    private func randomLink(_ variables: [Variable], using generator: inout SplitMix64) -> Constraint {
        let pair = variables.shuffled(using: &generator).prefix(2)
        let a = Double([-1, 0.5, 1, 1, 2][Int.random(in: 0..<5, using: &generator)])
        let c = Double(Int.random(in: -60...60, using: &generator))
        return Constraint(LinearExpression([(pair.first!, 1), (pair.last!, -a)], constant: -c), .equal, rarelyChanged: true)
    }

}

/// The independent check: vertex enumeration over the constraints' planes.
enum BruteForce {
    static func value(of c: Constraint, at x: [Double], _ variables: [Variable]? = nil) -> Double {
        c.expression.terms.reduce(c.expression.constant) { sum, term in
            sum + term.coefficient * x[Int(term.variable.name.dropFirst())!]
        }
    }

    static func violation(of c: Constraint, at x: [Double]) -> Double {
        let e = value(of: c, at: x)
        switch c.relation {
        case .equal: return abs(e)
        case .greaterThanOrEqual: return max(0, -e)
        case .lessThanOrEqual: return max(0, e)
        }
    }

    /// The optional constraints' priorities, highest first.
    static func levels(_ constraints: [Constraint]) -> [Double] {
        Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    }

    /// The total violation at each level.
    static func violations(_ constraints: [Constraint], at x: [Double], _ levels: [Double]) -> [Double] {
        levels.map { level in constraints.filter { $0.priority == level }.reduce(0) { $0 + violation(of: $1, at: x) } }
    }

    /// Lexicographic order with a rounding tolerance: -1, 0 or 1.
    static func compare(_ a: [Double], _ b: [Double]) -> Int {
        for (x, y) in zip(a, b) where abs(x - y) > 1e-6 * max(1, abs(x), abs(y)) { return x < y ? -1 : 1 }
        return 0
    }

    /// The feasible vertices: every point where three planes meet that keeps the required constraints.
    static func vertices(_ constraints: [Constraint]) -> [[Double]] {
        let planes: [([Double], Double)] = constraints.map { c in
            var a = [0.0, 0, 0]
            for t in c.expression.terms { a[Int(t.variable.name.dropFirst())!] += t.coefficient }
            return (a, -c.expression.constant)
        }
        var points: [[Double]] = []
        for i in 0..<planes.count { for j in (i + 1)..<planes.count { for k in (j + 1)..<planes.count {
            guard let x = solve3([planes[i], planes[j], planes[k]]) else { continue }
            guard constraints.allSatisfy({ !$0.isRequired || violation(of: $0, at: x) < 1e-7 }) else { continue }
            points.append(x)
        } } }
        return points
    }

    /// The lexicographically least violations over points satisfying every
    /// required constraint, or nil if there is none.
    static func optimum(_ constraints: [Constraint], _ variables: [Variable]) -> [Double]? {
        let levels = levels(constraints)
        var best: [Double]?
        for x in vertices(constraints) {
            let f = violations(constraints, at: x, levels)
            if best == nil || compare(f, best!) < 0 { best = f }
        }
        return best
    }

    /// Where Σ priority × violation is least: the answer of one weighted
    /// sum, to count the states where it and the levels part.
    static func weightedOptimumPoint(_ constraints: [Constraint], _ variables: [Variable]) -> [Double]? {
        func weighted(_ x: [Double]) -> Double {
            constraints.filter { !$0.isRequired }.reduce(0) { $0 + $1.priority * violation(of: $1, at: x) }
        }
        return vertices(constraints).min { weighted($0) < weighted($1) }
    }

    /// Cramer's rule; nil when the planes do not meet in one point.
    static func solve3(_ p: [([Double], Double)]) -> [Double]? {
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let a = p.map(\.0), b = p.map(\.1)
        let d = det(a)
        guard abs(d) > 1e-9 else { return nil }
        return (0..<3).map { column in
            det(a.enumerated().map { row, r in r.enumerated().map { $0.offset == column ? b[row] : $0.element } }) / d
        }
    }
}

/// A random constraint over some of `variables`: small coefficients and
/// constants, any relation, required or one of UIKit's usual priorities.
/// `fewerTerms`: each variable in it with odds 2 in 5 instead of 1 in 2
/// (the presolve tests' systems, which add links of their own).
func randomConstraint(_ variables: [Variable], rarelyChanged: Bool = false, fewerTerms: Bool = false,
                      using generator: inout SplitMix64) -> Constraint {
    var terms: [(variable: Variable, coefficient: Double)] = []
    for v in variables where fewerTerms ? Int.random(in: 0..<5, using: &generator) < 2 : Bool.random(using: &generator) {
        terms.append((v, Double([-2, -1, -0.5, 1, 1, 2, 3][Int.random(in: 0..<7, using: &generator)])))
    }
    if terms.isEmpty { terms.append((variables.randomElement(using: &generator)!, 1)) }
    let expression = LinearExpression(terms, constant: Double(Int.random(in: -150...150, using: &generator)))
    let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &generator)]
    let priority = Bool.random(using: &generator) ? Constraint.required : Double([1, 250, 500, 750, 999][Int.random(in: 0..<5, using: &generator)])
    return Constraint(expression, relation, priority: priority, rarelyChanged: rarelyChanged)
}

/// A seeded generator, so a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
