import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Pinch, rotation, edge pans and multi-finger taps and pans, driven by known
/// finger paths through the port on the virtual clock: every number below is
/// the geometry of the path.
@Suite("Two-finger gestures: pinch, rotation, edge pan, touches required")
struct TwoFingerGestureTests {
    struct Stage {
        let driver: HeadlessDriver
        let window: UIWindow
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
        init() throws {
            driver = try HeadlessDriver()
            window = driver.makeWindow(rootViewController: nil)
            window.addSubview(pad)
        }
        /// Finger `finger` from `from` to `to` in `steps` equal moves, 10 ms apart.
        func slide(_ finger: Int, from: CGPoint, to: CGPoint, steps: Int) {
            for i in 1...steps {
                driver.advance(by: 0.01)
                let f = CGFloat(i) / CGFloat(steps)
                driver.move(to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), finger: finger)
            }
        }
        /// Finger 1 along a circle of `radius` round `centre`, from `start` to `end` degrees, 10° per 10 ms.
        func turn(round centre: CGPoint, radius: CGFloat, from start: Int, to end: Int) {
            for degrees in stride(from: start + 10, through: end, by: 10) {
                driver.advance(by: 0.01)
                let a = CGFloat(degrees) * .pi / 180
                driver.move(to: CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a)), finger: 1)
            }
        }
    }

    // MARK: Pinch

    @Test("pinch: the fingers 100 pt apart spread to 150, then 200: scale 1.5, then 2; it began past the threshold")
    func pinchScale() throws {
        let s = try Stage()
        let pinch = UIPinchGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var scaleAtBegan: CGFloat = 0
        pinch.addTarget { r in states.append(r.state); if r.state == .began { scaleAtBegan = (r as! UIPinchGestureRecognizer).scale } }
        s.pad.addGestureRecognizer(pinch)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        #expect(pinch.state == .possible && pinch.scale == 1)
        s.slide(1, from: CGPoint(x: 250, y: 400), to: CGPoint(x: 300, y: 400), steps: 5)
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        #expect(abs(scaleAtBegan - 1.1) < 1e-9, "10 pt on 100 is the first move past a 0.05 threshold")
        s.slide(0, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 100, y: 400), steps: 5)
        #expect(abs(pinch.scale - 2) < 1e-9, "relative to the first distance, whichever finger moves")
        // 10 pt per 10 ms on a 100 pt base: the scale grows by 10 per second.
        #expect(abs(pinch.velocity - 10) < 1e-6)
        s.driver.touchUp(at: CGPoint(x: 300, y: 400), finger: 1)
        #expect(pinch.state == .changed && states.last == .changed, "one finger up: not over yet (Behaviour §6)")
        s.driver.touchUp(at: CGPoint(x: 100, y: 400))
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(pinch.state == .possible, "reset once the touches ended")
    }

    @Test("pinch: one finger alone never begins it; lifting it fails it")
    func pinchNeedsTwo() throws {
        let s = try Stage()
        let pinch = UIPinchGestureRecognizer()
        var failed = false
        pinch.addTarget { _ in }
        s.pad.addGestureRecognizer(pinch)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.slide(0, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 300, y: 400), steps: 10)
        #expect(pinch.state == .possible)
        s.driver.tracer.addRecordSink { r in
            if case let .gestureStateChanged(g, _, to) = r.event, g === pinch, to == .failed { failed = true }
        }
        s.driver.touchUp(at: CGPoint(x: 300, y: 400))
        #expect(failed)
    }

    @Test("pinch: setting scale to 1 in the action rebases it, so each call gives the step since the last")
    func pinchRebase() throws {
        let s = try Stage()
        let pinch = UIPinchGestureRecognizer()
        var product: CGFloat = 1
        pinch.addTarget { r in let p = r as! UIPinchGestureRecognizer; product *= p.scale; p.scale = 1 }
        s.pad.addGestureRecognizer(pinch)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        s.slide(1, from: CGPoint(x: 250, y: 400), to: CGPoint(x: 350, y: 400), steps: 5)
        #expect(abs(product - 2) < 1e-9, "the incremental scales multiply up to the whole: 200 / 100")
    }

    // MARK: Rotation

    @Test("rotation: finger 1 turns 90° round finger 0, clockwise on screen: rotation π/2, 10° per 10 ms in velocity")
    func rotationAngle() throws {
        let s = try Stage()
        let rotation = UIRotationGestureRecognizer()
        var began = false
        rotation.addTarget { r in if r.state == .began { began = true } }
        s.pad.addGestureRecognizer(rotation)
        let centre = CGPoint(x: 215, y: 466)
        s.driver.touchDown(at: centre)
        s.driver.touchDown(at: CGPoint(x: 315, y: 466), finger: 1)
        s.turn(round: centre, radius: 100, from: 0, to: 90)
        #expect(began)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(abs(rotation.velocity - (10 * .pi / 180) / 0.01) < 1e-6)
    }

    @Test("rotation: past half a turn it keeps counting (270° reads 3π/2, not −π/2)")
    func rotationUnwraps() throws {
        let s = try Stage()
        let rotation = UIRotationGestureRecognizer()
        rotation.addTarget { _ in }
        s.pad.addGestureRecognizer(rotation)
        let centre = CGPoint(x: 215, y: 466)
        s.driver.touchDown(at: centre)
        s.driver.touchDown(at: CGPoint(x: 315, y: 466), finger: 1)
        s.turn(round: centre, radius: 100, from: 0, to: 270)
        #expect(abs(rotation.rotation - 3 * .pi / 2) < 1e-9)
    }

    @Test("pinch and rotation recognized together through the delegate: both follow the same two fingers")
    func pinchAndRotateTogether() throws {
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
        }
        let s = try Stage()
        let together = Together()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        pinch.delegate = together; rotation.delegate = together
        var pinchCalls = 0, rotationCalls = 0
        pinch.addTarget { _ in pinchCalls += 1 }
        rotation.addTarget { _ in rotationCalls += 1 }
        s.pad.addGestureRecognizer(pinch); s.pad.addGestureRecognizer(rotation)
        let centre = CGPoint(x: 215, y: 466)
        s.driver.touchDown(at: centre)
        s.driver.touchDown(at: CGPoint(x: 315, y: 466), finger: 1)
        // Out to radius 150 while turning 90°: scale 1.5, rotation π/2.
        for step in 1...9 {
            s.driver.advance(by: 0.01)
            let a = CGFloat(step * 10) * .pi / 180, r = 100 + CGFloat(step) * 50 / 9
            s.driver.move(to: CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a)), finger: 1)
        }
        #expect(abs(pinch.scale - 1.5) < 1e-9 && abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(pinch.state == .changed && rotation.state == .changed)
        #expect(pinchCalls > 1 && rotationCalls > 1)
    }

    // MARK: Edge pan against a content pan

    struct EdgeStage {
        let stage: Stage
        let edge = UIScreenEdgePanGestureRecognizer()
        let content = UIPanGestureRecognizer()
        var edgeStates: [UIGestureRecognizer.State] = []
        init() throws {
            stage = try Stage()
            edge.edges = .left
            edge.name = "edge pan"; content.name = "content pan"
            stage.pad.addGestureRecognizer(edge)
            stage.pad.addGestureRecognizer(content)
            content.require(toFail: edge)   // Apple's advice: the content pan waits for the edge pan to fail
            for r in [edge, content] { r.addTarget { _ in } }
        }
        func finalStates(_ r: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
            stage.driver.tracer.records.compactMap { rec in
                guard case let .gestureStateChanged(g, _, to) = rec.event, g === r else { return nil }
                return to
            }
        }
    }

    @Test("a drag from 5 pt off the left edge, rightwards: the edge pan begins, the content pan fails")
    func edgePanWins() throws {
        let e = try EdgeStage()
        e.stage.driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 410), duration: 0.2, steps: 10)
        #expect(e.finalStates(e.edge).prefix(2) == [.began, .changed])
        #expect(e.finalStates(e.edge).contains(.ended))
        #expect(e.finalStates(e.content).first == .failed)
    }

    @Test("a drag from the middle: the edge pan fails at touch-down, the content pan begins")
    func contentPanWinsAwayFromEdge() throws {
        let e = try EdgeStage()
        e.stage.driver.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.2, steps: 10)
        #expect(e.finalStates(e.edge) == [.failed, .possible])
        #expect(e.finalStates(e.content).prefix(2) == [.began, .changed])
    }

    @Test("a drag from the edge along it (downwards): not away from it, so the edge pan fails and the content pan begins")
    func edgePanNeedsToLeaveTheEdge() throws {
        let e = try EdgeStage()
        e.stage.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 10, y: 500), duration: 0.2, steps: 10)
        #expect(e.finalStates(e.edge).first == .failed)
        #expect(e.finalStates(e.content).first == .began)
    }

    // MARK: Taps and pans with several fingers

    @Test("numberOfTouchesRequired = 2: a two-finger tap is recognized when both lift; a one-finger tap fails")
    func twoFingerTap() throws {
        let s = try Stage()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        var recognized = 0
        tap.addTarget { _ in recognized += 1 }
        s.pad.addGestureRecognizer(tap)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        s.driver.advance(by: 0.05)
        s.driver.touchUp(at: CGPoint(x: 250, y: 400), finger: 1)
        #expect(recognized == 0, "one finger is still down")
        s.driver.touchUp(at: CGPoint(x: 150, y: 400))
        #expect(recognized == 1)
        s.driver.advance(by: 1)
        s.driver.tap(at: CGPoint(x: 150, y: 400))
        #expect(recognized == 1, "one finger is not a two-finger tap")
        #expect(s.driver.tracer.records.contains { r in
            if case let .gestureStateChanged(g, _, to) = r.event { return g === tap && to == .failed }
            return false
        })
    }

    @Test("minimumNumberOfTouches = 2: one finger drags without a pan; a second finger and the pan begins")
    func twoFingerPan() throws {
        let s = try Stage()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.addTarget { _ in }
        s.pad.addGestureRecognizer(pan)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.slide(0, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 500), steps: 5)
        #expect(pan.state == .possible)
        s.driver.touchDown(at: CGPoint(x: 250, y: 500), finger: 1)
        s.slide(1, from: CGPoint(x: 250, y: 500), to: CGPoint(x: 250, y: 560), steps: 5)
        #expect(pan.state == .changed || pan.state == .began)
        // From the first touch-down: finger 0's 100 pt alone, then half of
        // finger 1's 60 (the centroid's); finger 1's landing does not jump it.
        #expect(abs(pan.translation(in: nil).y - 130) < 1e-9)
    }

    @Test("maximumNumberOfTouches = 1: two fingers down before the threshold, and the pan never begins")
    func panMaximum() throws {
        let s = try Stage()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.addTarget { _ in }
        s.pad.addGestureRecognizer(pan)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        s.slide(1, from: CGPoint(x: 250, y: 400), to: CGPoint(x: 250, y: 600), steps: 5)
        #expect(pan.state == .possible)
    }
}
