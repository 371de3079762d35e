import Foundation
import HID
import RunLoop
import SpringBoard
import Testing
import TouchLab
// @testable: see Tests/TouchLabTests/SceneBehaviourTests.swift (Testing's `_Testing_UIKit` overlay).
@_spi(TouchLab) @testable import UIKit
import XServer

/// The iOS Simulator's second finger through the real window: XTest holds
/// Alt and presses the one X pointer; SpringBoard makes finger 0 and finger 1;
/// the app gets two `UITouch`es in one `UIEvent`, each hit-tested.
@Suite("Alt finger through the real window (XTest)")
struct AltFingerWindowTests {
    /// Logs every touches call with the event's touch count: "left began 1".
    final class Pad: UIView {
        let label: String
        init(_ label: String, frame: CGRect, log: Box) { self.label = label; self.box = log; super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
        let box: Box
        func note(_ what: String, _ event: UIEvent?) { box.lines.append("\(label) \(what) \(event?.allTouches?.count ?? 0)") }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note("began", e) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note("ended", e) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { note("cancelled", e) }
    }
    final class Box { var lines: [String] = [] }

    /// A stage the phone's size (430×932 points, identity mapping); Alt mirrors about its centre (215, 466), as in the demo.
    static func stage() throws -> ScriptStage {
        try ScriptStage(title: "AltFingerWindowTests",
                        translator: HIDEventTranslator(secondFinger: SecondFinger(centreX: 215, centreY: 466)))
    }

    @Test("Alt held + press at (100, 300): a second touch at the mirrored (330, 632); two touches in one event, each hit-tested to its own view")
    func altPressMakesTwoTouches() throws {
        let stage = try Self.stage()
        defer { stage.end() }
        let box = Box()
        let left = Pad("left", frame: CGRect(x: 0, y: 0, width: 215, height: 932), log: box)
        let right = Pad("right", frame: CGRect(x: 215, y: 0, width: 215, height: 932), log: box)
        stage.window.addSubview(left)
        stage.window.addSubview(right)
        var downs: [(finger: UInt8, x: Double, y: Double)] = []
        stage.application.hidEventInterceptor = { hid in
            if hid.kind == .pointerDown { downs.append((hid.finger, hid.x, hid.y)) }
            return false
        }
        let outcome = try stage.play("hold alt\nmove 100 300\ndown\nwait 0.05\nup\nrelease alt") { box.lines.count >= 4 }
        #expect(outcome == .completed)
        #expect(downs.map(\.finger) == [0, 1], "SpringBoard sent finger 0, then finger 1")
        #expect(downs.count == 2 && downs[1].x == 330 && downs[1].y == 632, "finger 1 mirrored about the window's centre")
        #expect(box.lines == ["left began 1", "right began 2", "left ended 2", "right ended 1"],
                "the second touch joins the first one's event; each view hears its own touch")
    }

    @Test("without Alt the same press is one touch: nothing mirrored")
    func noAltOneTouch() throws {
        let stage = try Self.stage()
        defer { stage.end() }
        let box = Box()
        stage.window.addSubview(Pad("left", frame: CGRect(x: 0, y: 0, width: 215, height: 932), log: box))
        stage.window.addSubview(Pad("right", frame: CGRect(x: 215, y: 0, width: 215, height: 932), log: box))
        let outcome = try stage.play("move 100 300\ndown\nwait 0.05\nup\ntap 320 100") { box.lines.count >= 4 }
        #expect(outcome == .completed)
        #expect(box.lines == ["left began 1", "left ended 1", "right began 1", "right ended 1"])
    }

    @Test("a script's pinch in the real window: a pinch recognizer reads the spread, 100 → 200 points, as scale 2")
    func scriptedPinch() throws {
        let stage = try Self.stage()
        defer { stage.end() }
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
        photo.isMultipleTouchEnabled = true
        stage.window.addSubview(photo)
        let pinch = UIPinchGestureRecognizer()
        var lastScale: CGFloat = 0
        var states: [UIGestureRecognizer.State] = []
        pinch.addTarget { r in
            let p = r as! UIPinchGestureRecognizer
            if p.state == .changed || p.state == .began { lastScale = p.scale }
            if states.last != p.state { states.append(p.state) }
        }
        photo.addGestureRecognizer(pinch)
        let outcome = try stage.play("pinch 200 300 from 100 to 200 over 0.3") { states.last == .ended }
        #expect(outcome == .completed)
        #expect(states == [.began, .changed, .ended])
        #expect(abs(lastScale - 2) < 0.02, "XTest moves in whole pixels: within a pixel of 200 / 100")
    }
}
