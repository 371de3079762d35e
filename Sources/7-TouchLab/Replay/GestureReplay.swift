import Drawing
import Foundation
import HID
@_spi(TouchLab) import UIKit
import UIKitHeadless

/// Space: the last gesture again, deterministically — its HID events, as the
/// port received them, sent through a fresh copy of the scene's port on a
/// virtual clock that reads what the live clock read, so the engine makes
/// the same decisions at the same times and the trace comes out the same.
///
///     live records ──▶ the port messages (time, HID event)
///                          │ fresh HeadlessDriver, clock at the gesture's start
///                          ▼ the scene built anew, same window frame
///     advance to each message's time ─▶ send it ─▶ run until idle ─▶ … ─▶ the gesture's end
///                          ▼
///     the replay's own records (timeline, cursor, panels) and a comparison with the live trace
///
/// Keys and markers are left out: a replay is the touch, not the demo's keys.
final class GestureReplay {
    let driver: HeadlessDriver
    let window: UIWindow
    let content: SceneContent
    /// The replay's records, from its touch-down's port message on.
    let records: [TraceRecord]
    /// The first line where the replay's trace differs from the live one, or nil when they are the same.
    let firstDifference: (index: Int, live: String?, replay: String?)?
    let comparedLines: Int

    /// `appDelegate`: the live app's, or one of the same class — the end of
    /// the responder chain is part of the trace.
    init(scene: Scene, windowFrame: CGRect, gesture: [TraceRecord], appDelegate: UIApplicationDelegate? = nil) throws {
        let inputs: [(time: TimeInterval, hid: HIDEvent)] = gesture.compactMap { record in
            guard case let .portReceived(hid) = record.event else { return nil }
            switch hid.kind {
            case .pointerDown, .pointerMove, .pointerUp, .scroll, .hover: return (record.time, hid)
            case .key, .keyUp, .marker: return nil
            }
        }
        let start = gesture.first?.time ?? 1000
        driver = try HeadlessDriver(startTime: start, recordTrace: true)
        driver.application.tracesRunLoop = true
        driver.application.delegate = appDelegate
        window = driver.makeWindow(frame: windowFrame, rootViewController: nil)
        content = scene.build(in: window, application: driver.application)
        driver.clearLog()
        for (time, hid) in inputs {
            if time > driver.clock.now { driver.advance(by: time - driver.clock.now) }
            driver.send(hid)
        }
        // Until the live gesture's last record: timers that settle it (a double tap's wait) fire too.
        if let end = gesture.last?.time, end > driver.clock.now { driver.advance(by: end - driver.clock.now) }
        records = Array(GestureTimeline.lastGesture(in: driver.tracer.records))
        let live = Self.comparableLines(gesture), replayed = Self.comparableLines(records)
        comparedLines = live.count
        let shared = min(live.count, replayed.count)
        if let i = (0..<shared).first(where: { live[$0] != replayed[$0] }) ?? (live.count == replayed.count ? nil : shared) {
            firstDifference = (i, i < live.count ? live[i] : nil, i < replayed.count ? replayed[i] : nil)
        } else {
            firstDifference = nil
        }
    }

    deinit { content.tearDown() }

    /// What must match between a gesture and its replay: every UIKit-level
    /// line (hit-testing, calls, recognizer states and actions, scrolls), addresses
    /// masked. Not the port and sources, which batch messages by how fast the
    /// app read them, nor the loop's turns, nor the demo's keys — nor the
    /// frames of a deceleration: how many there are depends on when the live
    /// loop's 60 Hz timer fired, while where the content comes to rest does not
    /// (the motion is stepped per millisecond of the clock, whatever the frames).
    static func comparableLines<Records: Sequence>(_ records: Records) -> [String] where Records.Element == TraceRecord {
        var inDecelerationFrame = false
        return records.flatMap { record -> [String] in
            if case let .runLoopTimerFired(name) = record.event { inDecelerationFrame = name == Self.decelerationTimer; return [] }
            if case .scrolled = record.event, inDecelerationFrame { return [] }
            if !record.event.isRunLoopStep { inDecelerationFrame = false }
            switch record.event {
            case .portReceived, .movesCoalesced, .source1Fired, .source0Signalled, .source0Performed,
                 .runLoopActivity, .runLoopTimerFired, .mainQueueServiced, .foundationTimersFired, .pressesDelivered, .pressesForwarded, .keyCommandPerformed, .actionSent:
                return []
            case let .sendEvent(_, type, _, _) where type == .presses:
                return []
            default:
                return SeedLogFormatter.lines(for: record.event, style: .verbose).map(SeedLogFormatter.withoutAddresses)
            }
        }
    }

    static let decelerationTimer = "UIScrollView deceleration"

    /// One line for the timeline's caption.
    var verdict: String {
        guard let d = firstDifference else { return "replay: same trace (\(comparedLines) lines)" }
        return "replay differs at line \(d.index + 1)"
    }
}
