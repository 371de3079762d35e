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
        var out: [TraceLog.Line] = []
        var index = 0
        let parsed = lines.map { TraceLineFields($0.text) }
        while index < lines.count {
            var end = index + 1
            let shape = parsed[index].shape
            while end < lines.count, lines[end].kind == lines[index].kind, parsed[end].shape == shape { end += 1 }
            if end - index >= shortestRun {
                out.append(TraceLog.Line(text: summary(parsed[index], parsed[end - 1], count: end - index),
                                         kind: lines[index].kind, time: lines[end - 1].time))
            } else {
                out.append(contentsOf: lines[index..<end])
            }
            index = end
        }
        return out
    }

    /// "× N", "key first → last" for each changing field, then the first line without them.
    static func summary(_ first: TraceLineFields, _ last: TraceLineFields, count: Int) -> String {
        guard first.head != nil else { return "× \(count): \(first.prefix)" }
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
        base.prefix = "× \(count)" + changes.map { ", " + $0 }.joined() + ": " + first.prefix
        return base.text(keeping: Array(base.fields.indices))
    }

    /// A number with two decimals (`1.0117` → `1.01`); a point's numbers each so.
    static func short(_ value: String) -> String {
        if let number = Double(value) { return String(format: "%.2f", number) }
        let inner = value.dropFirst().dropLast().split(separator: " ").map { String(format: "%.1f", Double($0) ?? 0) }
        return "(" + inner.joined(separator: " ") + ")"
    }
}
