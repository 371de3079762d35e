import Foundation
import Synchronization
@_spi(TouchLab) import UIKit

/// The last lines of the trace in the seeds' log shape, in both of
/// `SeedLogFormatter`'s styles, so the panel can switch style without
/// replaying events.
///
/// What is kept is events, not text: an event is formatted (and its
/// addresses shortened) only when a panel first shows it, and then
/// remembered. A drag or a flood appends thousands of events between two
/// frames and the panel shows the last few dozen lines, so formatting on
/// arrival spent the main thread on text nobody saw. A line therefore
/// describes its views as they were when it was first drawn, within one
/// frame of the event. Events hold their views strongly: `removeAll()` (the
/// demo's scene switch) lets a scene's views go.
///
/// Addresses are shortened to their last four digits (`0x…a3f0`): long
/// enough to tell two objects apart on screen, short enough to leave room
/// for the line.
public final class TraceLog {
    /// What a line is about, for its colour.
    public enum Kind: Sendable, Equatable {
        case hitTest, nextResponder, rejected, touches(UITouch.Phase), recognizer, pipeline, detail
        /// A what-if switch someone flipped (inspect mode): not UIKit's doing, so it stands out.
        case whatIf
    }

    public struct Line {
        public let text: String
        public let kind: Kind
        public let time: TimeInterval
    }

    /// Events kept per style; each gives at least one line in its style, so
    /// at least this many lines can always be shown.
    public let capacity: Int
    /// `RunLoop entry/beforeWaiting…` lines arrive on every pass of the loop
    /// and would push everything else out; off unless asked for.
    public var includesRunLoopActivity = false
    /// When the newest event was appended (for the "new line" highlight).
    public private(set) var lastAppendedTime: TimeInterval = -.infinity
    /// When the newest event with a line in `style` was appended.
    public func lastAppendedTime(_ style: SeedLogFormatter.Style) -> TimeInterval {
        style == .seeds ? seeds.lastTime : verbose.lastTime
    }
    /// Events with a line in `style` appended so far: it changes exactly when
    /// the lines shown in that style do (a frame can skip the panel otherwise).
    public func appendedCount(_ style: SeedLogFormatter.Style) -> Int {
        style == .seeds ? seeds.appended : verbose.appended
    }

    private var seeds: Ring
    private var verbose: Ring

    public init(capacity: Int = 300) {
        self.capacity = max(1, capacity)
        seeds = Ring(capacity: self.capacity)
        verbose = Ring(capacity: self.capacity)
    }

    /// The newest `count` lines in `style`, oldest first. Formats only the
    /// events it has not formatted before.
    public func lines(_ style: SeedLogFormatter.Style, last count: Int = .max) -> [Line] {
        style == .seeds ? seeds.lastLines(count, style: .seeds) : verbose.lastLines(count, style: .verbose)
    }

    /// The lines of the events appended in `style` since `appendedCount(style)`
    /// was `count`, oldest first: what a panel that has shown everything up to
    /// `count` adds. Nil when some of them are gone (more were appended than
    /// the ring keeps, or the log was cleared since): read `lines(style)` afresh.
    public func lines(_ style: SeedLogFormatter.Style, appendedAfter count: Int) -> [Line]? {
        style == .seeds ? seeds.linesAppended(after: count, style: .seeds) : verbose.linesAppended(after: count, style: .verbose)
    }

    public func removeAll() {
        seeds.removeAll()
        verbose.removeAll()
        lastAppendedTime = -.infinity
    }

    /// Costs a copy of the event into a ring slot: no text is made here.
    func append(_ event: TraceEvent, at time: TimeInterval) {
        if case .runLoopActivity = event, !includesRunLoopActivity { return }
        lastAppendedTime = time
        verbose.append(event, at: time)
        if SeedLogFormatter.hasSeedsLines(event) { seeds.append(event, at: time) }
    }

    static func format(_ event: TraceEvent, at time: TimeInterval, style: SeedLogFormatter.Style) -> [Line] {
        let kinds = kinds(of: event)
        return SeedLogFormatter.lines(for: event, style: style).enumerated().map { i, text in
            Line(text: shortenAddresses(text), kind: kinds[min(i, kinds.count - 1)], time: time)
        }
    }

    /// What each of `event`'s lines is about, for its colour (the lesson page's too).
    public static func kinds(of event: TraceEvent) -> [Kind] {
        switch event {
        case .hitTestVisit: [.hitTest, .nextResponder]
        case .hitTestRejected: [.rejected]
        case .hitTestBegan, .hitTestReturned, .hitTestFinished, .hitTestAnsweredByOverride, .pointInsideChecked: [.hitTest]
        case let .touchesDelivered(_, phase, _, _): [.touches(phase)]
        case let .touchesForwarded(_, _, phase): [.touches(phase)]
        case .touchesHeld, .touchesReleased: [.touches(.began)]
        case .gestureAttached, .gestureStateChanged, .gestureAction: [.recognizer]
        case .portReceived, .source1Fired, .source0Signalled, .source0Performed, .sendEvent: [.pipeline]
        case .whatIf: [.whatIf]
        default: [.detail]
        }
    }

    /// Addresses as `0x…0001`, `0x…0002`, … in order of first appearance,
    /// instead of their last digits: a `--record`ing's frames must not depend
    /// on where the allocator put an object (ASLR moves it every run). Set
    /// once, before anything is drawn, by the process that records.
    public static var numbersAddresses: Bool {
        get { numbering.load(ordering: .relaxed) }
        set { numbering.store(newValue, ordering: .relaxed) }
    }

    /// Numbers the next address seen 0x…0001 again: a recording made twice
    /// in one process (a GIF's palette pass, then its frames) shows the same
    /// numbers both times.
    public static func restartAddressNumbers() {
        addressNumbers.withLock { $0.removeAll() }
    }

    /// `n` in decimal, at least four digits (`String(format: "%04d")`,
    /// which cost some 10,000 instructions an address: a recording's drag
    /// numbers two addresses a move).
    static func appendNumber(_ n: Int, to bytes: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = n.magnitude
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        if digits.count < 4 { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - digits.count - (n < 0 ? 1 : 0))) }
        bytes.append(contentsOf: digits.reversed())
    }

    /// An atomic flag and a mutex: any thread that formats a trace line may
    /// number an address, and the usual case (not recording) takes no lock.
    private static let numbering = Atomic<Bool>(false)
    private static let addressNumbers = Mutex<[String: Int]>([:])

    private static func addressNumber(_ digits: String) -> Int {
        addressNumbers.withLock { numbers in
            if let n = numbers[digits] { return n }
            let n = numbers.count + 1
            numbers[digits] = n
            return n
        }
    }

    /// `0x7f3a2c0012a0` → `0x…12a0`. Short hex (`0x10`) is left alone.
    ///
    /// A line of ASCII (every line the engine formats, unless a name is not)
    /// is read as bytes: a drag formats a line or two per move, and reading
    /// it by `Character` and `range(of:)` cost more than the rest of the
    /// trace panel's frame.
    public static func shortenAddresses(_ line: String) -> String {
        var line = line
        if let shortened = line.withUTF8({ addressesShortened(ascii: $0) }) { return shortened ?? line }
        return addressesShortenedByCharacter(line)
    }

    /// `shortenAddresses` over ASCII bytes: nil if `bytes` are not all ASCII;
    /// `.some(nil)` when there is no long address to shorten.
    static func addressesShortened(ascii bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        let zero = UInt8(ascii: "0"), x = UInt8(ascii: "x")
        func isHexDigit(_ b: UInt8) -> Bool {
            (b >= zero && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
                || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }
        var out: [UInt8]?
        var copied = 0, i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b >= 0x80 { return nil }
            guard b == zero, i + 1 < n, bytes[i + 1] == x else { i += 1; continue }
            var end = i + 2
            while end < n, isHexDigit(bytes[end]) { end += 1 }
            let digits = end - (i + 2)
            if digits > 6 {
                if out == nil { out = []; out!.reserveCapacity(n) }
                out!.append(contentsOf: bytes[copied..<i])
                out!.append(contentsOf: "0x…".utf8)
                if numbersAddresses {
                    let address = String(decoding: bytes[(i + 2)..<end], as: UTF8.self)
                    appendNumber(addressNumber(address), to: &out!)
                } else {
                    out!.append(contentsOf: bytes[(end - 4)..<end])
                }
                copied = end
            }
            i = end
        }
        guard var out else { return .some(nil) }
        out.append(contentsOf: bytes[copied..<n])
        return .some(String(decoding: out, as: UTF8.self))
    }

    /// `shortenAddresses` by `Character`, for a line with any non-ASCII text
    /// (where a hex digit followed by a combining mark is no hex digit).
    static func addressesShortenedByCharacter(_ line: String) -> String {
        guard line.contains("0x") else { return line }
        var out = ""
        out.reserveCapacity(line.count)
        var chars = Substring(line)
        while let r = chars.range(of: "0x") {
            out += chars[chars.startIndex..<r.lowerBound]
            var end = r.upperBound
            while end < chars.endIndex, chars[end].isHexDigit { end = chars.index(after: end) }
            let digits = chars[r.upperBound..<end]
            if digits.count <= 6 {
                out += chars[r.lowerBound..<end]
            } else if numbersAddresses {
                var number: [UInt8] = []
                appendNumber(addressNumber(String(digits)), to: &number)
                out += "0x…" + String(decoding: number, as: UTF8.self)
            } else {
                out += "0x…" + digits.suffix(4)
            }
            chars = chars[end...]
        }
        out += chars
        return out
    }

    /// A fixed-size ring of events, each with its lines once formatted:
    /// appending never reallocates once full.
    private struct Ring {
        struct Slot {
            let event: TraceEvent
            let time: TimeInterval
            var lines: [Line]?
        }
        var storage: [Slot] = []
        var head = 0
        let capacity: Int
        /// Appended since the log was made (never reset: a count that only
        /// grows tells a frame the lines changed, even across `removeAll`).
        var appended = 0
        /// `appended` just after the last `removeAll`: a reader that saw less missed the clearing.
        var clearedAt = 0
        var lastTime: TimeInterval = -.infinity
        init(capacity: Int) { self.capacity = capacity; storage.reserveCapacity(capacity) }

        mutating func removeAll() {
            storage.removeAll(keepingCapacity: true)
            head = 0
            appended += 1
            clearedAt = appended
            lastTime = -.infinity
        }

        mutating func append(_ event: TraceEvent, at time: TimeInterval) {
            appended += 1
            lastTime = time
            let slot = Slot(event: event, time: time, lines: nil)
            if storage.count < capacity { storage.append(slot) } else {
                storage[head] = slot
                head = (head + 1) % capacity
            }
        }

        /// The lines of the events appended after the `count`th, if the ring still holds them all.
        mutating func linesAppended(after count: Int, style: SeedLogFormatter.Style) -> [Line]? {
            let new = appended - count
            guard count >= clearedAt, new >= 0, new <= storage.count else { return nil }
            var result: [Line] = []
            for i in (storage.count - new)..<storage.count {
                let index = (head + i) % storage.count
                if storage[index].lines == nil {
                    storage[index].lines = TraceLog.format(storage[index].event, at: storage[index].time, style: style)
                }
                result += storage[index].lines!
            }
            return result
        }

        /// Walks back from the newest event until `n` lines are collected.
        mutating func lastLines(_ n: Int, style: SeedLogFormatter.Style) -> [Line] {
            guard n > 0, !storage.isEmpty else { return [] }
            var collected: [[Line]] = []
            var total = 0
            var i = storage.count - 1
            while i >= 0 && total < n {
                let index = (head + i) % storage.count
                if storage[index].lines == nil {
                    storage[index].lines = TraceLog.format(storage[index].event, at: storage[index].time, style: style)
                }
                let lines = storage[index].lines!
                collected.append(lines)
                total += lines.count
                i -= 1
            }
            var result: [Line] = []
            result.reserveCapacity(min(n, total))
            for lines in collected.reversed() { result += lines }
            return total > n ? Array(result.suffix(n)) : result
        }
    }
}
