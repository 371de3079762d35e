import Foundation
import HID
import RunLoop
import SpringBoard
import Testing
import TouchLab
// @testable: see Tests/TouchLabTests/SceneBehaviourTests.swift (Testing's `_Testing_UIKit` overlay).
@_spi(TouchLab) @testable import UIKit
import XServer

/// The live app's wiring without the demo, for the end-to-end tests: a
/// private Xvfb, an X window the phone's width at identity scale, a
/// `UIApplication` whose run loop runs on the test's thread, and SpringBoard's
/// thread reading the window into the app's port. Scripts are played with
/// XTest, so every event takes the whole path: script → X → SpringBoard →
/// port → Source1 → Source0 → sendEvent → the views.
final class ScriptStage {
    let server: XvfbServer
    let display: XDisplay
    let xWindow: XWindow
    let application: UIApplication
    let window: UIWindow
    let springBoard: SpringBoard

    init(title: String, height: Int = 932, translator: HIDEventTranslator = HIDEventTranslator()) throws {
        server = try XvfbServer(width: 640, height: height + 100)
        display = try XDisplay(name: server.displayName)
        xWindow = try XWindow(display: display, width: 430, height: height, title: title, x: 20, y: 30, inputMask: 0)
        application = try UIApplication()
        window = UIWindow(windowScene: UIWindowScene(application: application),
                          frame: CGRect(x: 0, y: 0, width: 430, height: CGFloat(height)))
        window.makeKeyAndVisible()
        springBoard = try SpringBoard(window: xWindow, sender: application.port.sender, translator: translator)
        try springBoard.start()
    }

    func end() {
        springBoard.stop()
        display.close()
        server.stop()
    }

    /// Plays `script` while running the app's loop, as the live app does,
    /// until the player has finished and `done` holds: the events themselves
    /// end the wait.
    func play(_ script: String, sourceLocation: SourceLocation = #_sourceLocation,
              until done: () -> Bool) throws -> ScriptPlayer.Outcome? {
        let player = try ScriptPlayer(actions: ScriptParser.parse(script, fileName: "stage.script"), window: xWindow)
        var finished = false
        // The documented way to see the end from a run loop: a Source1 on the descriptor.
        var watcher: RunLoopSource1?
        watcher = RunLoopSource1(name: "script finished", fileDescriptor: player.finishedFileDescriptor) {
            finished = true
            watcher?.invalidate()
        }
        application.runLoop.add(watcher!, forMode: .common)
        player.start()
        runLoop(until: { finished && done() }, sourceLocation: sourceLocation)
        watcher?.invalidate()
        player.cancel()
        return player.outcome
    }

    /// Runs the app's loop on this thread until `done` holds. Each run
    /// returns after a pass (or 50 ms of nothing, the polling step), so `done`
    /// is looked at after every event; the 30 s deadline only turns a hang
    /// into a failure.
    func runLoop(until done: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let clock = application.runLoop.clock
        let deadline = clock.now + 30
        while !done() {
            guard clock.now < deadline else {
                Issue.record("30 s passed and the app never reached what the test waits for", sourceLocation: sourceLocation)
                return
            }
            application.runLoop.run(mode: application.runLoopMode, before: min(deadline, clock.now + 0.05))
        }
    }
}
