import Foundation

/// Two traces of the same input, lined up row by row so that what both
/// printed sits side by side and what only one printed, or printed
/// differently, stands out — the seeds' comparisons (004's tap with
/// `cancelsTouchesInView` YES and NO) as one picture.
///
///     A (as built)                        B (tap.cancelsTouchesInView = NO)
///     Touches Began: <UIView: 0x…>        Touches Began: <UIView: 0x…>
///     <UITapGestureRecognizer: …Ended>    <UITapGestureRecognizer: …Ended>
///   ≠ Touches Cancelled: <UIView: 0x…>    Touches Ended: <UIView: 0x…>      ≠
///
/// Rows come from a longest-common-subsequence alignment of the two line
/// lists. Object addresses differ between two apps even when they behave the
/// same, so lines are compared with every `0x…` address masked; a run of
/// lines only one side printed is paired, in order, with the other side's
/// run at the same place, so a changed line shows as one row, not two.
public struct TraceComparison: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let a: String?
        public let b: String?
        /// The two sides differ here (a line missing on one side counts).
        public var differs: Bool { a.map(TraceComparison.masked) != b.map(TraceComparison.masked) }
    }

    public let rows: [Row]

    public init(a: [String], b: [String]) {
        let ka = a.map(Self.masked), kb = b.map(Self.masked)
        // lcs[i][j]: the longest common subsequence of ka[i...] and kb[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: kb.count + 1), count: ka.count + 1)
        for i in stride(from: ka.count - 1, through: 0, by: -1) {
            for j in stride(from: kb.count - 1, through: 0, by: -1) {
                lcs[i][j] = ka[i] == kb[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var rows: [Row] = []
        var onlyA: [String] = [], onlyB: [String] = []
        func flush() {
            for k in 0..<max(onlyA.count, onlyB.count) {
                rows.append(Row(a: k < onlyA.count ? onlyA[k] : nil, b: k < onlyB.count ? onlyB[k] : nil))
            }
            onlyA.removeAll(); onlyB.removeAll()
        }
        var i = 0, j = 0
        while i < ka.count || j < kb.count {
            if i < ka.count, j < kb.count, ka[i] == kb[j] {
                flush()
                rows.append(Row(a: a[i], b: b[j])); i += 1; j += 1
            } else if j >= kb.count || (i < ka.count && lcs[i + 1][j] >= lcs[i][j + 1]) {
                onlyA.append(a[i]); i += 1
            } else {
                onlyB.append(b[j]); j += 1
            }
        }
        flush()
        self.rows = rows
    }

    /// The rows that differ, by index.
    public var differingRows: [Int] { rows.indices.filter { rows[$0].differs } }

    /// `<UIView: 0x55d0c3a0; frame = …>` → `<UIView: 0x…; frame = …>`.
    public static func masked(_ line: String) -> String {
        var out = ""
        out.reserveCapacity(line.count)
        var chars = Substring(line)
        while let range = chars.range(of: "0x") {
            out += chars[..<range.lowerBound]
            out += "0x…"
            var rest = chars[range.upperBound...]
            while let c = rest.first, c.isHexDigit || c == "…" { rest = rest.dropFirst() }
            chars = rest
        }
        out += chars
        return out
    }

    /// A line short enough for a column: what a person compares, without
    /// addresses, colours and layers. `Touches Began: <UIView: 0x…; frame =
    /// (165 416; 100 100); backgroundColor = …; layer = <CALayer: 0x…>>`
    /// becomes `Touches Began: <UIView; frame = (165 416; 100 100)>`.
    public static func compact(_ line: String) -> String {
        var text = line
        for (pattern, replacement) in compactions {
            text = pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
        }
        return text
    }

    private static let compactions: [(NSRegularExpression, String)] = [
        (": 0x[0-9a-fA-F…]+", ""),
        ("; backgroundColor = [^;>]*", ""),
        ("; layer = <CALayer[^>]*>", ""),
        ("; view = <[^>]*>", ""),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    /// The comparison as text: `  A-line  │  B-line` a row, `≠` in front of
    /// the rows that differ (what `--compare` with `--trace` prints at the end).
    public func text(width: Int = 60) -> [String] {
        rows.map { row in
            let a = Self.compact(row.a ?? "—")
            let cell = a.count > width ? String(a.prefix(width - 1)) + "…" : a.padding(toLength: width, withPad: " ", startingAt: 0)
            return (row.differs ? "≠ " : "  ") + cell + " │ " + Self.compact(row.b ?? "—")
        }
    }
}
