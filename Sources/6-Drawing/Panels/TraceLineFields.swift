import Foundation

/// A trace line in the seeds' shape, taken apart at its fields so that the
/// panel can say what changes and drop what does not, never cutting a value
/// in half:
///
///     Touches Moved: <UIView: 0x…0001; frame = (165 416; 100 100); backgroundColor = …; layer = <CALayer: 0x…0002>>
///     ╰─ prefix ───╯  ╰─ head ────────╯ ╰─ fields, each "key = value", split at top-level "; " ─────────────────╯
///
/// A line without `<…>` is all prefix.
struct TraceLineFields: Equatable {
    var prefix: String
    var head: String?
    var fields: [(key: String, value: String)]

    static func == (a: Self, b: Self) -> Bool {
        a.prefix == b.prefix && a.head == b.head && a.fields.map(\.key) == b.fields.map(\.key)
            && a.fields.map(\.value) == b.fields.map(\.value)
    }

    init(_ line: String) {
        // The engine's lines are read as bytes: the panel fits the one row a
        // drag counts up in every frame, and reading it by `Character` cost
        // more than drawing it.
        var bytes = line
        if Self.isPlain(line), let parsed = bytes.withUTF8({ Self(plain: $0) }) {
            self = parsed
            return
        }
        self.init(characters: line)
    }

    /// The trace's symbols beyond ASCII: none combines with what is next to it.
    private static let plainSymbols: Set<Unicode.Scalar> = ["…", "→", "≠", "✕", "×", "▸", "—", "–", "·", "•", "↳", "←"]

    /// True when each `Character` of `line` is one scalar that is ASCII
    /// (but a carriage return, which joins a line feed) or one of
    /// `plainSymbols`: then the delimiters, all ASCII, can be found as bytes.
    static func isPlain(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy { $0.value < 0x80 ? $0.value != 0x0D : plainSymbols.contains($0) }
    }

    /// `init(_:)` over the UTF-8 bytes of a line that `isPlain`.
    private init?(plain bytes: UnsafeBufferPointer<UInt8>) {
        let open = UInt8(ascii: "<"), close = UInt8(ascii: ">"), openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
        let semicolon = UInt8(ascii: ";")
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        guard let first = bytes.firstIndex(of: open), bytes.last == close else {
            prefix = text(0..<bytes.count); head = nil; fields = []
            return
        }
        prefix = text(0..<first)
        let end = bytes.count - 1
        var parts: [Range<Int>] = []
        var depth = 0, start = first + 1, i = first + 1
        while i < end {
            let c = bytes[i]
            if c == open || c == openParen { depth += 1 } else if c == close || c == closeParen { depth -= 1 }
            if c == semicolon, depth == 0 {
                parts.append(start..<i)
                // The character after "; " (a space), however many bytes it has.
                i += 1
                if i < end {
                    let lead = bytes[i]
                    i += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                }
                i = min(i, end)
                start = i
                continue
            }
            i += 1
        }
        parts.append(start..<end)
        head = text(parts[0])
        fields = parts.dropFirst().map { part in
            // The first " = " splits the key from the value.
            var j = part.lowerBound
            while j + 3 <= part.upperBound {
                if bytes[j] == UInt8(ascii: " "), bytes[j + 1] == UInt8(ascii: "="), bytes[j + 2] == UInt8(ascii: " ") {
                    return (text(part.lowerBound..<j), text((j + 3)..<part.upperBound))
                }
                j += 1
            }
            return (text(part), "")
        }
    }

    /// `init(_:)` by `Character`, for any line.
    init(characters line: String) {
        guard let open = line.firstIndex(of: "<"), line.hasSuffix(">") else {
            prefix = line; head = nil; fields = []
            return
        }
        prefix = String(line[..<open])
        let body = line[line.index(after: open)..<line.index(before: line.endIndex)]
        var parts: [String] = []
        var depth = 0, current = ""
        var characters = body.makeIterator()
        while let c = characters.next() {
            switch c {
            case "<", "(": depth += 1
            case ">", ")": depth -= 1
            default: break
            }
            if c == ";", depth == 0 {
                parts.append(current)
                current = ""
                _ = characters.next()   // the space after "; "
                continue
            }
            current.append(c)
        }
        parts.append(current)
        head = parts.first
        fields = parts.dropFirst().map { part in
            guard let eq = part.range(of: " = ") else { return (part, "") }
            return (String(part[..<eq.lowerBound]), String(part[eq.upperBound...]))
        }
    }

    /// The line again, with only the fields at `kept` (in their order) and
    /// "…" where others were left out.
    func text(keeping kept: [Int]) -> String {
        guard let head else { return prefix }
        var parts = [head]
        var last = -1
        for i in kept.sorted() {
            if i > last + 1 { parts.append("…") }
            parts.append(fields[i].value.isEmpty ? fields[i].key : "\(fields[i].key) = \(fields[i].value)")
            last = i
        }
        if last < fields.count - 1 { parts.append("…") }
        return prefix + "<" + parts.joined(separator: "; ") + ">"
    }

    /// The same line for any values of its numeric fields: lines of one
    /// shape differ only in numbers (a pinch's `scale`, a pan's `translation`).
    var shape: String {
        prefix + (head ?? "") + fields.map { "\($0.key)=\(Self.isNumeric($0.value) ? "#" : $0.value)" }.joined(separator: ";")
    }

    static func isNumeric(_ value: String) -> Bool {
        Double(value) != nil || (value.hasPrefix("(") && value.dropFirst().dropLast().split(separator: " ").allSatisfy { Double($0) != nil })
    }

    /// How much a field tells the viewer, most first: who and in what
    /// state, then the values a gesture changes, then where, then the rest
    /// (colours, layers, settings that never change during a gesture).
    static func priority(of key: String) -> Int {
        switch key {
        case "state", "name": 0
        case "scale", "rotation", "velocity", "translation", "location", "contentOffset", "cancelsTouchesInView": 1
        case "view", "frame": 2
        default: 3
        }
    }
}

extension TraceLineFields {
    /// `text` if it fits `width` (as `measure` says); otherwise the line with
    /// its least telling fields left out, whole, until it fits; a line with
    /// no fields to leave out is cut at the end, as before.
    static func fit(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        let line = TraceLineFields(text)
        guard line.head != nil, !line.fields.isEmpty else { return text }
        // Drop the least telling, latest fields first.
        var kept = Array(line.fields.indices)
        let dropOrder = line.fields.indices.sorted { (priority(of: line.fields[$0].key), $0) > (priority(of: line.fields[$1].key), $1) }
        for index in dropOrder {
            kept.removeAll { $0 == index }
            let candidate = line.text(keeping: kept)
            if measure(candidate) <= width { return candidate }
        }
        return line.text(keeping: [])
    }
}
