import Testing
@testable import LayoutSolver

/// `makeRow` builds a new row in the solver's scratch room (`RowBuilder`:
/// two buffers used in turn, the row's own array allocated once at the
/// end) instead of merging into a `Row` as it goes. The solver's answers
/// stay the same only if the cells and the constant come out bit for bit
/// as `Row`'s own `insert` and `add` make them: each random sequence below
/// is applied to both, and rows long enough to outgrow the builder's first
/// buffers (64 cells) make it grow in the middle of a sequence.
@Suite("The row builder makes the rows Row.insert and Row.add make")
struct RowBuilderTests {
    @Test("300 random sequences of terms and basic rows: the same cells, coefficients and constant")
    func sameRowsAsRow() {
        var generator = SplitMix64(seed: 0xB0_11D_E125)
        let builder = RowBuilder(), buffer = MergeBuffer()
        var longest = 0
        for _ in 0..<300 {
            let constant = Double(Int.random(in: -50...50, using: &generator)) / 4
            var expected = Row(constant: constant)
            builder.start(constant: constant)
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let c = [1, -1, 0.5, -2, 1.0 / 3, 3][Int.random(in: 0..<6, using: &generator)]
                if Bool.random(using: &generator) {
                    // A symbol, sometimes newer than every cell, sometimes
                    // one the row holds (so that it may cancel out).
                    let symbol = Symbol(id: Int.random(in: 1...120, using: &generator), kind: .external)
                    expected.insert(symbol, c)
                    builder.add(symbol, times: c)
                } else {
                    let other = randomRow(&generator)
                    expected.add(other, times: c, buffer: buffer)
                    builder.add(other, times: c)
                }
            }
            let made = builder.finish(room: 2)
            longest = max(longest, made.cells.count)
            #expect(made.constant == expected.constant)
            #expect(made.cells.map(\.symbol.id) == expected.cells.map(\.symbol.id))
            #expect(made.cells.map(\.coefficient) == expected.cells.map(\.coefficient))
            #expect(made.cells.capacity >= made.cells.count + 2)
        }
        #expect(longest > 64, "no sequence outgrew the builder's first buffers (\(longest) cells at most)")
    }

    /// A row of up to 40 cells over symbols 1…120, sorted, as the tableau holds them.
    private func randomRow(_ generator: inout SplitMix64) -> Row {
        var row = Row(constant: Double(Int.random(in: -20...20, using: &generator)))
        let ids = Set((0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 1...120, using: &generator) }).sorted()
        for id in ids { row.insert(Symbol(id: id, kind: .slack), [2, -1, 0.25, 1][Int.random(in: 0..<4, using: &generator)]) }
        return row
    }
}
