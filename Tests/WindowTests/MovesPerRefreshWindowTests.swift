import Foundation
import Testing
import HID
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// Behaviour §1: UIKit delivers a finger's moves once per display refresh,
/// the moves in between merged into one `touchesMoved` whose
/// `coalescedTouches(for:)` holds them all (Apple, "Getting high-fidelity
/// input with coalesced touches"; Apple developer forums thread 710800: a
/// device log of `touchesMoved` every 16.6 ms). Here a real X pointer moves
/// at 125 Hz through XTest, Xvfb and SpringBoard into the live window.
@Suite("A 125 Hz drag in the live window", .serialized)
struct MovesPerRefreshWindowTests {
    /// A view over the whole window that writes down what it hears.
    final class Listener: UIView {
        enum Call: Equatable { case began, moved(samples: [CGPoint], at: Double), ended(CGPoint) }
        var calls: [Call] = []
        var clock: () -> Double = { 0 }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append(.began) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            calls.append(.moved(samples: event!.coalescedTouches(for: touch)!.map { $0.location(in: self) }, at: clock()))
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append(.ended(touches.first!.location(in: self))) }
    }

    static let movesPerStroke = 25

    /// Two strokes of 25 moves 8 ms apart, a release and a press between
    /// them; returns the listener's calls and the harness (for its trace).
    static func drag(everyMove: Bool) throws -> ([Listener.Call], LiveWindowHarness) {
        let h = try LiveWindowHarness(scene: "004-tap")
        if everyMove { h.app.application.deliversMovesAtDisplayRefresh = false }
        let listener = Listener(frame: h.app.window.bounds)
        let clock = h.app.application.runLoop.clock
        listener.clock = { clock.now }
        h.app.window.addSubview(listener)
        func pixel(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
            let p = h.app.screen.toPixels(x: x, y: y)
            return (Int(p.x.rounded()), Int(p.y.rounded()))
        }
        let status = try h.run { pointer, h in
            let origin = try pointer.rootOrigin(of: h.app.xWindow.id)
            var x = 60.0
            for _ in 0..<2 {
                let start = pixel(x, 400)
                pointer.move(toRootX: origin.x + start.x, y: origin.y + start.y)
                pointer.press()
                try h.sync(pointer)   // the press handled: the moves start from a live touch
                for _ in 0..<movesPerStroke {
                    usleep(8_000)     // 125 Hz
                    x += 6
                    let p = pixel(x, 400)
                    pointer.move(toRootX: origin.x + p.x, y: origin.y + p.y)
                }
                pointer.release()
                x += 20
            }
            try h.sync(pointer)
        }
        #expect(status == 0)
        return (listener.calls, h)
    }

    @Test("moves come at most once per refresh, the rest in coalescedTouches; a release in the middle keeps every move before it, in order")
    func movesPerRefresh() throws {
        let (calls, h) = try Self.drag(everyMove: false)
        // The two strokes, each: began, its moves, ended.
        var strokes: [[Listener.Call]] = []
        for call in calls {
            if call == .began { strokes.append([]) } else { strokes[strokes.count - 1].append(call) }
        }
        try #require(strokes.count == 2, "two strokes: \(calls)")
        let refresh = h.app.application.displayRefreshInterval
        var reports = 0
        for stroke in strokes {
            guard case let .ended(liftedAt)? = stroke.last else { Issue.record("a stroke ends with touchesEnded: \(stroke)"); continue }
            var samples: [CGPoint] = [], slots: [Double] = []
            for case let .moved(s, at) in stroke { samples += s; slots.append((at / refresh + 1e-6).rounded(.down)) }
            reports += slots.count
            // Every move of the stroke, in the order it was made, before the lift.
            #expect(samples.count == Self.movesPerStroke, "every move is a sample of some report: \(samples.count)")
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.x < $1.x }, "in order: \(samples.map(\.x))")
            #expect(samples.last == liftedAt, "the last move came before the lift")
            // At most one report per refresh; the lift may flush one more in its refresh.
            #expect(Set(slots.dropLast()).count == slots.count - 1, "one report per refresh: \(slots)")
            #expect(slots.count < Self.movesPerStroke, "8 ms moves, 16.7 ms refreshes: fewer reports than moves (\(slots.count))")
        }
        // The trace shows it: every move received through the port, each
        // report signalled by the display refresh (or by the lift behind it).
        let trace = h.app.application.tracer.recorded
        let received = trace.filter { if case let .portReceived(e) = $0, e.kind == .pointerMove { true } else { false } }.count
        #expect(received == 2 * Self.movesPerStroke)
        #expect(trace.filter { $0.isTouches(.moved) }.count == reports)
        let refreshes = trace.indices.filter { if case .runLoopTimerFired(name: UIApplication.displayRefreshName) = trace[$0] { true } else { false } }
        #expect(refreshes.count >= reports - 2, "a refresh before each report but the lifts': \(refreshes.count) for \(reports)")
        #expect(h.log.filter { $0.hasPrefix("Touches Moved") }.count == reports)
    }

    @Test("--every-move: one touchesMoved per pointer motion, each its own only sample")
    func everyMove() throws {
        let (calls, _) = try Self.drag(everyMove: true)
        let moved = calls.compactMap { if case let .moved(samples, _) = $0 { samples } else { nil } }
        #expect(moved.count == 2 * Self.movesPerStroke)
        #expect(moved.allSatisfy { $0.count == 1 })
    }
}
