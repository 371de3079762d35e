import Drawing
import Foundation
@_spi(TouchLab) import UIKit

/// What a lesson page shows, as data: the steps the arrows stop at, the trace
/// lines, the "why" cards, each gesture's timeline and the captions. The page
/// embeds it as JSON and draws from it; nothing in it depends on the machine
/// (times are the virtual clock's, addresses numbered), so two recordings of
/// one script give the same bytes.
///
///     LessonLog (records + frames) ──▶ gestures, as the live window's recorder cuts them
///         each gesture ──▶ TraceCursor: its steps and where Shift+←/→ lead
///                      ──▶ GestureTimeline: lanes and marks, each mark → a step
///                      ──▶ GestureExplainer: the card of each step's view or recognizer
struct LessonContent: Encodable {
    /// One place the arrows stop at (the live window's `TraceCursor` steps).
    struct Step: Encodable {
        /// Seconds on the app's clock, as the trace stamps it.
        let t: Double
        /// The frame the recording drew for this step's time.
        let f: Int
        /// The gesture it belongs to.
        let g: Int
        /// The trace record's sequence number.
        let q: Int
        /// Where Shift+← and Shift+→ lead (one run-loop turn).
        let back: Int, fwd: Int
        /// Its "why" card (an index into `cards`), if a view or recognizer is at this step.
        let c: Int?
    }

    /// One trace line: `v` as the verbose trace prints it, `e` as the seeds' logs do (nil: they print none).
    struct Line: Encodable {
        let s: Int
        let v: String
        let e: String?
        /// What it is about, for its colour.
        let k: String
    }

    struct Card: Encodable {
        let title: String
        let lines: [String]
    }

    /// One mark of a timeline lane: from `a` to `b` (equal for an instant), landing on step `s`.
    struct Mark: Encodable {
        let a: Double, b: Double
        let label: String
        let s: Int
        let k: String
    }

    struct Lane: Encodable {
        let title: String
        let k: String
        let marks: [Mark]
    }

    struct Gesture: Encodable {
        let start: Double, end: Double
        let first: Int, last: Int
        let lanes: [Lane]
    }

    struct Caption: Encodable {
        let start: Double, end: Double
        let text: String
    }

    let title: String
    let scene: String
    let explanation: String
    let fps: Int
    let frames: Int
    let width: Int, height: Int
    let speed: Double
    let video: String
    /// `--compare SWITCH`: the switch flipped on the right-hand phone (the trace is the left app's).
    let compare: String?
    var steps: [Step] = []
    var lines: [Line] = []
    var cards: [Card] = []
    var gestures: [Gesture] = []
    let captions: [Caption]

    /// The lines are written into the page as text, not into its JSON.
    enum CodingKeys: String, CodingKey {
        case title, scene, explanation, fps, frames, width, height, speed, video, compare, steps, cards, gestures, captions
    }

    init(log: LessonLog, recording: ScriptRecording, videoPath: String) {
        title = recording.scene.title
        scene = recording.scene.name
        explanation = recording.scene.explanation
        fps = recording.fps
        frames = recording.frameCount
        width = Int(recording.frameSize.width)
        height = Int(recording.frameSize.height)
        speed = recording.speed
        video = videoPath
        compare = recording.options.compareSwitch
        captions = Self.captions(recording.schedule)
        let frameOf = Dictionary(log.entries.map { ($0.record.sequence, $0) }, uniquingKeysWith: { a, _ in a })
        for (g, records) in Self.gestures(log.entries.map(\.record)).enumerated() {
            add(gesture: records, index: g, entries: frameOf)
        }
    }

    /// The gestures as the live window keeps them (`GestureRecorder`): from a
    /// touch-down (or a wheel's first notch) to the gesture's last event,
    /// hovers and an idle loop's passes left out.
    static func gestures(_ records: [TraceRecord]) -> [[TraceRecord]] {
        let recorder = GestureRecorder(capacity: .max)
        var gestures: [[TraceRecord]] = []
        for record in records {
            let before = recorder.records.first?.sequence
            recorder.append(record)
            if let before, recorder.records.first?.sequence != before { gestures.append(recorder.previousRecords) }
        }
        if !recorder.records.isEmpty { gestures.append(recorder.records) }
        return gestures
    }

    private mutating func add(gesture records: [TraceRecord], index g: Int, entries: [Int: LessonLog.Entry]) {
        var cursor = TraceCursor(records: records)
        guard !cursor.steps.isEmpty else { return }
        let base = steps.count
        let explainer = GestureExplainer(records: records)
        var cardOf: [ObjectIdentifier: Int] = [:]
        func card(for subject: AnyObject?) -> Int? {
            guard let subject else { return nil }
            let id = ObjectIdentifier(subject)
            if let known = cardOf[id] { return known }
            let made: GestureExplainer.Card
            if let view = subject as? UIView { made = explainer.explain(view) } else if let r = subject as? UIGestureRecognizer {
                made = explainer.explain(r)
            } else { return nil }
            cards.append(Card(title: made.title, lines: made.lines))
            cardOf[id] = cards.count - 1
            return cards.count - 1
        }
        let last = base + cursor.steps.count - 1
        var subject: AnyObject?
        var stepOfRecord = base
        var nextStep = 0
        for (i, record) in records.enumerated() {
            if nextStep < cursor.steps.count, cursor.steps[nextStep] == i { stepOfRecord = base + nextStep; nextStep += 1 }
            let entry = entries[record.sequence]
            if let entry, !entry.verbose.isEmpty {
                let kinds = TraceLog.kinds(of: record.event)
                for (n, text) in entry.verbose.enumerated() {
                    lines.append(Line(s: stepOfRecord, v: text, e: n < entry.seeds.count ? entry.seeds[n] : nil, k: Self.kindName(kinds[min(n, kinds.count - 1)])))
                }
            }
        }
        // Each step: its frame, its turn's neighbours, and the card of what it is about (or of the last thing that was).
        for (local, recordIndex) in cursor.steps.enumerated() {
            let record = records[recordIndex]
            cursor.move(toStep: local)
            cursor.passBackward()
            var back = base + cursor.position
            cursor.move(toStep: local)
            cursor.passForward()
            var fwd = base + cursor.position
            if back == base + local, local == 0, base > 0 { back = base - 1 }   // over the gap to the previous gesture
            if fwd == base + local, fwd == last { fwd = last + 1 }               // to the next gesture's first step, if any
            subject = Self.subject(of: record.event) ?? subject
            steps.append(Step(t: Self.rounded(record.time), f: entries[record.sequence]?.frame ?? 0, g: g, q: record.sequence,
                              back: back, fwd: fwd, c: card(for: subject)))
        }
        gestures.append(Gesture(start: Self.rounded(records.first!.time), end: Self.rounded(records.last!.time),
                                first: base, last: last, lanes: lanes(GestureTimeline(records: records), records: records, first: base)))
    }

    /// The view or recognizer a step is about, while it exists (its card reads its settings).
    static func subject(of event: TraceEvent) -> AnyObject? {
        switch event {
        case let .hitTestVisit(view, _, _), let .hitTestRejected(view, _), let .touchesHeld(view, _, _), let .touchesReleased(view, _, _):
            view.object
        case let .touchesDelivered(to, _, _, _): to.object as? UIView
        case let .gestureAttached(r, _), let .gestureStateChanged(r, _, _), let .gestureWaiting(r, _), let .gestureAction(r, _, _):
            r.object
        default: nil
        }
    }

    static func kindName(_ kind: TraceLog.Kind) -> String {
        switch kind {
        case .hitTest: "hittest"
        case .nextResponder: "responder"
        case .rejected: "rejected"
        case let .touches(phase): phase == .cancelled ? "cancelled" : "touches"
        case .recognizer: "recognizer"
        case .pipeline: "pipeline"
        case .detail: "detail"
        case .whatIf: "whatif"
        }
    }

    /// Microseconds: a time prints the same everywhere.
    static func rounded(_ t: Double) -> Double { (t * 1e6).rounded() / 1e6 }

    /// `caption` steps as cues: each until the next caption, `caption off` or the end.
    static func captions(_ schedule: ScriptSchedule) -> [Caption] {
        var cues: [Caption] = []
        var open: (start: Double, text: String)?
        func close(at t: Double) {
            if let o = open, t > o.start { cues.append(Caption(start: rounded(o.start), end: rounded(t), text: o.text)) }
            open = nil
        }
        for step in schedule.steps {
            guard case let .caption(text) = step.input else { continue }
            close(at: step.time)
            if let text { open = (step.time, text) }
        }
        close(at: schedule.duration)
        return cues
    }
}
