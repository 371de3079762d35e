/// One row of the tableau: `constant + Σ coefficient·symbol`. A basic
/// symbol's row is its value in terms of the parametric (non-basic) symbols,
/// whose values are zero, so the row's `constant` *is* the basic symbol's
/// current value (the paper's "basic feasible solved form").
///
/// The terms are a sparse vector: an array of cells sorted by symbol id.
/// Adding one row into another — the solver's inner loop, run for every
/// row a substitution or pivot reaches — is then one merge of two sorted
/// arrays, with no hashing (measured on the 200-view stack screen: a
/// dictionary of cells cost about 580 instructions per cell merged, most of
/// it hashing and rehashing; kiwi, the C++ Cassowary behind Enaml, keeps
/// its rows the same sorted way).
struct Row: CustomStringConvertible {
    struct Cell {
        let symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    /// Sorted by symbol id; no coefficient is near zero.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) { self.constant = constant }

    /// A row of `cells` (sorted, none near zero), its array with room for
    /// `room` more.
    /// (Reserved and appended, not `Array(unsafeUninitializedCapacity:)`:
    /// that one is not specialised here and looks up the array's generic
    /// type at run time, about 1,000 instructions a row, measured.)
    init(constant: Double, cells: UnsafeBufferPointer<Cell>, room: Int) {
        self.constant = constant
        self.cells.reserveCapacity(cells.count + room)
        self.cells.append(contentsOf: cells)
    }

    /// Coefficients smaller than this are treated as zero, so that rounding
    /// never leaves a symbol in a row with a 1e-17 coefficient.
    static let epsilon = 1.0e-8
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Where `symbol` is in `cells`, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// The symbols of the row, in id order.
    var symbols: [Symbol] { cells.map(\.symbol) }

    /// Whether the row has no symbols at all (only a constant).
    var isConstant: Bool { cells.isEmpty }

    mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

    /// Adds `coefficient·symbol`, dropping the symbol if the sum vanishes.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        // A symbol newer than every cell (a new row's slack, error or dummy)
        // goes at the end: an append, not `insert(at:)`'s general path.
        if cells.last.map({ $0.symbol.id < symbol.id }) ?? true {
            if !Row.nearZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient·other`, term by term.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var none: [Symbol] = []
        merge(other, times: coefficient, tracking: false, entered: &none)
    }

    /// `self += times · other` as one merge; each symbol that was not in
    /// this row and now is goes on `entered` (the solver's column index).
    /// The merge is written into the solver's reused `buffer` and copied
    /// back into this row's own storage, which keeps its capacity: a fresh
    /// array per merge was a tenth of a first layout's instructions in
    /// malloc and free (callgrind). The loop works on raw buffers: it runs
    /// for every cell of every row a substitution or pivot reaches, and
    /// array appends there (capacity and uniqueness checks, a closure call
    /// per new symbol) cost several times the merge itself.
    mutating func add(_ other: Row, times c: Double, entered: inout [Symbol], buffer: MergeBuffer) {
        add(other, times: c, tracking: true, entered: &entered, buffer: buffer)
    }

    /// `self += times · other` through `buffer`, for a row no column index
    /// follows yet (a new row being made: a fresh array per basic row merged
    /// in was most of `makeRow`'s allocations).
    mutating func add(_ other: Row, times c: Double, buffer: MergeBuffer) {
        var none: [Symbol] = []
        add(other, times: c, tracking: false, entered: &none, buffer: buffer)
    }

    @inline(__always)
    private mutating func add(_ other: Row, times c: Double, tracking: Bool, entered: inout [Symbol], buffer: MergeBuffer) {
        constant += other.constant * c
        if other.cells.isEmpty { return }
        buffer.reserve(cells.count + other.cells.count)
        let out = buffer.base
        let k = cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                Row.merge(mine, theirs, times: c, into: out, tracking: tracking, entered: &entered)
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: UnsafeBufferPointer(start: out, count: k))
    }

    /// `self += c · other` into a fresh array (rows built once, the objective's phase one).
    private mutating func merge(_ other: Row, times c: Double, tracking: Bool, entered: inout [Symbol]) {
        constant += other.constant * c
        let theirCount = other.cells.count
        if theirCount == 0 { return }
        // Room for a few more: a new row gets its slack, error or dummy
        // after its variables' rows are merged in, and growing the array
        // for them was a twentieth of a first layout's instructions.
        let merged = [Cell](unsafeUninitializedCapacity: cells.count + theirCount + 4) { out, count in
            count = cells.withUnsafeBufferPointer { mine in
                other.cells.withUnsafeBufferPointer { theirs in
                    Row.merge(mine, theirs, times: c, into: out.baseAddress!, tracking: tracking, entered: &entered)
                }
            }
        }
        cells = merged
    }

    /// `mine + c · theirs`, both sorted by symbol id, written to `out`
    /// (room for both counts); returns how many cells were written.
    @inline(__always)
    fileprivate static func merge(_ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times c: Double,
                              into out: UnsafeMutablePointer<Cell>, tracking: Bool, entered: inout [Symbol]) -> Int {
        let myCount = mine.count, theirCount = theirs.count
        var i = 0, j = 0, k = 0
        while i < myCount && j < theirCount {
            let a = mine[i], b = theirs[j]
            if a.symbol.id < b.symbol.id {
                out[k] = a; k += 1; i += 1
            } else if a.symbol.id > b.symbol.id {
                let value = b.coefficient * c
                if !Row.nearZero(value) { out[k] = Cell(symbol: b.symbol, coefficient: value); k += 1; if tracking { entered.append(b.symbol) } }
                j += 1
            } else {
                let value = a.coefficient + b.coefficient * c
                if !Row.nearZero(value) { out[k] = Cell(symbol: a.symbol, coefficient: value); k += 1 }
                i += 1; j += 1
            }
        }
        while i < myCount { out[k] = mine[i]; k += 1; i += 1 }
        while j < theirCount {
            let b = theirs[j], value = b.coefficient * c
            if !Row.nearZero(value) { out[k] = Cell(symbol: b.symbol, coefficient: value); k += 1; if tracking { entered.append(b.symbol) } }
            j += 1
        }
        return k
    }

    /// Takes `symbol` out, returning its coefficient (nil if it was not there).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).coefficient
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = …`: the row for `symbol` as subject.
    /// `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        let c = -1.0 / remove(symbol)!
        constant *= c
        for index in cells.indices { cells[index].coefficient *= c }
    }

    /// Rewrites `lhs = row` (where `lhs` is in the row... as the paper's
    /// pivot puts it) so that `rhs` becomes its subject: the row that held
    /// `lhs = …` now reads `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` wherever it occurs in this row; true if it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        guard let c = remove(symbol) else { return false }
        insert(row, c)
        return true
    }

    var description: String {
        var text = "\(constant)"
        for cell in cells { text += " + \(cell.coefficient)·\(cell.symbol)" }
        return text
    }
}

/// Room for one merge's result, kept by the solver and reused by every
/// merge (grown as rows grow), so that adding one row into another
/// allocates nothing once the row's own storage is large enough.
final class MergeBuffer {
    private(set) var base: UnsafeMutablePointer<Row.Cell>
    private var capacity: Int

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deallocate()
        capacity = max(count, 2 * capacity)
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}

/// A row being made (``SimplexSolver/makeRow(for:)``): merged in scratch
/// room the solver keeps — two buffers used in turn, each merge reading one
/// and writing the other — and copied into the row's own array once, at
/// the end, with room for the symbols that come next. Made as a `Row`,
/// each basic row merged in was copied back into the new row's array,
/// which grew as it went (callgrind, the 202-view first layout: about
/// 0.5 M instructions of array growth and copies in `makeRow`).
/// The merges are `Row`'s own, so the cells and their order are the same.
final class RowBuilder {
    private var front: UnsafeMutablePointer<Row.Cell>
    private var back: UnsafeMutablePointer<Row.Cell>
    private var capacity: Int
    private var count = 0
    /// The row's constant so far.
    var constant = 0.0

    init() {
        capacity = 64
        front = .allocate(capacity: capacity)
        back = .allocate(capacity: capacity)
    }

    deinit { front.deallocate(); back.deallocate() }

    /// Starts a new row, `constant` and no cells.
    func start(constant: Double) {
        count = 0
        self.constant = constant
    }

    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        capacity = max(needed, 2 * capacity)
        let grown = UnsafeMutablePointer<Row.Cell>.allocate(capacity: capacity)
        grown.initialize(from: front, count: count)
        front.deallocate(); back.deallocate()
        front = grown
        back = .allocate(capacity: capacity)
    }

    /// `row += c · other`, as ``Row/add(_:times:buffer:)``.
    func add(_ other: Row, times c: Double) {
        constant += other.constant * c
        if other.cells.isEmpty { return }
        reserve(count + other.cells.count)
        var none: [Symbol] = []
        let k = other.cells.withUnsafeBufferPointer { theirs in
            Row.merge(UnsafeBufferPointer(start: front, count: count), theirs, times: c, into: back, tracking: false, entered: &none)
        }
        swap(&front, &back)
        count = k
    }

    /// `row += c · symbol`, as ``Row/insert(_:_:)``.
    func add(_ symbol: Symbol, times c: Double) {
        reserve(count + 1)
        if count == 0 || front[count - 1].symbol.id < symbol.id {
            // Newer than every cell: an append.
            if !Row.nearZero(c) { front[count] = Row.Cell(symbol: symbol, coefficient: c); count += 1 }
            return
        }
        var none: [Symbol] = []
        let cell = Row.Cell(symbol: symbol, coefficient: 1)
        let k = withUnsafePointer(to: cell) { one in
            Row.merge(UnsafeBufferPointer(start: front, count: count), UnsafeBufferPointer(start: one, count: 1), times: c,
                      into: back, tracking: false, entered: &none)
        }
        swap(&front, &back)
        count = k
    }

    /// The row made, its array with room for `room` more cells.
    func finish(room: Int) -> Row {
        Row(constant: constant, cells: UnsafeBufferPointer(start: front, count: count), room: room)
    }
}
