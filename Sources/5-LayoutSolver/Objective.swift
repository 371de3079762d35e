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
struct Objective: CustomStringConvertible {
    /// The priority of each level, highest first.
    private(set) var priorities: [Double] = []
    /// Each level's errors, in the current parametric symbols. Only the
    /// coefficients steer the simplex; the solver reports violations from
    /// the constraints themselves (``SimplexSolver/violations``).
    private(set) var levels: [Row] = []

    private mutating func level(_ priority: Double) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        return index
    }

    /// Charges `coefficient·symbol` at `priority`'s level.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        levels[level(priority)].insert(symbol, coefficient)
    }

    /// Charges `coefficient·row` at `priority`'s level.
    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        levels[level(priority)].insert(row, coefficient)
    }

    /// Whether any level mentions `symbol`.
    func contains(_ symbol: Symbol) -> Bool {
        levels.contains { $0.contains(symbol) }
    }

    /// Replaces `symbol` by `row` on every level; true if it was there.
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        var found = false
        for index in levels.indices where levels[index].substitute(symbol, by: row) { found = true }
        return found
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].remove(symbol) }
    }

    /// Bringing `symbol` into the basis would lower the objective: its first
    /// non-zero cost, highest level first, is negative.
    func isNegative(_ symbol: Symbol) -> Bool {
        for level in levels {
            let c = level.coefficient(for: symbol)
            if !Row.nearZero(c) { return c < 0 }
        }
        return false
    }

    /// Moving `symbol` costs nothing at any level.
    func isFree(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { Row.nearZero($0.coefficient(for: symbol)) }
    }

    /// The dual simplex's ratio test, lexicographic: whether `a`'s cost
    /// divided by `ca` is less than `b`'s divided by `cb`. Nil on a tie.
    func ratio(_ a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool? {
        for level in levels {
            let x = level.coefficient(for: a) / ca, y = level.coefficient(for: b) / cb
            if x < y - Row.epsilon { return true }
            if x > y + Row.epsilon { return false }
        }
        return nil
    }

    var description: String {
        zip(priorities, levels).map { "@\($0): \($1)" }.joined(separator: "\n")
    }
}
