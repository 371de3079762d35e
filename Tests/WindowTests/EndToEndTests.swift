import Foundation
import HID
import RunLoop
import SpringBoard
import Testing
import TouchLab
// @testable: see Tests/TouchLabTests/SceneBehaviourTests.swift (Testing's `_Testing_UIKit` overlay).
@_spi(TouchLab) @testable import UIKit
import XServer

/// The whole journey, the way the live app wires it: a script played with
/// XTest → the X server → SpringBoard's thread → the app's port → Source1 →
/// Source0 → sendEvent → a scene, with the app's run loop on this thread in
/// real time.
@Suite("End to end: script → X → SpringBoard → run loop → scene")
struct EndToEndTests {
    /// A scene from the catalogue on a `ScriptStage` 430×800 points.
    final class SceneStage {
        let stage: ScriptStage
        let content: SceneContent

        init(scene name: String) throws {
            stage = try ScriptStage(title: "EndToEndTests", height: 800)
            content = try SceneCatalog.scene(named: name).build(in: stage.window, application: stage.application)
        }

        func end() {
            content.tearDown()
            stage.end()
        }
    }

    @Test("001-responders: a scripted tap on yellow reaches B; one on the root climbs to the app delegate")
    func tapsThroughTheWholePipeline() throws {
        let app = try SceneStage(scene: "001-responders")
        defer { app.end() }
        let expected = ["B touchesBegan", "controller touchesBegan", "app delegate touchesBegan"]
        let outcome = try app.stage.play("tap 165 350\nwait 0.05\ntap 5 50") { app.content.log.lines.count >= 3 }
        #expect(outcome == .completed)
        #expect(app.content.log.lines == expected)
        #expect(app.stage.springBoard.statistics.eventsForwarded >= 4, "two downs, two ups, and moves")
    }

    @Test("004-long-press: a real hold recognizes on the run loop's 0.5 s timer; the drag after it is Changed")
    func longPressInRealTime() throws {
        let app = try SceneStage(scene: "004-long-press")
        defer { app.end() }
        let viewb = app.content.view(named: "viewb")!
        let p = viewb.convert(CGPoint(x: 50, y: 50), to: nil)
        // A person's hold, through XTest: the finger stays down until the
        // recognizer has begun (its timer, on the real clock), then moves, so
        // however late the machine runs, the move comes after the recognition.
        let pointer = try XTestInjector(displayName: app.stage.server.displayName)
        defer { pointer.close() }
        try pointer.move(toX: Int(p.x), y: Int(p.y), in: app.stage.xWindow)
        pointer.press()
        app.stage.runLoop { app.content.log.lines.last == "long press: Began" }
        try pointer.move(toX: Int(p.x) + 30, y: Int(p.y), in: app.stage.xWindow)
        pointer.release()
        app.stage.runLoop { app.content.log.lines.last == "long press: Ended" }
        #expect(app.content.log.lines == ["long press: Began", "long press: Changed", "long press: Ended"])
    }
}
