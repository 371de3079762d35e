import Testing
@testable import LayoutSolver

/// Required equalities a stack view makes are presolved when one of their
/// variables is mentioned nowhere else yet (``SimplexSolver``'s
/// `presolve`): that variable becomes a definition outside the tableau.
/// These systems start with such links — `d = a·x + c`, a derived variable
/// from a core one or from another derived one — then mix in random
/// constraints over every variable (the derived ones included), move
/// constants (the links' too), remove constraints (a removed link is
/// replaced at once by a new one for the same variable) and meet conflicts.
/// Each state is checked against the brute-force lexicographic optimum of
/// ``RandomSystemTests`` over the three core variables, every constraint
/// rewritten through the links in force; the derived variables' values are
/// checked against their links.
@Suite("Presolved equalities against a brute-force optimum")
struct PresolveTests {
    @Test("150 random systems built on presolved links: the same optimum, refusals and link values after every add, constant change, removal and conflict")
    func randomSystemsOnPresolvedLinks() throws {
        var generator = SplitMix64(seed: 0x9E5_0171)
        var states = 0, presolved = 0, rebuilds = 0, refusals = 0, linkMoves = 0
        for _ in 0..<150 {
            let core = (0..<3).map { Variable("x\($0)") }
            let derived = (0..<2).map { Variable("d\($0)") }
            let all = core + derived
            let solver = SimplexSolver()
            var links: [Constraint] = []
            func link(_ i: Int) -> Constraint {
                // d1 may hang off d0: a definition through a definition.
                let from = i == 1 && Bool.random(using: &generator) ? derived[0] : core.randomElement(using: &generator)!
                let a = Double([-1, 0.5, 1, 1, 2][Int.random(in: 0..<5, using: &generator)])
                let c = Double(Int.random(in: -60...60, using: &generator))
                return Constraint(LinearExpression([(derived[i], 1), (from, -a)], constant: -c), .equal, rarelyChanged: true)
            }
            var accepted: [Constraint] = []
            let boundsFirst = Bool.random(using: &generator)
            func addBounds() throws {
                for v in core { for bound in [v >= 0, v <= 100] { try solver.addConstraint(bound); accepted.append(bound) } }
            }
            if boundsFirst { try addBounds() }
            for i in 0..<2 { let l = link(i); try solver.addConstraint(l); links.append(l) }
            if !boundsFirst { try addBounds() }
            presolved += solver.presolvedCount

            func check() throws {
                solver.updateVariables()
                let values = core.map(\.value)
                let rewritten = accepted.map { rewrite($0, links, core) }
                for (c, r) in zip(accepted, rewritten) where c.isRequired {
                    #expect(BruteForce.violation(of: r, at: values) < 1e-6, "the answer \(values) breaks \(c)")
                }
                for (i, d) in derived.enumerated() {
                    let expected = value(of: derived[i], links, core)
                    #expect(abs(d.value - expected) < 1e-6, "\(d.name) = \(d.value), its link says \(expected)")
                }
                let levels = BruteForce.levels(rewritten)
                let expected = try #require(BruteForce.optimum(rewritten, core), "the brute force found no feasible point")
                let found = BruteForce.violations(rewritten, at: values, levels)
                #expect(BruteForce.compare(found, expected) == 0, "violations \(found) at \(values), optimum \(expected)")
                let reported = levels.map { level in solver.violations.first { $0.priority == level }?.violation ?? 0 }
                #expect(BruteForce.compare(reported, found) == 0, "the solver reports \(reported), its answer has \(found)")
                states += 1
            }
            try check()
            for _ in 0..<Int.random(in: 3...7, using: &generator) {
                // Some required equalities of the stack view's kind too:
                // presolved if one of their variables is still unmentioned.
                let c = randomConstraint(all, rarelyChanged: Bool.random(using: &generator), fewerTerms: true, using: &generator)
                do {
                    try solver.addConstraint(c)
                    accepted.append(c)
                } catch {
                    guard case .unsatisfiable(_, let conflicting) = error else { throw error }
                    refusals += 1
                    #expect(BruteForce.optimum((accepted + [c]).map { rewrite($0, links, core) }, core) == nil, "refused \(c), but it is satisfiable")
                    let named = conflicting + [c]
                    #expect(named.allSatisfy { $0.isRequired })
                    // The links hold in the rewriting, named or not.
                    #expect(BruteForce.optimum((named + accepted.prefix(6)).map { rewrite($0, links, core) }, core) == nil,
                            "the conflict \(conflicting) with \(c) can hold")
                }
                try check()
            }
            // Constants moved, the links' among them (a presolved one's moves rebuild).
            for _ in 0..<4 {
                let pool = Array(accepted.dropFirst(6)) + links
                let c = pool.randomElement(using: &generator)!
                let constant = Double(Int.random(in: -120...120, using: &generator))
                let before = c.expression.constant
                do {
                    try solver.setConstant(constant, of: c)
                    if links.contains(where: { $0 === c }) { linkMoves += 1 }
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(c.expression.constant == before)
                    c.expression.constant = constant
                    #expect(BruteForce.optimum(accepted.map { rewrite($0, links, core) }, core) == nil, "refused \(c), but it is satisfiable")
                    c.expression.constant = before
                }
                try check()
            }
            // Removals: a removed link is replaced by a new one at once.
            for _ in 0..<3 {
                if Bool.random(using: &generator) {
                    let i = Int.random(in: 0..<2, using: &generator)
                    try solver.removeConstraint(links[i])
                    let replacement = link(i)
                    do {
                        try solver.addConstraint(replacement)
                        links[i] = replacement
                    } catch {
                        // The new link contradicts required constraints on d: put the old one back.
                        guard case .unsatisfiable = error else { throw error }
                        try solver.addConstraint(links[i])
                    }
                } else if accepted.count > 6 {
                    try solver.removeConstraint(accepted.remove(at: Int.random(in: 6..<accepted.count, using: &generator)))
                }
                try check()
            }
            rebuilds += solver.rebuildCount
        }
        #expect(states > 1500)
        // Enough of the paths taken.
        #expect(presolved > 200, "only \(presolved) links presolved")
        #expect(rebuilds > 100, "only \(rebuilds) rebuilds")
        #expect(refusals > 20, "only \(refusals) refusals")
        #expect(linkMoves > 50, "only \(linkMoves) links' constants moved")
    }

    @Test("a stack's chain of boxes is presolved and placed as the tableau would; dragging a gap rebuilds once and keeps it placed")
    func chainOfBoxes() throws {
        let solver = SimplexSolver()
        let stack = Variable("stack"), widths = (0..<6).map { Variable("w\($0)") }, x = (0..<6).map { Variable("x\($0)") }
        var chain: [Constraint] = []
        chain.append(Constraint(x[0] - stack, .equal, rarelyChanged: true))
        for i in 1..<6 { chain.append(Constraint(x[i] - x[i - 1] - widths[i - 1] - 2, .equal, rarelyChanged: true)) }
        for c in chain { try solver.addConstraint(c) }
        #expect(solver.presolvedCount == 6)
        try solver.addConstraint(stack == 10)
        for (i, w) in widths.enumerated() { try solver.addConstraint(w == Double(10 + i) ~ 750) }
        solver.updateVariables()
        var edge = 10.0
        for i in 0..<6 {
            #expect(abs(x[i].value - edge) < 1e-9, "x\(i) = \(x[i].value), expected \(edge)")
            edge += Double(10 + i) + 2
        }
        #expect(!solver.isAmbiguous(x[5]))
        // A required constraint on a presolved variable goes through its definition.
        try solver.addConstraint(x[5] <= 80)
        solver.updateVariables()
        #expect(x[5].value <= 80 + 1e-9)
        // A gap's constant moved: the link gets a marker in one rebuild.
        let rebuildsBefore = solver.rebuildCount
        try solver.setConstant(-5, of: chain[3])
        #expect(solver.rebuildCount == rebuildsBefore + 1)
        solver.updateVariables()
        #expect(abs(x[3].value - (x[2].value + widths[2].value + 5)) < 1e-9)
    }

    @Test("a presolved variable whose terms nothing fixes is ambiguous")
    func ambiguity() throws {
        let solver = SimplexSolver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a - b - 5, .equal, rarelyChanged: true))
        #expect(solver.presolvedCount == 1)
        #expect(solver.isAmbiguous(a))
        try solver.addConstraint(b == 3)
        #expect(!solver.isAmbiguous(a))
        solver.updateVariables()
        #expect(a.value == 8)
    }

    /// The constraint over the core variables only: each derived variable
    /// replaced by what its link makes it.
    private func rewrite(_ c: Constraint, _ links: [Constraint], _ core: [Variable]) -> Constraint {
        var coefficients = [Double](repeating: 0, count: core.count)
        var constant = c.expression.constant
        func add(_ v: Variable, _ k: Double) {
            if let i = core.firstIndex(where: { $0 === v }) { coefficients[i] += k; return }
            // A link is `d - a·from + constant == 0`: d = a·from - constant.
            let link = links.first { $0.expression.terms[0].variable === v }!
            constant -= k * link.expression.constant
            add(link.expression.terms[1].variable, -k * link.expression.terms[1].coefficient)
        }
        for t in c.expression.terms { add(t.variable, t.coefficient) }
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { (variable: core[$0.offset], coefficient: $0.element) }
        return Constraint(LinearExpression(terms, constant: constant), c.relation, priority: c.priority)
    }

    private func value(of v: Variable, _ links: [Constraint], _ core: [Variable]) -> Double {
        if core.contains(where: { $0 === v }) { return v.value }
        let link = links.first { $0.expression.terms[0].variable === v }!
        return -link.expression.terms[1].coefficient * value(of: link.expression.terms[1].variable, links, core) - link.expression.constant
    }}
