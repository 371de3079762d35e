import Foundation
@_spi(TouchLab) import UIKit

/// What the trace panel has read of one `TraceLog`: the collapsed rows so
/// far and each shown row's text as fitted to the panel.
///
/// A frame reads only the lines appended since the last one
/// (`TraceLog.lines(_:appendedAfter:)`), so a drag's frame costs its new
/// lines — taken apart once, joined to the run before them — not the panel's
/// forty rows read, parsed and collapsed again. A row is fitted to the
/// panel's width once and again only when its text changes (the one row a
/// run of moves keeps counting up). The log is read afresh only when the
/// panel switches style, or missed lines (the log cleared, or more appended
/// between two frames than it keeps).
final class TracePanelFeed {
    /// The most rows kept: more than any panel shows.
    static let rowLimit = 512

    private(set) weak var log: TraceLog?
    private var style: SeedLogFormatter.Style
    private var seen = 0
    private(set) var rows = TraceCollapse.Rows(limit: rowLimit)
    private var fitted: [Int: (text: String, width: Double, fitted: String)] = [:]

    init(log: TraceLog, style: SeedLogFormatter.Style) {
        self.log = log
        self.style = style
        reread(log)
    }

    /// Takes in what `log` appended since the last call.
    func update(style: SeedLogFormatter.Style) {
        guard let log else { return }
        let count = log.appendedCount(style)
        if style == self.style, count == seen { return }
        if style == self.style, let new = log.lines(style, appendedAfter: seen) {
            rows.append(contentsOf: new)
            seen = count
            return
        }
        self.style = style
        reread(log)
    }

    private func reread(_ log: TraceLog) {
        seen = log.appendedCount(style)
        rows = TraceCollapse.Rows(limit: Self.rowLimit)
        rows.append(contentsOf: log.lines(style))
        fitted.removeAll()
    }

    /// `row`'s text fitted to `width` (`TraceLineFields.fit`), remembered
    /// while the row's text and the width stay the same.
    func fittedText(_ row: TraceCollapse.Rows.Row, width: Double, measure: (String) -> Double) -> String {
        if let cached = fitted[row.id], cached.width == width {
            if cached.text == row.line.text { return cached.fitted }
            if let text = Self.recounted(cached.fitted, from: cached.text, to: row.line.text) {
                fitted[row.id] = (row.line.text, width, text)
                return text
            }
        }
        let text = TraceLineFields.fit(row.line.text, width: width, measure: measure)
        fitted[row.id] = (row.line.text, width, text)
        return text
    }

    /// `fitted` (`old` fitted) for `new`, when `new` is `old` with only its
    /// run's count changed, to a count of as many digits (`× 41: …` → `× 42:
    /// …`): every digit is as wide in the panel's monospaced font, so the same
    /// fields fit, and the count is the fitted text's first. Nil otherwise.
    /// A drag's moves change that count every frame, and fitting the row
    /// again took it apart and measured it (issue 25).
    static func recounted(_ fitted: String, from old: String, to new: String) -> String? {
        // Read as UTF-8 bytes ("× " is C3 97 20): by `Character`, this cost
        // more than the fitting it saves.
        var old = old, new = new, fitted = fitted
        return old.withUTF8 { o in
            new.withUTF8 { n in
                fitted.withUTF8 { f -> String? in
                    /// Where the run's count ends, after "× " and at least one digit.
                    func countEnd(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
                        guard b.count > 3, b[0] == 0xC3, b[1] == 0x97, b[2] == 0x20 else { return nil }
                        var i = 3
                        while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
                        return i > 3 ? i : nil
                    }
                    guard let end = countEnd(o), countEnd(n) == end, countEnd(f) == end, o.count == n.count,
                          o[end...].elementsEqual(n[end...]), o[..<end].elementsEqual(f[..<end]) else { return nil }
                    var bytes = Array(n[..<end])
                    bytes.append(contentsOf: f[end...])
                    return String(decoding: bytes, as: UTF8.self)
                }
            }
        }
    }

    /// Forgets the fitted text of rows no longer shown.
    func keepFittedText(only shown: some Sequence<TraceCollapse.Rows.Row>) {
        guard fitted.count > 2 * Self.rowLimit else { return }
        let ids = Set(shown.map(\.id))
        fitted = fitted.filter { ids.contains($0.key) }
    }
}
