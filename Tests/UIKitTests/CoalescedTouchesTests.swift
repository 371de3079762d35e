import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// `UIEvent.coalescedTouches(for:)` and `predictedTouches(for:)`: moves that
/// wait together in the app's queue are merged into one report and handed
/// back as samples; the prediction carries the last motion on.
@Suite("Coalesced and predicted touches")
struct CoalescedTouchesTests {
    final class Canvas: UIView {
        var movedCalls = 0
        var coalesced: [[CGPoint]] = []
        var previous: [CGPoint] = []
        var predicted: [CGPoint] = []
        var location: CGPoint = .zero
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            movedCalls += 1
            let touch = touches.first!
            location = touch.location(in: self)
            coalesced.append(event!.coalescedTouches(for: touch)!.map { $0.location(in: self) })
            previous.append(touch.previousLocation(in: self))
            predicted = event!.predictedTouches(for: touch)!.map { $0.location(in: self) }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endedAfterMoves = movedCalls }
        var endedAfterMoves: Int?
    }

    func stage() throws -> (HeadlessDriver, Canvas) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
        window.addSubview(canvas)
        return (driver, canvas)
    }

    @Test("five moves waiting together: one touchesMoved, five coalesced touches, the last being the touch itself")
    func fiveMerged() throws {
        let (driver, canvas) = try stage()
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        let path = (1...5).map { CGPoint(x: 100 + CGFloat($0) * 4, y: 100) }
        driver.move(through: path)
        #expect(canvas.movedCalls == 1, "the app merged the run of moves into one report")
        #expect(canvas.coalesced == [path], "every merged move, oldest first")
        #expect(canvas.coalesced.last?.last == canvas.location)
        #expect(canvas.previous == [CGPoint(x: 100, y: 100)], "previousLocation is the last report's place, not a merged sample")
    }

    @Test("moves that come one at a time: each is its own report with one coalesced touch, itself")
    func oneByOne() throws {
        let (driver, canvas) = try stage()
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.move(to: CGPoint(x: 110, y: 100))
        driver.move(to: CGPoint(x: 120, y: 100))
        #expect(canvas.movedCalls == 2)
        #expect(canvas.coalesced == [[CGPoint(x: 110, y: 100)], [CGPoint(x: 120, y: 100)]])
    }

    @Test("without merging, every move is its own report, whatever the finger")
    func fingersDoNotMerge() throws {
        let (driver, canvas) = try stage()
        canvas.isMultipleTouchEnabled = true   // so the view hears finger 1 too
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        let app = driver.application
        for (finger, x) in [(0, 110.0), (1, 310.0), (0, 120.0)] {
            try app.port.sender.send(.init(kind: .pointerMove, timestamp: 2_000_000_000_000, x: x, y: 100, button: 1, finger: UInt8(finger)))
        }
        driver.runUntilIdle()
        #expect(canvas.movedCalls == 3)
    }

    @Test("predicted touch: moving right and down at 4 pt per 1/240 s, the guess is one 60 Hz frame further on the same line")
    func predictedDirection() throws {
        let (driver, canvas) = try stage()
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.move(through: (1...4).map { CGPoint(x: 100 + CGFloat($0) * 4, y: 100 + CGFloat($0) * 2) })
        let p = try #require(canvas.predicted.first)
        // 4 pt per 1/240 s is 960 pt/s; a frame (1/60 s) ahead is 16 pt on, and 8 down.
        #expect(abs(p.x - 132) < 1e-3 && abs(p.y - 116) < 1e-3, "timestamps are whole nanoseconds: 1/240 s is rounded")
    }

    @Test("no prediction for a touch that has not moved since its last report")
    func noPredictionAtRest() throws {
        let (driver, canvas) = try stage()
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.01)
        driver.move(to: CGPoint(x: 110, y: 100))
        #expect(canvas.predicted.count == 1)
        driver.advance(by: 0.01)
        driver.move(to: CGPoint(x: 110, y: 100))   // same place: stationary, views not told
        #expect(canvas.movedCalls == 1)
    }

    // MARK: Delivered at the display refresh (Behaviour §1)

    /// Puts a move of `finger` at `x` in the app's port, as SpringBoard would, and lets the app run.
    func post(_ driver: HeadlessDriver, x: Double, finger: UInt8 = 0) throws {
        let ns = UInt64((driver.clock.now * 1e9).rounded())
        try driver.application.port.sender.send(.init(kind: .pointerMove, timestamp: ns, x: x, y: 100, button: 1, finger: finger))
        driver.runUntilIdle()
    }

    @Test("at the display refresh: three moves 1/240 s apart wait, then come as one touchesMoved holding all three")
    func movesWaitForTheRefresh() throws {
        let (driver, canvas) = try stage()
        driver.application.deliversMovesAtDisplayRefresh = true
        let start = driver.clock.now           // 1000 s: a refresh (60,000 of them)
        driver.advance(by: 1.0 / 60 - 0.001)   // just before a refresh: the press is delivered at once all the same
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.002)               // past the refresh, into the next one
        for i in 1...3 {
            try post(driver, x: 100 + Double(i) * 10)
            #expect(canvas.movedCalls == 0, "move \(i) waits for the refresh")
            driver.advance(by: 1.0 / 240)
        }
        // The third move came at 1/60 + 0.001 + 2/240 s; the next refresh is 2/60 s.
        driver.advance(by: start + 2.0 / 60 - 0.0005 - driver.clock.now)
        #expect(canvas.movedCalls == 0, "still waiting half a millisecond before the refresh")
        driver.advance(by: 0.001)
        #expect(canvas.movedCalls == 1, "delivered at the refresh")
        #expect(canvas.coalesced == [[CGPoint(x: 110, y: 100), CGPoint(x: 120, y: 100), CGPoint(x: 130, y: 100)]])
        #expect(canvas.previous == [CGPoint(x: 100, y: 100)], "previousLocation is the last reported place")
    }

    @Test("at the display refresh: a lift delivers the waiting moves first, at once, then touchesEnded")
    func aLiftDoesNotWait() throws {
        let (driver, canvas) = try stage()
        driver.application.deliversMovesAtDisplayRefresh = true
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        try post(driver, x: 110)
        try post(driver, x: 120)
        #expect(canvas.movedCalls == 0)
        let before = driver.clock.now
        driver.touchUp(at: CGPoint(x: 120, y: 100))
        #expect(driver.clock.now == before, "no time passed: the lift did not wait")
        #expect(canvas.coalesced == [[CGPoint(x: 110, y: 100), CGPoint(x: 120, y: 100)]])
        #expect(canvas.endedAfterMoves == 1, "the moves before the lift, then the lift")
    }

    @Test("at the display refresh: each finger is one report of all its moves, though another finger's came between")
    func fingersMergeAcrossEachOther() throws {
        let (driver, canvas) = try stage()
        canvas.isMultipleTouchEnabled = true
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        driver.application.deliversMovesAtDisplayRefresh = true
        try post(driver, x: 110)
        try post(driver, x: 310, finger: 1)
        try post(driver, x: 120)
        driver.advance(by: 1.0 / 60)
        #expect(canvas.movedCalls == 2)
        #expect(canvas.coalesced.contains([CGPoint(x: 110, y: 100), CGPoint(x: 120, y: 100)]))
        #expect(canvas.coalesced.contains([CGPoint(x: 310, y: 100)]))
    }

    @Test("switched off with moves waiting: they are delivered on the next pass, not lost")
    func switchedOffWithMovesWaiting() throws {
        let (driver, canvas) = try stage()
        driver.application.deliversMovesAtDisplayRefresh = true
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        try post(driver, x: 110)
        driver.application.deliversMovesAtDisplayRefresh = false
        driver.runUntilIdle()
        #expect(canvas.movedCalls == 1)
    }
}
