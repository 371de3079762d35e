import Foundation

/// Runs of trace lines that differ only in their numbers, as one line: a
/// pinch sends 30 `Changed` lines a second, which nobody can read, and each
/// says only that the scale moved on. The run becomes
///
///     × 34, scale 1.01 → 1.80: <UIPinchGestureRecognizer: 0x…0003; state = Changed; view = <…>; name = pinch>
///
/// with the count, each numeric field that changed as its first and last
/// value, and the line's unchanging fields (which the panel may leave out
/// to fit, as for any line). A run of identical lines
/// (`Touches Moved` on a view that does not move) is counted the same way.
/// Only the panel collapses: printed traces (`--trace`) keep every line, as
/// the seeds' logs do.
enum TraceCollapse {
    /// The shortest run worth collapsing.
    static let shortestRun = 3

    static func collapse(_ lines: [TraceLog.Line]) -> [TraceLog.Line] {
        var rows = Rows()
        rows.append(contentsOf: lines)
        return rows.lines
    }

    /// The collapsed lines, kept as lines come: a new line is taken apart
    /// once (`TraceLineFields`) and either joins the run before it or starts
    /// a row of its own, so the panel's cost follows what was appended, not
    /// what it shows. The same rows as `collapse` of every line appended.
    struct Rows {
        /// One row of the panel; `id` stays with the row while its run grows
        /// (a drawn row's cache is kept under it).
        struct Row {
            let id: Int
            var line: TraceLog.Line
        }

        /// The rows, oldest first; at most `limit` (older ones are dropped).
        private(set) var rows: [Row] = []
        var lines: [TraceLog.Line] { rows.map(\.line) }
        let limit: Int

        private struct Run {
            var kind: TraceLog.Kind
            var shape: String
            var first: TraceLineFields
            var last: TraceLineFields
            var lastText: String
            var count: Int
            /// `TraceCollapse.summaryTail` of `first` and `last`, once the run is long enough.
            var tail: String?
        }
        private var run: Run?
        private var nextID = 0

        init(limit: Int = .max) { self.limit = max(TraceCollapse.shortestRun, limit) }

        mutating func append(contentsOf lines: [TraceLog.Line]) {
            for line in lines { append(line) }
        }

        mutating func append(_ line: TraceLog.Line) {
            // The same text as the line before (a move over a view that
            // stays put): the same shape, nothing to take apart again.
            if var current = run, current.kind == line.kind, current.lastText == line.text {
                current.count += 1
                extend(&current, with: line, changed: false)
                return
            }
            let fields = TraceLineFields(line.text)
            let shape = fields.shape
            if var current = run, current.kind == line.kind, current.shape == shape {
                current.count += 1
                current.last = fields
                current.lastText = line.text
                extend(&current, with: line, changed: true)
                return
            }
            run = Run(kind: line.kind, shape: shape, first: fields, last: fields, lastText: line.text, count: 1)
            add(line)
        }

        /// `line` joined the run: a row of its own while the run is short, then the run's one row.
        private mutating func extend(_ current: inout Run, with line: TraceLog.Line, changed: Bool) {
            defer { run = current }
            if current.count < TraceCollapse.shortestRun {
                add(line)
                return
            }
            if current.count == TraceCollapse.shortestRun {
                // The run's lines so far become its one row.
                rows.removeLast(TraceCollapse.shortestRun - 1)
                add(line)
            }
            if changed || current.tail == nil { current.tail = TraceCollapse.summaryTail(current.first, current.last) }
            rows[rows.count - 1].line = TraceLog.Line(text: "× \(current.count)" + current.tail!, kind: line.kind, time: line.time)
        }

        private mutating func add(_ line: TraceLog.Line) {
            rows.append(Row(id: nextID, line: line))
            nextID += 1
            // Drop the oldest in batches: the panel reads only the newest.
            if rows.count - limit >= limit { rows.removeFirst(rows.count - limit) }
        }
    }

    /// "× N", "key first → last" for each changing field, then the first line without them.
    static func summary(_ first: TraceLineFields, _ last: TraceLineFields, count: Int) -> String {
        "× \(count)" + summaryTail(first, last)
    }

    /// The summary after its count: it changes only when the run's last
    /// line differs from the one before (a pinch's scale), not when a
    /// repeated line (a move over a still view) only adds to the count.
    static func summaryTail(_ first: TraceLineFields, _ last: TraceLineFields) -> String {
        guard first.head != nil else { return ": \(first.prefix)" }
        var steady: [Int] = [], changes: [String] = []
        for (i, field) in first.fields.enumerated() {
            let end = last.fields[i].value
            if field.value == end || !TraceLineFields.isNumeric(field.value) {
                steady.append(i)
            } else {
                changes.append("\(field.key) \(short(field.value)) → \(short(end))")
            }
        }
        var base = first
        base.fields = steady.map { first.fields[$0] }
        base.prefix = changes.map { ", " + $0 }.joined() + ": " + first.prefix
        return base.text(keeping: Array(base.fields.indices))
    }

    /// A number with two decimals (`1.0117` → `1.01`); a point's numbers each so.
    static func short(_ value: String) -> String {
        if let number = Double(value) { return String(format: "%.2f", number) }
        let inner = value.dropFirst().dropLast().split(separator: " ").map { String(format: "%.1f", Double($0) ?? 0) }
        return "(" + inner.joined(separator: " ") + ")"
    }
}
