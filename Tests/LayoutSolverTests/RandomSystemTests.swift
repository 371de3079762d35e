import Testing
@testable import LayoutSolver

/// Random systems of three variables in a 0…100 box, built, changed and torn
/// down incrementally, each state checked against an independent answer: the
/// optimum of Σ priority × violation over the weighted constraints, subject
/// to the required ones, found by brute force. That objective is convex and
/// piecewise linear, so its minimum over the (bounded) feasible polytope lies
/// at a point where three of the constraints' planes meet; the check solves
/// every triple of planes and keeps the best feasible one. It shares nothing
/// with the solver but the constraint objects' numbers.
@Suite("Random constraint systems against a brute-force optimum")
struct RandomSystemTests {
    @Test("150 random systems: feasibility and the weighted objective agree after every add, constant change and removal")
    func randomSystems() throws {
        var generator = SplitMix64(seed: 0x5EED_CA55)
        var states = 0
        for _ in 0..<150 {
            let variables = (0..<3).map { Variable("x\($0)") }
            let solver = SimplexSolver()
            var accepted: [Constraint] = []
            for v in variables {
                for bound in [v >= 0, v <= 100] { try solver.addConstraint(bound); accepted.append(bound) }
            }
            for _ in 0..<Int.random(in: 3...7, using: &generator) {
                let c = randomConstraint(variables, using: &generator)
                do {
                    try solver.addConstraint(c)
                    accepted.append(c)
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(BruteForce.optimum(accepted + [c], variables) == nil, "refused \(c), but it is satisfiable")
                }
                try check(solver, accepted, variables); states += 1
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
                try check(solver, accepted, variables); states += 1
            }
            // Remove some, check after each.
            for _ in 0..<3 {
                guard accepted.count > 6 else { break }
                let index = Int.random(in: 6..<accepted.count, using: &generator)
                try solver.removeConstraint(accepted.remove(at: index))
                try check(solver, accepted, variables); states += 1
            }
        }
        #expect(states > 1000)
    }

    private func check(_ solver: SimplexSolver, _ constraints: [Constraint], _ variables: [Variable]) throws {
        solver.updateVariables()
        let values = variables.map(\.value)
        for c in constraints where c.isRequired {
            #expect(BruteForce.violation(of: c, at: values) < 1e-6, "the solver's answer \(values) breaks \(c) in \(constraints)")
        }
        let expected = try #require(BruteForce.optimum(constraints, variables), "the brute force found no feasible point")
        let found = BruteForce.objective(constraints, at: values)
        #expect(abs(found - expected) < 1e-6 * max(1, expected), "objective \(found) at \(values), optimum \(expected) — \(constraints)")
    }

    private func randomConstraint(_ variables: [Variable], using generator: inout SplitMix64) -> Constraint {
        var terms: [(variable: Variable, coefficient: Double)] = []
        for v in variables where Bool.random(using: &generator) {
            terms.append((v, Double([-2, -1, -0.5, 1, 1, 2, 3][Int.random(in: 0..<7, using: &generator)])))
        }
        if terms.isEmpty { terms.append((variables.randomElement(using: &generator)!, 1)) }
        let expression = LinearExpression(terms, constant: Double(Int.random(in: -150...150, using: &generator)))
        let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &generator)]
        let priority = Bool.random(using: &generator) ? Constraint.required : Double([1, 250, 500, 750, 999][Int.random(in: 0..<5, using: &generator)])
        return Constraint(expression, relation, priority: priority)
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

    static func objective(_ constraints: [Constraint], at x: [Double]) -> Double {
        constraints.filter { !$0.isRequired }.reduce(0) { $0 + $1.priority * violation(of: $1, at: x) }
    }

    /// The least objective over points satisfying every required constraint, or nil if there is none.
    static func optimum(_ constraints: [Constraint], _ variables: [Variable]) -> Double? {
        let planes: [([Double], Double)] = constraints.map { c in
            var a = [0.0, 0, 0]
            for t in c.expression.terms { a[Int(t.variable.name.dropFirst())!] += t.coefficient }
            return (a, -c.expression.constant)
        }
        var best: Double?
        for i in 0..<planes.count { for j in (i + 1)..<planes.count { for k in (j + 1)..<planes.count {
            guard let x = solve3([planes[i], planes[j], planes[k]]) else { continue }
            guard constraints.allSatisfy({ !$0.isRequired || violation(of: $0, at: x) < 1e-7 }) else { continue }
            let f = objective(constraints, at: x)
            if best == nil || f < best! { best = f }
        } } }
        return best
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
