import Testing
@testable import LayoutSolver

/// A chain of required equalities, as a stack view's spacing makes them
/// (`x[i] == x[i-1] + gap[i]`), whose gaps are then moved again and again
/// and whose links are removed and added back: the paths where the solver
/// finds the rows a required equality's marker (its dummy) reaches — first
/// by scanning the rows, then, once such reads keep coming, from columns
/// built for every dummy at once. Each state is checked against the
/// chain's own arithmetic: every `x[i]` is the sum of the gaps before it.
@Suite("A chain of required equalities: constants moved and links replaced, before and after the dummies' columns are built")
struct RequiredChainTests {
    @Test("200 gap changes and 40 links replaced on a 30-link chain keep every position at the sum of its gaps")
    func movingGapsAndReplacingLinks() throws {
        var generator = SplitMix64(seed: 0xC4A1_2026)
        let solver = SimplexSolver()
        let x = (0...30).map { Variable("x\($0)") }
        var gaps = (0...30).map { _ in Double(Int.random(in: 1...20, using: &generator)) }
        gaps[0] = 0
        let origin = x[0] == 0
        try solver.addConstraint(origin)
        var links: [Constraint] = []
        for i in 1...30 {
            let link = x[i] == x[i - 1] + gaps[i]
            try solver.addConstraint(link)
            links.append(link)
        }
        // Optional pulls that the required chain overrides: they put error
        // symbols into the rows beside the dummies.
        for i in stride(from: 3, through: 30, by: 3) { try solver.addConstraint(x[i] == Double(i) ~ 250) }

        func check(_ when: String) {
            solver.updateVariables()
            var sum = 0.0
            for i in 0...30 {
                sum += gaps[i]
                #expect(abs(x[i].value - sum) < 1e-6, "\(when): x\(i) = \(x[i].value), the gaps sum to \(sum)")
            }
        }
        check("built")
        // More reads of a dummy's rows than the solver answers by scanning.
        for step in 0..<200 {
            let i = Int.random(in: 1...30, using: &generator)
            gaps[i] = Double(Int.random(in: -10...40, using: &generator))
            try solver.setConstant(-gaps[i], of: links[i - 1])
            if step % 20 == 0 { check("gap \(i) moved at step \(step)") }
        }
        check("after 200 moves")
        // Links taken out and put back, with new gaps.
        for step in 0..<40 {
            let i = Int.random(in: 1...30, using: &generator)
            try solver.removeConstraint(links[i - 1])
            gaps[i] = Double(Int.random(in: 0...30, using: &generator))
            links[i - 1] = x[i] == x[i - 1] + gaps[i]
            try solver.addConstraint(links[i - 1])
            if step % 5 == 0 { check("link \(i) replaced at step \(step)") }
        }
        check("after 40 replacements")
    }
}
