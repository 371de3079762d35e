/// One row of the tableau: `constant + Σ coefficient·symbol`. A basic
/// symbol's row is its value in terms of the parametric (non-basic) symbols,
/// whose values are zero, so the row's `constant` *is* the basic symbol's
/// current value (the paper's "basic feasible solved form").
struct Row: CustomStringConvertible {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    /// Coefficients smaller than this are treated as zero, so that rounding
    /// never leaves a symbol in a row with a 1e-17 coefficient.
    static let epsilon = 1.0e-8
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Whether the row has no symbols at all (only a constant).
    var isConstant: Bool { cells.isEmpty }

    /// Adds `coefficient·symbol`, dropping the symbol if the sum vanishes.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient·other`, term by term.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, c) in other.cells { insert(symbol, c * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Rewrites `0 = row` as `symbol = …`: the row for `symbol` as subject.
    /// `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        let c = -1.0 / cells.removeValue(forKey: symbol)!
        constant *= c
        for key in cells.keys { cells[key]! *= c }
    }

    /// Rewrites `lhs = row` (where `lhs` is in the row... as the paper's
    /// pivot puts it) so that `rhs` becomes its subject: the row that held
    /// `lhs = …` now reads `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` wherever it occurs in this row.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        insert(row, c)
    }

    var description: String {
        var text = "\(constant)"
        for (symbol, c) in cells.sorted(by: { $0.key < $1.key }) { text += " + \(c)·\(symbol)" }
        return text
    }
}
