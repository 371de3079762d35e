import XCTest
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The display pass's inner rules, which a client cannot see (Behaviour §13).
final class DrawingCycleTests: XCTestCase {
    final class Drawing: UIView {
        var calls = 0
        override func draw(_ rect: CGRect) { calls += 1; UIColor.red.setFill(); UIRectFill(rect) }
    }

    /// Views whose class does not override draw(_:) keep no bitmap and are
    /// never asked again; a drawing view keeps its bitmap at the screen's scale.
    func testOnlyViewsThatDrawGetABitmap() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = UILabel(frame: CGRect(x: 0, y: 60, width: 50, height: 20))
        let drawing = Drawing(frame: CGRect(x: 0, y: 100, width: 50, height: 40))
        for v in [plain, label, drawing] { controller.view.addSubview(v) }
        driver.runUntilIdle()
        XCTAssertNil(plain.displayState)
        XCTAssertNil(label.displayState)
        XCTAssertEqual(DrawOverrides.overrides(plain), false)
        let content = try XCTUnwrap(drawing.drawnContent)
        XCTAssertEqual(content.size, CGSize(width: 50, height: 40))
        XCTAssertEqual(content.scale, UIScreen.main.scale)
        plain.setNeedsDisplay()
        XCTAssertTrue(controller.view.window!.viewsNeedingDisplay.isEmpty, "a view that does not draw is not queued")
        XCTAssertEqual(drawing.calls, 1)
    }

    /// A view with no area is not asked to draw until it has one.
    func testAZeroSizedViewDrawsWhenItGetsASize() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let drawing = Drawing(frame: .zero)
        controller.view.addSubview(drawing)
        driver.runUntilIdle()
        XCTAssertEqual(drawing.calls, 0)
        drawing.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        drawing.setNeedsDisplay()
        driver.runUntilIdle()
        XCTAssertEqual(drawing.calls, 1)
    }
}

/// Paths as Core Graphics defines them.
final class PathGeometryTests: XCTestCase {
    /// A ring drawn as two circles the same way round: filled solid by the
    /// winding rule, hollow by even-odd.
    func testWindingAndEvenOddDisagreeInsideARing() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        XCTAssertFalse(ring.contains(CGPoint(x: 3, y: 3)), "the square's corner is outside the circle")
        let moved = CGAffineTransform(translationX: 200, y: 0)
        XCTAssertTrue(ring.contains(CGPoint(x: 210, y: 50), using: .evenOdd, transform: moved))
    }

    /// `boundingBox` includes control points; `boundingBoxOfPath` only the curve.
    func testBoundingBoxesOfACurve() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        XCTAssertEqual(p.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(p.boundingBoxOfPath.height, 50, accuracy: 0.5)
    }

    /// UIBezierPath's `clockwise` is on screen: a quarter arc clockwise from
    /// 3 o'clock goes down to 6 o'clock; Core Graphics' flag is the opposite.
    func testArcDirections() {
        let onScreen = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertGreaterThan(onScreen.bounds.maxY, 9.9)
        XCTAssertGreaterThan(onScreen.bounds.minY, -0.1)
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertLessThan(cg.boundingBoxOfPath.minY, -9.9, "three quarters, through 12 o'clock")
    }

    /// strokeEnd 0.5 of a straight line is its first half.
    func testTrimmingAPathByLength() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 100))
        let half = CAShapeLayer.trimmed(line, from: 0, to: 0.5)
        XCTAssertEqual(half.currentPoint, CGPoint(x: 100, y: 0))
        let quarterToThree = CAShapeLayer.trimmed(line, from: 0.25, to: 0.75)
        XCTAssertEqual(quarterToThree.boundingBox, CGRect(x: 50, y: 0, width: 50, height: 50))
    }

    /// A layer's frame follows its position and anchor point; hit-testing a
    /// sublayer goes through both.
    func testLayerGeometryAndHitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)   // hitTest takes superlayer coordinates: these are the same
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 100, y: 50)
        XCTAssertEqual(child.frame, CGRect(x: 100, y: 50, width: 40, height: 20))
        child.anchorPoint = CGPoint(x: 1, y: 1)
        XCTAssertEqual(child.frame, CGRect(x: 60, y: 30, width: 40, height: 20))
        child.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        XCTAssertEqual(child.position, CGPoint(x: 50, y: 30))
        root.addSublayer(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 100)) === root)
        child.zPosition = -1
        let front = CALayer()
        front.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        root.insertSublayer(front, at: 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === front, "zPosition puts the child behind")
        child.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(child.frame.width, 80, accuracy: 1e-9)
    }
}
