import Foundation
import Testing
import TouchLab
// @testable: see SceneBehaviourTests.swift (Testing's `_Testing_UIKit` overlay).
@_spi(TouchLab) @testable import UIKit

/// The two-finger scenes do what their explanations say, headless on the virtual clock.
@Suite("Two-finger scenes")
struct TwoFingerSceneTests {
    @Test("gesture-pinch-rotate-pan: two fingers spreading and turning scale and rotate the photo; pinch, rotation and pan all recognize")
    func pinchRotatePan() throws {
        let s = try SceneHarness("gesture-pinch-rotate-pan")
        let photo = s.view("photo")
        let c = s.center("photo")
        s.driver.touchDown(at: CGPoint(x: c.x - 50, y: c.y))
        s.driver.touchDown(at: CGPoint(x: c.x + 50, y: c.y), finger: 1)
        for step in 1...6 {
            s.driver.advance(by: 0.016)
            let a = CGFloat(step * 5) * .pi / 180, r = 50 + CGFloat(step) * 25 / 6
            s.driver.move(to: CGPoint(x: c.x - r * cos(a), y: c.y - r * sin(a)))
            s.driver.move(to: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)), finger: 1)
        }
        s.driver.touchUp(at: CGPoint(x: c.x + 75, y: c.y), finger: 1)
        s.driver.touchUp(at: CGPoint(x: c.x - 75, y: c.y))
        let t = photo.transform
        let scale = hypot(t.a, t.b), angle = atan2(t.b, t.a)
        #expect(abs(scale - 1.5) < 1e-6, "the product of the incremental scales is the whole spread, 150 / 100")
        #expect(abs(angle - .pi / 6) < 1e-6, "the sum of the incremental rotations is the whole turn, 30°")
        let log = s.takeLog()
        #expect(log.contains("pinch: Began") && log.contains("rotation: Began"), "\(log)")
        #expect(log.contains("pinch: Ended") && log.contains("rotation: Ended"), "\(log)")
    }

    @Test("gesture-edge-pan: from the left edge the drawer comes out and the card stays; from the card the card moves")
    func edgePan() throws {
        let s = try SceneHarness("gesture-edge-pan")
        let drawer = s.view("drawer"), card = s.view("card")
        let cardCentre = card.center
        s.driver.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3, steps: 12)
        #expect(drawer.frame.minX == 0, "pulled past half its width: it snaps open")
        #expect(card.center == cardCentre)
        #expect(s.takeLog() == ["edge pan: Began", "edge pan: Changed", "edge pan: Ended"])
        _ = s.content.handleKey(keysym: 0x64)   // D closes it
        #expect(drawer.isHidden && s.takeLog() == ["drawer: closed"])
        let c = s.center("card")
        s.driver.drag(from: c, to: CGPoint(x: c.x + 40, y: c.y + 60), duration: 0.3, steps: 12)
        #expect(card.center.x > cardCentre.x + 30 && card.center.y > cardCentre.y + 50)
        #expect(s.takeLog() == ["content pan: Began", "content pan: Changed", "content pan: Ended"])
    }

    @Test("gesture-exclusive-buttons: a finger on each button: only the first fires; with X pressed, both do")
    func exclusiveButtons() throws {
        let s = try SceneHarness("gesture-exclusive-buttons")
        let top = s.center("top button"), bottom = s.center("bottom button")
        s.driver.touchDown(at: top)
        s.driver.touchDown(at: bottom, finger: 1)
        s.driver.touchUp(at: bottom, finger: 1)
        s.driver.touchUp(at: top)
        #expect(s.takeLog() == ["top: touchDown", "top: touchUpInside"])
        _ = s.content.handleKey(keysym: 0x78)   // X
        _ = s.takeLog()
        s.driver.touchDown(at: top)
        s.driver.touchDown(at: bottom, finger: 1)
        s.driver.touchUp(at: bottom, finger: 1)
        s.driver.touchUp(at: top)
        #expect(s.takeLog() == ["top: touchDown", "bottom: touchDown", "bottom: touchUpInside", "top: touchUpInside"])
    }
}
