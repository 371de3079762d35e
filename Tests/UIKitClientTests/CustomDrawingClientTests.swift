import XCTest
import UIKit
import QuartzCore
import CoreGraphics
import UIKitHeadless

/// `draw(_:)` is called as UIKit calls it, and controls that draw themselves
/// work under a finger (Behaviour §13).
final class CustomDrawingClientTests: XCTestCase {
    private func knobOnScreen() throws -> (HeadlessDriver, KnobControl, UIView) {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let knob = KnobControl(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        controller.view.addSubview(knob)
        return (driver, knob, controller.view)
    }

    /// "UIKit calls draw before the view is first shown": not when it is
    /// added, but in the frame after, once, for the whole bounds.
    func testDrawRunsOnceBeforeTheViewIsFirstShown() throws {
        let (driver, knob, _) = try knobOnScreen()
        XCTAssertEqual(knob.drawRects, [])
        XCTAssertNil(knob.thumbCenter)
        driver.runUntilIdle()
        XCTAssertEqual(knob.drawRects, [knob.bounds])
        driver.runUntilIdle()
        XCTAssertEqual(knob.drawRects.count, 1, "nothing marked it again")
    }

    /// The thumb's centre is known only once draw(_:) ran; then a finger on
    /// the thumb turns the knob, one redraw per frame, and a finger elsewhere does not.
    func testTheKnobIsDraggedByTheThumbItsDrawMethodPlaced() throws {
        let (driver, knob, root) = try knobOnScreen()
        var changes = 0
        knob.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        driver.runUntilIdle()
        let thumb = try XCTUnwrap(knob.thumbCenter)

        // The opposite side of the track: not the thumb, nothing moves.
        let elsewhere = knob.convert(CGPoint(x: knob.bounds.maxX - 20, y: knob.bounds.midY), to: root)
        driver.drag(from: elsewhere, to: knob.convert(CGPoint(x: knob.bounds.midX, y: 20), to: root))
        XCTAssertEqual(knob.value, 0)
        XCTAssertEqual(changes, 0)

        // On the thumb, round to the top of the dial: half way along the 270° track.
        let draws = knob.drawRects.count
        driver.drag(from: knob.convert(thumb, to: root), to: knob.convert(CGPoint(x: knob.bounds.midX, y: 20), to: root),
                    duration: 0.2, steps: 10)
        XCTAssertEqual(knob.value, 0.5, accuracy: 0.01)
        XCTAssertGreaterThan(changes, 0)
        XCTAssertGreaterThan(knob.drawRects.count, draws)
        XCTAssertLessThanOrEqual(knob.drawRects.count - draws, 11, "at most one draw per move, never per setNeedsDisplay")
        let newThumb = try XCTUnwrap(knob.thumbCenter)
        XCTAssertEqual(newThumb.x, knob.bounds.midX, accuracy: 0.5)
        XCTAssertLessThan(newThumb.y, knob.bounds.midY)
    }

    /// What draw(_:) drew is the layer's content: the thumb is white, the
    /// filled part of the track the tint colour, the rest light grey.
    func testTheKnobsPixelsAreWhatItsDrawMethodDrew() throws {
        let (driver, knob, _) = try knobOnScreen()
        knob.tintColor = .systemRed
        knob.value = 0.5
        driver.runUntilIdle()
        let shot = LayerSnapshot(knob.layer, size: knob.bounds.size)
        let thumb = try XCTUnwrap(knob.thumbCenter)
        let centre = shot.pixel(at: thumb)
        XCTAssertEqual([centre.r, centre.g, centre.b, centre.a], [255, 255, 255, 255])
        // The start of the track (bottom left, 135°) is filled: tint colour.
        let a0 = knob.startAngle + 0.1
        let filled = shot.pixel(at: CGPoint(x: knob.arcCenter.x + knob.arcRadius * cos(a0), y: knob.arcCenter.y + knob.arcRadius * sin(a0)))
        XCTAssertEqual([filled.r, filled.g, filled.b], [255, 59, 48], "systemRed")
        // The end of the track (bottom right) is not: light grey.
        let a1 = knob.startAngle + knob.sweep - 0.1
        let track = shot.pixel(at: CGPoint(x: knob.arcCenter.x + knob.arcRadius * cos(a1), y: knob.arcCenter.y + knob.arcRadius * sin(a1)))
        XCTAssertEqual([track.r, track.g, track.b], [170, 170, 170])
        // The centre of the dial is empty: transparent.
        XCTAssertEqual(shot.pixel(at: knob.arcCenter).a, 0)
    }

    /// setNeedsDisplay(_:) calls in one frame are drawn once, with their union;
    /// moving the view draws nothing; a resize redraws only under `.redraw`.
    func testDisplayIsCoalescedAndFollowsContentMode() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let pad = SignaturePadView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        controller.view.addSubview(pad)
        driver.runUntilIdle()
        XCTAssertEqual(pad.drawRects, [pad.bounds])

        pad.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        pad.setNeedsDisplay(CGRect(x: 50, y: 40, width: 10, height: 10))
        XCTAssertEqual(pad.drawRects.count, 1, "not until the frame")
        driver.runUntilIdle()
        XCTAssertEqual(pad.drawRects.last, CGRect(x: 10, y: 10, width: 50, height: 40))
        XCTAssertEqual(pad.drawRects.count, 2)

        pad.center.x += 30
        driver.runUntilIdle()
        XCTAssertEqual(pad.drawRects.count, 2, "a move is not a redraw")

        pad.frame.size.width = 200                       // .scaleToFill: the bitmap is stretched
        driver.runUntilIdle()
        XCTAssertEqual(pad.drawRects.count, 2)

        pad.contentMode = .redraw
        pad.frame.size.width = 250
        driver.runUntilIdle()
        XCTAssertEqual(pad.drawRects.count, 3)
        XCTAssertEqual(pad.drawRects.last, pad.bounds)
    }

    /// A signature pad draws the strokes a finger makes, redrawing only the
    /// rect of each new segment.
    func testTheSignaturePadDrawsTheFingersStroke() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let pad = SignaturePadView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        pad.backgroundColor = .white
        controller.view.addSubview(pad)
        driver.runUntilIdle()
        driver.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.2, steps: 12)
        driver.runUntilIdle()
        XCTAssertEqual(pad.strokes.count, 1)
        XCTAssertTrue(pad.drawRects.dropFirst().dropLast().allSatisfy { $0.width < 60 }, "segment rects, not the whole pad")
        let shot = LayerSnapshot(pad.layer, size: pad.bounds.size)
        let onStroke = shot.pixel(150, 100), offStroke = shot.pixel(150, 150)
        XCTAssertEqual([onStroke.r, onStroke.g, onStroke.b], [0, 0, 0])
        XCTAssertEqual([offStroke.r, offStroke.g, offStroke.b, offStroke.a], [255, 255, 255, 255], "the background under the content")
    }

    /// Tapping the third star rates 3; a tap between the points of two stars
    /// (inside their layers' frames, outside the star shapes) rates nothing.
    func testAStarRatingOfShapeLayersIsTappedOnItsStars() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let stars = StarRatingView(frame: CGRect(x: 20, y: 300, width: 220, height: 40))
        controller.view.addSubview(stars)
        driver.runUntilIdle()

        driver.tap(at: CGPoint(x: 20 + 88 + 20, y: 320))
        XCTAssertEqual(stars.rating, 3)
        driver.tap(at: CGPoint(x: 20 + 44 + 2, y: 302))       // the corner of star 2's frame: no star there
        XCTAssertEqual(stars.rating, 3)

        let shot = LayerSnapshot(stars.layer, size: stars.bounds.size)
        let third = shot.pixel(88 + 20, 22), fourth = shot.pixel(132 + 20, 22)
        XCTAssertEqual([third.r, third.g, third.b], [255, 204, 0], "systemYellow: rated")
        XCTAssertEqual([fourth.r, fourth.g, fourth.b], [217, 217, 217], "grey: not rated")
    }

    /// A circular button is touched inside its circle only (`point(inside:with:)` with `UIBezierPath.contains`).
    func testACircleButtonIsHitOnlyInsideItsCircle() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let button = CircleButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        driver.runUntilIdle()
        driver.tap(at: CGPoint(x: 104, y: 104))               // the square's corner
        XCTAssertEqual(taps, 0)
        driver.tap(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(taps, 1)
    }
}
