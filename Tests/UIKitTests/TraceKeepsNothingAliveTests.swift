import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 24 item 6, at its cause: a trace names the objects it saw — a weak
/// reference and what a log prints of them — and keeps none alive. A view
/// the app removes and releases is freed then, not whenever the trace is
/// cleared; its lines still print, as a device's log lines are text that
/// names objects long gone.
@Suite("A trace keeps nothing alive")
struct TraceKeepsNothingAliveTests {
    final class ProbeView: UIView {}
    final class ProbeTap: UITapGestureRecognizer {}

    @Test("a view and recognizer traced in a tap, then removed and released, are freed while the trace lives; its lines still print them")
    func releasedViewFreedWhileTraceLives() throws {
        let driver = try HeadlessDriver(recordTrace: true)
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        weak var probe: ProbeView?
        weak var probeTap: ProbeTap?
        var address = "", tapAddress = ""
        do {
            let view = ProbeView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
            let tap = ProbeTap()
            view.addGestureRecognizer(tap)
            controller.view.addSubview(view)
            probe = view; probeTap = tap
            address = view.address; tapAddress = tap.address
            driver.tap(at: CGPoint(x: 70, y: 90))
            view.removeFromSuperview()
        }
        #expect(probe == nil, "the recorded trace named the view; it must not keep it")
        #expect(probeTap == nil, "nor its recognizer")
        #expect(driver.tracer.isRecording && !driver.tracer.records.isEmpty)

        // The seeds' lines, from what the trace took when the calls happened.
        let log = driver.log
        #expect(log.contains("HitTest: ProbeView"))
        #expect(log.contains("NextResponder: UIView"), "the next responder, as it was then")
        let began = try #require(log.first { $0.hasPrefix("Touches Began: <ProbeView: \(address); ") })
        #expect(began.contains("frame = (20 40; 100 100)"), "the description as it read at the call: \(began)")
        #expect(log.contains { $0.hasPrefix("Touches Cancelled: <ProbeView: \(address); ") }, "the tap recognized: the view's touch was cancelled")
        #expect(log.contains { $0.hasPrefix("<ProbeTap: \(tapAddress); state = Ended") }, "the recognizer's action line")

        // The verbose and JSON lines name the freed objects too.
        let verbose = SeedLogFormatter.lines(for: driver.tracer.recorded, style: .verbose)
        #expect(verbose.contains("ProbeTap: Possible → Ended"))
        let json = driver.tracer.records.map { TraceJSONLine($0) }
        #expect(json.contains { $0.kind == "touchesDelivered" && $0.fields["to"] == "ProbeView \(address)" })
        #expect(json.contains { $0.kind == "gestureStateChanged" && $0.fields["recognizer"] == "ProbeTap \(tapAddress)" })

        // A record's reference is for live uses only: nil now.
        let named = driver.tracer.recorded.compactMap { event -> Traced<UIView>? in
            if case let .hitTestVisit(view, _, _) = event, view.className == "ProbeView" { return view }
            return nil
        }
        #expect(!named.isEmpty && named.allSatisfy { $0.object == nil && $0.address == address })
    }

    @Test("a record compares by identity: the living object it names, and not a new object at a freed one's address")
    func recordIdentity() {
        let view = UIView()
        let record = Traced(view)
        #expect(record === view)
        #expect(record !== UIView())
        #expect(record == Traced(view))
        #expect(record.upcast(to: UIResponder.self) === view)
        #expect(record.isKind(of: UIView.self) && !record.isKind(of: UIWindow.self))
    }

    /// The scenario, once more: the scroll view tracks (the app is
    /// in the tracking mode), the app releases it. The trace does not hold
    /// it, so it is freed at once — its deinit leaves the tracking mode and
    /// traces, into a trace nobody is clearing — and clearing afterwards is
    /// uneventful.
    @Test("a tracking scroll view released with the trace recording: freed at once, and clearing the trace afterwards is uneventful")
    func trackingScrollViewReleasedWhileRecording() throws {
        let driver = try HeadlessDriver(recordTrace: true)
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        weak var released: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scrollView.contentSize = CGSize(width: 300, height: 10_000)
            controller.view.addSubview(scrollView)
            released = scrollView
            driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
            #expect(driver.application.runLoopMode == .tracking)
            scrollView.removeFromSuperview()
        }
        #expect(released == nil, "the trace names the scroll view; only the window held it")
        #expect(driver.application.runLoopMode == .default)
        let modes = driver.tracer.recorded.compactMap { if case let .runLoopModeChanged(mode) = $0 { mode } else { nil } }
        #expect(modes.last == .default, "the deinit's mode change is in the trace, after the scroll: \(modes)")
        #expect(driver.log.isEmpty == false)
        driver.clearLog()
        #expect(driver.tracer.records.isEmpty)
        driver.tap(at: CGPoint(x: 150, y: 200))
        #expect(!driver.application.hasActiveTouch)
    }

    /// What can still hold a view is a sink's own code (a closure that
    /// captured it). Removing the sinks may free it; its deinit traces;
    /// that event is stamped after the removal, never into the sinks being
    /// replaced.
    @Test("a sink holding the last reference to a tracking scroll view: removing the sinks frees it, and its deinit's trace comes after")
    func sinkHoldingTheLastReference() throws {
        let driver = try HeadlessDriver(recordTrace: true)
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        weak var released: UIScrollView?
        var seen = 0
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scrollView.contentSize = CGSize(width: 300, height: 10_000)
            controller.view.addSubview(scrollView)
            released = scrollView
            driver.tracer.addRecordSink { _ in if scrollView.isDragging { seen += 1 } }
            driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
            #expect(driver.application.runLoopMode == .tracking)
            scrollView.removeFromSuperview()
        }
        #expect(released != nil, "the sink's closure holds it")
        let before = driver.tracer.records.count
        driver.tracer.removeAllSinks()
        #expect(released == nil)
        #expect(driver.application.runLoopMode == .default)
        let after = driver.tracer.records.dropFirst(before).compactMap { if case let .runLoopModeChanged(mode) = $0.event { mode } else { nil } }
        #expect(after == [.default], "the deinit's mode change, recorded after the sinks were removed")
        #expect(seen > 0)
    }
}
