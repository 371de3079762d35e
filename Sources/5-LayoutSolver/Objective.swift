/// What the solver minimises: the errors of the non-required constraints,
/// one row per priority level, compared level by level from the highest —
/// a constraint hierarchy's *lexicographic* order (the paper's §2.2, whose
/// strengths are symbolic weights: "strong constraints are always satisfied
/// in preference to weaker ones"; the original Cassowary's
/// `ClSymbolicWeight`). Within one level the errors add up (§2.2's
/// "weighted-sum-better" on each level).
///
/// Apple's rule is the same: "Higher priority constraints are satisfied
/// before lower priority constraints; however, optional constraint
/// satisfaction is not all or nothing. If a constraint `a == b` is optional,
/// the constraint-based layout system will attempt to minimize `abs(a-b)`"
/// (*NSLayoutConstraint.priority*). So a 750 beats any number of 250s — which
/// one weighted sum could not promise (four 250s would outvote a 750 in it).
///
/// A symbol's *cost* is then a vector, its coefficient in each level's row;
/// it is negative when its first coefficient that is not zero is negative.
/// Levels are few (a screen uses 250, 750, 999, 50 and a handful more), so
/// each question visits a few rows.
///
/// Each level is a dense array of costs by symbol id, not a sparse row: the
/// simplex asks a symbol's cost on every level far more often than it walks
/// a level, and substituting a row into a level then touches only that
/// row's cells — as a sorted sparse row each substitution copied the whole
/// level (hundreds of errors at 250 and 750 on a stack screen; measured
/// with callgrind, a twelfth of a first layout).
struct Objective: CustomStringConvertible {
    /// The priority of each level, highest first.
    private(set) var priorities: [Double] = []
    /// Each level's cost of each symbol, by symbol id; zero where the level
    /// does not mention it (a cost near zero is stored as zero). Only the
    /// costs steer the simplex; the solver reports violations from the
    /// constraints themselves (``SimplexSolver/violations``).
    private var costs: [[Double]] = []

    private mutating func level(_ priority: Double) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        costs.insert([], at: index)
        return index
    }

    @inline(__always)
    private func cost(_ level: Int, _ symbol: Symbol) -> Double {
        symbol.id < costs[level].count ? costs[level][symbol.id] : 0
    }

    @inline(__always)
    private mutating func add(_ value: Double, to symbol: Symbol, at level: Int) {
        let id = symbol.id
        if id >= costs[level].count {
            costs[level].append(contentsOf: repeatElement(0, count: max(id + 1, 2 * costs[level].count) - costs[level].count))
        }
        let sum = costs[level][id] + value
        costs[level][id] = Row.nearZero(sum) ? 0 : sum
    }

    /// Charges `coefficient·symbol` at `priority`'s level.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        add(coefficient, to: symbol, at: level(priority))
    }

    /// Charges `coefficient·row` at `priority`'s level.
    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        let index = level(priority)
        for cell in row.cells { add(cell.coefficient * coefficient, to: cell.symbol, at: index) }
    }

    /// Whether any level mentions `symbol`.
    func contains(_ symbol: Symbol) -> Bool {
        costs.indices.contains { cost($0, symbol) != 0 }
    }

    /// Replaces `symbol` by `row` on every level; true if it was there.
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        var found = false
        for index in costs.indices {
            let c = cost(index, symbol)
            guard c != 0 else { continue }
            found = true
            costs[index][symbol.id] = 0
            for cell in row.cells { add(cell.coefficient * c, to: cell.symbol, at: index) }
        }
        return found
    }

    mutating func remove(_ symbol: Symbol) {
        for index in costs.indices where cost(index, symbol) != 0 { costs[index][symbol.id] = 0 }
    }

    /// Bringing `symbol` into the basis would lower the objective: its first
    /// non-zero cost, highest level first, is negative.
    func isNegative(_ symbol: Symbol) -> Bool {
        for index in costs.indices {
            let c = cost(index, symbol)
            if c != 0 { return c < 0 }
        }
        return false
    }

    /// Moving `symbol` costs nothing at any level.
    func isFree(_ symbol: Symbol) -> Bool {
        costs.indices.allSatisfy { cost($0, symbol) == 0 }
    }

    /// The dual simplex's ratio test, lexicographic: whether `a`'s cost
    /// divided by `ca` is less than `b`'s divided by `cb`. Nil on a tie.
    func ratio(_ a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool? {
        for index in costs.indices {
            let x = cost(index, a) / ca, y = cost(index, b) / cb
            if x < y - Row.epsilon { return true }
            if x > y + Row.epsilon { return false }
        }
        return nil
    }

    var description: String {
        zip(priorities, costs).map { priority, level in
            "@\(priority): " + level.indices.filter { level[$0] != 0 }.map { "\(level[$0])·#\($0)" }.joined(separator: " + ")
        }.joined(separator: "\n")
    }
}
