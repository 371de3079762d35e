import Foundation
@_spi(TouchLab) import UIKit

/// A label's text broken into the lines UIKit would show: wrapped at word
/// boundaries (a word wider than the label is broken between characters),
/// at most `numberOfLines` lines (0: no limit) and no more than fit in the
/// label's height, the last one cut with "…" if text is left over — UILabel's
/// default `.byTruncatingTail`. A one-line label cuts its text at the end.
struct LabelTextLayout {
    let lines: [String]

    init(_ text: String, font: FontSpec, width: Double, height: Double, numberOfLines: Int, canvas: CairoCanvas) {
        let lineHeight = canvas.metrics(font).height
        let fitting = max(1, Int((height + 0.5) / max(lineHeight, 1)))
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let wrapped = Self.wrap(text, font: font, width: width, canvas: canvas)
        if wrapped.lines.count <= limit {
            lines = wrapped.lines
            return
        }
        // The last line shown takes the rest of the text, cut with "…".
        let rest = wrapped.words(fromLine: limit - 1).joined(separator: " ")
        lines = Array(wrapped.lines.prefix(limit - 1)) + [canvas.truncate(rest, font, toWidth: width)]
    }

    /// The wrapped lines, and the words each came from (to rebuild the rest).
    private struct Wrapped {
        var lines: [String] = []
        var lineWords: [[String]] = []
        func words(fromLine index: Int) -> [String] { lineWords[index...].flatMap { $0 } }
    }

    private static func wrap(_ text: String, font: FontSpec, width: Double, canvas: CairoCanvas) -> Wrapped {
        var wrapped = Wrapped()
        func push(_ words: [String]) {
            wrapped.lines.append(words.joined(separator: " "))
            wrapped.lineWords.append(words)
        }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: [String] = []
            for word in paragraph.split(separator: " ").map(String.init) {
                let candidate = (current + [word]).joined(separator: " ")
                if canvas.measure(candidate, font) <= width {
                    current.append(word)
                    continue
                }
                if !current.isEmpty { push(current); current = [] }
                var piece = word
                while canvas.measure(piece, font) > width, piece.count > 1 {
                    let head = longestPrefix(of: piece, fitting: width, font: font, canvas: canvas)
                    push([head])
                    piece = String(piece.dropFirst(head.count))
                }
                current = [piece]
            }
            push(current)
        }
        return wrapped
    }

    /// The longest prefix of `word` (at least one character) no wider than `width`.
    private static func longestPrefix(of word: String, fitting width: Double, font: FontSpec, canvas: CairoCanvas) -> String {
        let characters = Array(word)
        var lo = 1, hi = characters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if canvas.measure(String(characters[0..<mid]), font) <= width { lo = mid } else { hi = mid - 1 }
        }
        return String(characters[0..<lo])
    }
}
