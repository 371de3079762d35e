import SwiftSyntax

/// One change a rule makes: the bytes `range` of the file become `replacement`.
///
/// Rules say what they change as edits on the file's own text rather than by
/// printing a rewritten tree, so every byte no rule touched — comments,
/// formatting, `#if` branches — comes out as it went in, and every line stays
/// on its line: a rule's replacement has as many line breaks as what it
/// replaces, and one `#sourceLocation` at the top of the output makes the
/// compiler's errors and a crash's backtrace name the user's file and line.
public struct SourceEdit: Hashable, Sendable {
    /// The UTF-8 offsets replaced.
    public var range: Range<Int>
    /// What replaces them.
    public var replacement: String

    /// Replaces `node` (without its leading and trailing trivia) with `replacement`.
    public init(replacing node: some SyntaxProtocol, with replacement: String) {
        self.range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        self.replacement = replacement
    }

    /// Inserts `text` at `offset`.
    public init(inserting text: String, at offset: Int) {
        self.range = offset..<offset
        self.replacement = text
    }

    /// Applies non-overlapping edits to `source`; of edits that overlap, the
    /// first one (outermost, for a rule that visits outside-in) wins and the
    /// rule's next pass sees the rest again.
    static func apply(_ edits: [SourceEdit], to source: String) -> (text: String, kept: [SourceEdit]) {
        var bytes = Array(source.utf8)
        var kept: [SourceEdit] = []
        let outsideIn = edits.sorted {
            ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
        }
        for edit in outsideIn {
            if let last = kept.last, edit.range.lowerBound < last.range.upperBound { continue }
            kept.append(edit)
        }
        for edit in kept.reversed() {
            bytes.replaceSubrange(edit.range, with: Array(keepingLines(edit, in: bytes).utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), kept)
    }

    /// The replacement, followed by the line breaks it lacks so the lines
    /// after it keep their numbers.
    private static func keepingLines(_ edit: SourceEdit, in bytes: [UInt8]) -> String {
        let removed = bytes[edit.range].count(where: { $0 == UInt8(ascii: "\n") })
        let added = edit.replacement.utf8.count(where: { $0 == UInt8(ascii: "\n") })
        return edit.replacement + String(repeating: "\n", count: max(0, removed - added))
    }
}

extension SyntaxProtocol {
    /// The node's text without its leading and trailing trivia.
    var trimmedText: String { trimmedDescription }
}
