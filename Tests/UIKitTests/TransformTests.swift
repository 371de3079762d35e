import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// `UIView.transform` moves where a view is touched, not only where it is
/// drawn: hit-testing, `point(inside:with:)`, `convert` and a pan's
/// translation all go through it — checked on both sides of each boundary.
@Suite("Transformed views: where taps land")
struct TransformTests {
    struct Stage {
        let driver: HeadlessDriver
        let root: UIView
        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            root = controller.view
        }
        func hit(_ x: CGFloat, _ y: CGFloat) -> UIView? {
            root.window!.hitTest(CGPoint(x: x, y: y), with: nil)
        }
    }

    @Test("a square turned 45°: its corners reach 70.7 pt along the axes, and its old corners are empty")
    func rotatedSquare() throws {
        let s = try Stage()
        let square = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))   // centre (200, 200)
        s.root.addSubview(square)
        #expect(s.hit(265, 200) !== square)           // unrotated: right edge at 250
        #expect(s.hit(245, 155) === square)           // unrotated: near the top-right corner

        square.transform = CGAffineTransform(rotationAngle: .pi / 4)

        #expect(s.hit(265, 200) === square)           // the turned corner reaches 270.7
        #expect(s.hit(272, 200) !== square)
        #expect(s.hit(245, 155) !== square)           // the old corner is now outside
        #expect(abs(square.frame.width - 141.42) < 0.01)
        #expect(abs(square.frame.midX - 200) < 1e-9)
    }

    @Test("a view scaled ×2 about its centre: touched over twice its size, and its points convert through the scale")
    func scaledView() throws {
        let s = try Stage()
        let small = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))        // centre (100, 100)
        s.root.addSubview(small)
        #expect(s.hit(145, 100) !== small)

        small.transform = CGAffineTransform(scaleX: 2, y: 2)

        #expect(s.hit(145, 100) === small)
        #expect(s.hit(151, 100) !== small)
        #expect(small.convert(CGPoint(x: 50, y: 25), to: s.root) == CGPoint(x: 150, y: 100))
        #expect(small.convert(CGPoint(x: 150, y: 100), from: s.root) == CGPoint(x: 50, y: 25))
        #expect(small.point(inside: small.convert(CGPoint(x: 149, y: 100), from: s.root), with: nil))
        #expect(!small.point(inside: small.convert(CGPoint(x: 151, y: 100), from: s.root), with: nil))
    }

    @Test("a pan in a view scaled ×2 reads half the finger's movement; in the window, all of it")
    func panThroughAScale() throws {
        let s = try Stage()
        let board = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        board.transform = CGAffineTransform(scaleX: 2, y: 2)
        s.root.addSubview(board)
        var inBoard = CGPoint.zero, inWindow = CGPoint.zero
        let pan = UIPanGestureRecognizer { r in
            let pan = r as! UIPanGestureRecognizer
            inBoard = pan.translation(in: board)
            inWindow = pan.translation(in: nil)
        }
        board.addGestureRecognizer(pan)

        s.driver.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 250, y: 250), duration: 0.2, steps: 10)

        #expect(inWindow == CGPoint(x: 100, y: 0))
        #expect(inBoard == CGPoint(x: 50, y: 0))
    }

    @Test("setting the frame of a view scaled ×2 keeps the scale: the bounds become half the frame, and the frame reads back as set")
    func frameSetUnderAScale() throws {
        let s = try Stage()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 60))
        s.root.addSubview(photo)
        photo.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(photo.frame == CGRect(x: -45, y: -30, width: 180, height: 120))

        photo.frame = CGRect(x: 10, y: 20, width: 180, height: 120)     // moved, as a zoom view is centred
        #expect(photo.bounds.size == CGSize(width: 90, height: 60))
        #expect(photo.frame == CGRect(x: 10, y: 20, width: 180, height: 120))
        #expect(photo.center == CGPoint(x: 100, y: 80))
        #expect(s.hit(15, 25) === photo)
        #expect(s.hit(185, 135) === photo)
        #expect(s.hit(195, 145) !== photo)

        photo.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)   // a quarter turn: width and height swap
        photo.frame = CGRect(x: 0, y: 0, width: 60, height: 180)
        #expect(abs(photo.bounds.width - 90) < 1e-9 && abs(photo.bounds.height - 30) < 1e-9)
        #expect(abs(photo.frame.width - 60) < 1e-9 && abs(photo.frame.height - 180) < 1e-9)
    }
}
