import Foundation
import HID
import RunLoop
import SpringBoard
import Testing
import TouchLab
// @testable: see SceneBehaviourTests.swift (Testing's `_Testing_UIKit` overlay).
@_spi(TouchLab) @testable import UIKit
import XServer

/// The whole journey, the way the live app wires it: a script played with
/// XTest → the X server → SpringBoard's thread → the app's port → Source1 →
/// Source0 → sendEvent → a scene, with the app's run loop on this thread in
/// real time.
@Suite("End to end: script → X → SpringBoard → run loop → scene")
struct EndToEndTests {
    final class LiveApp {
        let server: XvfbServer
        let display: XDisplay
        let xWindow: XWindow
        let application: UIApplication
        let window: UIWindow
        let springBoard: SpringBoard
        let content: SceneContent

        init(scene name: String) throws {
            server = try XvfbServer(width: 640, height: 900)
            display = try XDisplay(name: server.displayName)
            xWindow = try XWindow(display: display, width: 430, height: 800, title: "EndToEndTests", x: 20, y: 30,
                                  inputMask: 0)
            application = try UIApplication()
            window = UIWindow(windowScene: UIWindowScene(application: application),
                              frame: CGRect(x: 0, y: 0, width: 430, height: 800))
            window.makeKeyAndVisible()
            content = try SceneCatalog.scene(named: name).build(in: window, application: application)
            springBoard = try SpringBoard(window: xWindow, sender: application.port.sender)
            try springBoard.start()
        }

        func end() {
            content.tearDown()
            springBoard.stop()
            display.close()
            server.stop()
        }

        /// Plays `script` while running the app's loop, as the live app does,
        /// until the player has finished and `done` holds (or 5 s pass).
        func play(_ script: String, until done: () -> Bool) throws -> ScriptPlayer.Outcome? {
            let player = try ScriptPlayer(actions: ScriptParser.parse(script, fileName: "e2e.script"), window: xWindow)
            var finished = false
            // The documented way to see the end from a run loop: a Source1 on the descriptor.
            var watcher: RunLoopSource1?
            watcher = RunLoopSource1(name: "script finished", fileDescriptor: player.finishedFileDescriptor) {
                finished = true
                watcher?.invalidate()
            }
            application.runLoop.add(watcher!, forMode: .common)
            player.start()
            let clock = application.runLoop.clock
            let deadline = clock.now + 5
            while !(finished && done()) && clock.now < deadline {
                application.runLoop.run(mode: application.runLoopMode, before: min(deadline, clock.now + 0.05))
            }
            watcher?.invalidate()
            return player.outcome
        }
    }

    @Test("001-responders: a scripted tap on yellow reaches B; one on the root climbs to the app delegate")
    func tapsThroughTheWholePipeline() throws {
        let app = try LiveApp(scene: "001-responders")
        defer { app.end() }
        let expected = ["B touchesBegan", "controller touchesBegan", "app delegate touchesBegan"]
        let outcome = try app.play("tap 165 350\nwait 0.05\ntap 5 50") { app.content.log.lines.count >= 3 }
        #expect(outcome == .completed)
        #expect(app.content.log.lines == expected)
        #expect(app.springBoard.statistics.eventsForwarded >= 4, "two downs, two ups, and moves")
    }

    @Test("004-long-press: a real 0.6 s hold recognizes on the run loop's timer; the drag after it is Changed")
    func longPressInRealTime() throws {
        let app = try LiveApp(scene: "004-long-press")
        defer { app.end() }
        let viewb = app.content.view(named: "viewb")!
        let p = viewb.convert(CGPoint(x: 50, y: 50), to: nil)
        let script = "move \(Int(p.x)) \(Int(p.y))\ndown\nwait 0.6\nmove \(Int(p.x) + 30) \(Int(p.y))\nup"
        let outcome = try app.play(script) { app.content.log.lines.last == "long press: Ended" }
        #expect(outcome == .completed)
        #expect(app.content.log.lines == ["long press: Began", "long press: Changed", "long press: Ended"])
    }
}
