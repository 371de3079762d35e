import Foundation
import Testing
@testable import Drawing

/// The trace panel reads well on video (issue 20, item 7): a pinch's 30
/// `Changed` lines a second are one line saying what changed, and a long
/// line loses whole fields, never half a value.
@Suite("Trace panel: readable lines")
struct TraceReadabilityTests {
    static func pinchLine(_ scale: Double) -> String {
        "<UIPinchGestureRecognizer: 0x…0003; state = Changed; view = <UIView: 0x…0004>; name = pinch; scale = \(scale)>"
    }

    static func line(_ text: String, _ kind: TraceLog.Kind = .recognizer, at time: Double = 0) -> TraceLog.Line {
        TraceLog.Line(text: text, kind: kind, time: time)
    }

    @Test("34 Changed lines of one pinch collapse to one: the count, scale first → last, and the unchanging fields")
    func changedLinesCollapse() {
        let began = Self.line("<UIPinchGestureRecognizer: 0x…0003; state = Began; view = <UIView: 0x…0004>; name = pinch; scale = 1.001>")
        let changed = (0..<34).map { Self.line(Self.pinchLine(1 + 0.8 * Double($0) / 33), at: Double($0)) }
        let ended = Self.line("<UIPinchGestureRecognizer: 0x…0003; state = Ended; view = <UIView: 0x…0004>; name = pinch; scale = 1.8>")
        let out = TraceCollapse.collapse([began] + changed + [ended])
        #expect(out.map(\.text) == [
            began.text,
            "× 34, scale 1.00 → 1.80: <UIPinchGestureRecognizer: 0x…0003; state = Changed; view = <UIView: 0x…0004>; name = pinch>",
            ended.text,
        ])
        #expect(out[1].time == 33, "the run's line is as new as its last line")
    }

    @Test("short runs, lines of another kind and lines of another shape stay as they are")
    func whatDoesNotCollapse() {
        let two = [Self.line(Self.pinchLine(1.1)), Self.line(Self.pinchLine(1.2))]
        #expect(TraceCollapse.collapse(two).map(\.text) == two.map(\.text))
        // The seed's long press: recognizer and view lines alternate; nothing merges.
        let alternating = (0..<4).flatMap { i in
            [Self.line(Self.pinchLine(Double(i))), Self.line("Touches Moved: <UIView: 0x…0001; frame = (165 416; 100 100)>", .touches(.moved))]
        }
        #expect(TraceCollapse.collapse(alternating).count == alternating.count)
        let moved = (0..<5).map { _ in Self.line("Touches Moved: <UIView: 0x…0001; frame = (165 416; 100 100)>", .touches(.moved)) }
        #expect(TraceCollapse.collapse(moved).map(\.text) == ["× 5: Touches Moved: <UIView: 0x…0001; frame = (165 416; 100 100)>"])
    }

    @Test("a line of the engine's read as bytes is taken apart as it is read by Character")
    func fieldsAsBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", ">", "(", ")", "; ", ";", ";…", " = ", "=", "Touches Moved: ", "UIView: 0x…0001", "frame", "165 416",
                      "state = Changed", "→", "×", " ", "a", "é", "\r\n"]
        for _ in 0..<3_000 {
            var line = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if Bool.random(using: &generator) { line += ">" }
            #expect(TraceLineFields(line) == TraceLineFields(characters: line), "\(line)")
        }
    }

    @Test("a line too long for the panel loses its least telling fields whole, and says so with …; one that fits is untouched")
    func longLinesLoseWholeFields() {
        let measure: (String) -> Double = { Double($0.count) * 7 }   // a monospaced font, 7 px a character
        let text = "Touches Began: <UIView: 0x…0001; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x…0002>>"
        #expect(TraceLineFields.fit(text, width: 2000, measure: measure) == text)
        let fitted = TraceLineFields.fit(text, width: 70 * 7, measure: measure)
        #expect(fitted == "Touches Began: <UIView: 0x…0001; frame = (165 416; 100 100); …>")
        let recognizer = "<UIRotationGestureRecognizer: 0x…0003; state = Changed; view = <UIView: 0x…0004>; name = rotation; rotation = 0.00272591>"
        let short = TraceLineFields.fit(recognizer, width: 100 * 7, measure: measure)
        #expect(short == "<UIRotationGestureRecognizer: 0x…0003; state = Changed; …; name = rotation; rotation = 0.00272591>",
                "the value that changes is kept whole; the view goes first")
    }

    @Test("a run's row whose count alone changed keeps the fields it was fitted with, as fitting it again would")
    func recountedRowsFitAsBefore() {
        let measure: (String) -> Double = { Double($0.count) * 7 }
        let tail = ": Touches Moved: <UIView: 0x…0001; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x…0002>>"
        for width in [40.0, 70, 90, 120, 200].map({ $0 * 7 }) {
            for (old, new) in [(3, 4), (9, 10), (41, 42), (99, 100), (123, 987), (1000, 1001)] {
                let before = "× \(old)" + tail, after = "× \(new)" + tail
                let recounted = TracePanelFeed.recounted(TraceLineFields.fit(before, width: width, measure: measure), from: before, to: after)
                if String(old).count == String(new).count {
                    #expect(recounted == TraceLineFields.fit(after, width: width, measure: measure), "× \(old) → × \(new) in \(width)")
                } else {
                    #expect(recounted == nil, "× \(old) → × \(new): the count grew a digit, the row is fitted again")
                }
            }
        }
        #expect(TracePanelFeed.recounted("× 4: a", from: "× 4: a", to: "× 5: b") == nil, "more than the count changed")
        #expect(TracePanelFeed.recounted("Touches Moved", from: "Touches Moved", to: "Touches Ended") == nil)
    }
}
