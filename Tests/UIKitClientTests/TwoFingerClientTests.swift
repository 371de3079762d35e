import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// The two-finger API as iOS code spells it: Apple's pinch-and-rotate sample,
/// an edge pan, a two-finger tap, and a drawing view reading coalesced and
/// predicted touches.
final class TwoFingerClientTests: XCTestCase {
    final class PhotoController: UIViewController, UIGestureRecognizerDelegate {
        let photo = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
        override func viewDidLoad() {
            view.addSubview(photo)
            photo.isMultipleTouchEnabled = true
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: "handlePinch:") { [unowned self] r in
                guard let p = r as? UIPinchGestureRecognizer else { return }
                self.photo.transform = self.photo.transform.scaledBy(x: p.scale, y: p.scale)
                p.scale = 1
            }
            let rotation = UIRotationGestureRecognizer()
            rotation.addTarget(self, action: "handleRotation:") { [unowned self] r in
                guard let g = r as? UIRotationGestureRecognizer else { return }
                self.photo.transform = self.photo.transform.rotated(by: g.rotation)
                g.rotation = 0
            }
            pinch.delegate = self; rotation.delegate = self
            photo.addGestureRecognizer(pinch)
            photo.addGestureRecognizer(rotation)
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
    }

    func testPinchAndRotateTheClassicWay() throws {
        let driver = try HeadlessDriver()
        let controller = PhotoController()
        driver.makeWindow(rootViewController: controller)
        driver.touchDown(at: CGPoint(x: 150, y: 400))
        driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        for i in 1...10 {
            driver.advance(by: 0.01)
            driver.move(to: CGPoint(x: 250 + CGFloat(i) * 10, y: 400), finger: 1)   // 100 → 200 apart
        }
        driver.touchUp(at: CGPoint(x: 350, y: 400), finger: 1)
        driver.touchUp(at: CGPoint(x: 150, y: 400))
        XCTAssertEqual(controller.photo.transform.a, 2, accuracy: 1e-9)
    }

    func testEdgePanAndTwoFingerTapCompile() throws {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = [.left, .right]
        XCTAssertEqual(edge.edges.rawValue, UIRectEdge.left.rawValue | UIRectEdge.right.rawValue)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        XCTAssertEqual(UIRectEdge.all.rawValue, 15)
    }

    final class DrawingView: UIView {
        var samples = 0, predictions = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, let event else { return }
            samples += event.coalescedTouches(for: touch)?.count ?? 0
            predictions += event.predictedTouches(for: touch)?.count ?? 0
        }
    }

    func testADrawingViewReadsEverySample() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let canvas = DrawingView(frame: window.bounds)
        window.addSubview(canvas)
        driver.touchDown(at: CGPoint(x: 10, y: 10))
        driver.move(through: [CGPoint(x: 12, y: 10), CGPoint(x: 14, y: 10), CGPoint(x: 16, y: 10)])
        driver.touchUp(at: CGPoint(x: 16, y: 10))
        XCTAssertEqual(canvas.samples, 3)
        XCTAssertEqual(canvas.predictions, 1)
    }
}
