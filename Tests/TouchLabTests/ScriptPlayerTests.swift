import Foundation
import Synchronization
import Testing
import TouchLab
import XServer

/// The player against a real Xvfb window, read back with a plain XDisplay:
/// what a script does is what the X server delivers (no run loop involved).
@Suite("Script player")
struct ScriptPlayerTests {
    /// A window at (30, 40) on a private server, whose own connection hears its input.
    final class Stage {
        let server: XvfbServer
        let display: XDisplay
        let window: XWindow

        init() throws {
            server = try XvfbServer(width: 640, height: 480)
            display = try XDisplay(name: server.displayName)
            window = try XWindow(display: display, width: 300, height: 200, title: "ScriptPlayerTests", x: 30, y: 40)
        }

        func end() { display.close(); server.stop() }

        func play(_ script: String) throws -> ScriptPlayer {
            let player = try ScriptPlayer(actions: ScriptParser.parse(script, fileName: "test.script"), window: window)
            player.start()
            return player
        }

        /// Input events (no window bookkeeping) until `count` arrived; 30 s
        /// without one ends the wait (what came so far then fails the test).
        func events(_ count: Int, seen: (XInputEvent) -> Void = { _ in }) -> [String] {
            var lines: [String] = []
            while lines.count < count, let event = display.nextInputEvent(timeout: .seconds(30)) {
                seen(event)
                switch event {
                case let .motion(x, y, _, _): lines.append("motion \(x),\(y)")
                case let .buttonPress(x, y, button, _, _): lines.append("press \(button) at \(x),\(y)")
                case let .buttonRelease(x, y, button, _, _): lines.append("release \(button) at \(x),\(y)")
                case let .keyPress(keysym, _, _, _): lines.append("key 0x\(String(keysym, radix: 16))")
                case .inputMarker: lines.append("end marker")
                default: continue
                }
            }
            return lines
        }
    }

    func withStage(_ body: (Stage) throws -> Void) throws {
        let stage = try Stage()
        defer { stage.end() }
        try body(stage)
    }

    @Test("moves, presses, a tap, wheel clicks and a key arrive in window coordinates, in order")
    func playsEachAction() throws {
        try withStage { stage in
            let player = try stage.play("move 10 20\ndown\nmove 30 40\nup\ntap 50 60\nscroll down 2\nkey a")
            #expect(player.wait(timeout: .seconds(30)) == .completed)
            #expect(player.completedActions == 7)
            // The end marker comes last, behind everything injected before it.
            #expect(stage.events(13) == [
                "motion 10,20", "press 1 at 10,20", "motion 30,40", "release 1 at 30,40",
                "motion 50,60", "press 1 at 50,60", "release 1 at 50,60",
                "press 5 at 50,60", "release 5 at 50,60", "press 5 at 50,60", "release 5 at 50,60",
                "key 0x61", "end marker",
            ])
        }
    }

    /// "As long as it says" is measured on the player's side, from the start
    /// to the end marker: the player sleeps until each step's time, so a
    /// loaded machine makes it late, never early, and only the lower bound is
    /// checked (how close it comes is the benchmarks' business). The X
    /// server's timestamps would not do: they are stamped when the server gets
    /// round to each request, so a press it took late makes the hold look short.
    @Test("a drag moves at 120 Hz along the line and takes as long as it says")
    func dragAt120Hz() throws {
        try withStage { stage in
            let start = ContinuousClock.now
            let player = try stage.play("drag 10 10 to 130 70 over 0.1")
            #expect(player.wait(timeout: .seconds(30)) == .completed)
            #expect(ContinuousClock.now - start >= .milliseconds(100))

            let events = stage.events(15)
            #expect(events.prefix(2) == ["motion 10,10", "press 1 at 10,10"])
            #expect(events.last == "release 1 at 130,70")
            let moves = events.dropFirst(2).dropLast()
            #expect(moves.count == 12, "0.1 s at 120 Hz: \(events)")
            #expect(moves.last == "motion 130,70")
            let xs = moves.compactMap { Int($0.dropFirst("motion ".count).prefix { $0 != "," }) }
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 } && xs.first == 20)
        }
    }

    /// Ten 20 ms waits then a tap (50 ms hold), on the player's side as above:
    /// 250 ms at least. How little the steps drift is the benchmarks' business.
    @Test("a script lasts the sum of its waits and holds at least")
    func waitsAddUp() throws {
        try withStage { stage in
            let start = ContinuousClock.now
            let player = try stage.play(Array(repeating: "wait 0.02", count: 10).joined(separator: "\n") + "\ntap 5 5")
            #expect(player.wait(timeout: .seconds(30)) == .completed)
            let elapsed = ContinuousClock.now - start
            #expect(elapsed >= .milliseconds(200) + .seconds(ScriptAction.tapHold), "\(elapsed)")
            #expect(stage.events(3).suffix(2) == ["press 1 at 5,5", "release 1 at 5,5"])
        }
    }

    @Test("thousands of presses in one burst: the end marker arrives after the last release, never before")
    func markerComesLast() throws {
        try withStage { stage in
            let pairs = 3_000
            let player = try stage.play("move 20 20\n" + String(repeating: "down\nup\n", count: pairs))
            #expect(player.wait(timeout: .seconds(30)) == .completed)
            let events = stage.events(1 + 2 * pairs + 1)
            #expect(events.count == 2 + 2 * pairs)
            #expect(events.last == "end marker")
            #expect(events.filter { $0 == "end marker" }.count == 1)
            #expect(events.dropLast().last == "release 1 at 20,20")
        }
    }

    @Test("cancel ends a long wait at once and releases the held button")
    func cancelReleasesTheButton() throws {
        try withStage { stage in
            let player = try stage.play("move 5 5\ndown\nwait \(ScriptParser.longestWait)\nup")
            #expect(stage.events(2) == ["motion 5,5", "press 1 at 5,5"])
            player.cancel()
            // Cancelled, not ten minutes later: the wait was cut short.
            #expect(player.wait(timeout: .seconds(30)) == .cancelled)
            #expect(stage.events(1) == ["release 1 at 5,5"])
            #expect(player.completedActions == 2)
        }
    }

    @Test("a failing step ends the script with one line naming it; the button is released")
    func failureNamesTheStep() throws {
        try withStage { stage in
            let player = try ScriptPlayer(actions: [.move(x: 7, y: 7), .down, .key(keysym: 0x0123_4567, name: "weird")],
                                          window: stage.window)
            player.start()
            guard case let .failed(reason)? = player.wait(timeout: .seconds(30)) else {
                Issue.record("expected a failure, got \(String(describing: player.outcome))")
                return
            }
            #expect(reason.hasPrefix("step 3 (key weird): keysym 0x1234567 is on no key"))
            #expect(stage.events(3) == ["motion 7,7", "press 1 at 7,7", "release 1 at 7,7"])
        }
    }

    @Test("the end is observable three ways: outcome, onFinish (once), and a readable descriptor; onAction sees each step")
    func completionSignals() throws {
        try withStage { stage in
            let player = try ScriptPlayer(actions: ScriptParser.parse("tap 1 1\nwait 0.05\ntap 2 2", fileName: "t"),
                                          window: stage.window)
            let finishes = Mutex<[ScriptPlayer.Outcome]>([]), steps = Mutex<[Int]>([])
            player.onFinish = { outcome in finishes.withLock { $0.append(outcome) } }
            player.onAction = { index, _ in steps.withLock { $0.append(index) } }
            var descriptor = pollfd(fd: player.finishedFileDescriptor, events: Int16(POLLIN), revents: 0)
            #expect(poll(&descriptor, 1, 0) == 0, "not readable before the end")
            #expect(!player.isFinished)

            player.start()
            #expect(poll(&descriptor, 1, 30_000) == 1)
            #expect(player.isFinished && player.outcome == .completed)
            #expect(finishes.withLock { $0 } == [.completed])
            #expect(steps.withLock { $0 } == [0, 1, 2])
            // Set after the end: called at once, still once.
            let late = Mutex(0)
            player.onFinish = { _ in late.withLock { $0 += 1 } }
            #expect(late.withLock { $0 } == 1)
            player.start()   // a second start plays nothing
            #expect(player.wait(timeout: .milliseconds(50)) == .completed)
        }
    }

    @Test("no such window: the player is not made")
    func missingWindow() throws {
        try withStage { stage in
            #expect {
                try ScriptPlayer(actions: [.down, .up], displayName: stage.server.displayName, windowID: 0x7fff_fff0)
            } throws: { error in
                "\(error)".contains("BadWindow")
            }
        }
    }
}
