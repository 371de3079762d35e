import Foundation
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Seed 004's scene for the timeline, cursor and explain tests: `viewb`
/// (100×100) centred in a full-screen `superview` that carries the
/// recognizer, the loop's own steps traced.
struct Seed004Scene {
    let driver: HeadlessDriver
    let superview = UIView(frame: UIScreen.main.bounds)
    let viewb = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var center: CGPoint { viewb.convert(CGPoint(x: 50, y: 50), to: nil) }

    init(_ recognizer: UIGestureRecognizer, tracesRunLoop: Bool = true) throws {
        driver = try HeadlessDriver()
        driver.application.tracesRunLoop = tracesRunLoop
        let window = driver.makeWindow(rootViewController: nil)
        viewb.name = "viewb"
        viewb.center = superview.center
        superview.name = "superview"
        superview.addSubview(viewb)
        window.addSubview(superview)
        superview.addGestureRecognizer(recognizer)
    }

    /// Press viewb, hold `seconds`, lift: with a long press, it begins at 0.5 s.
    func hold(for seconds: TimeInterval) {
        driver.touchDown(at: center)
        driver.advance(by: seconds)
        driver.touchUp(at: center)
    }

    var lastGesture: ArraySlice<TraceRecord> { GestureTimeline.lastGesture(in: driver.tracer.records) }
    var timeline: GestureTimeline { GestureTimeline(records: lastGesture) }
}
