import Foundation
import Testing
import HID
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Hover on the phone and in the timeline: the hovered view outlined and the
/// pointer's dot; the last gesture's timeline untouched by the pointer's wandering.
@Suite("Hover, drawn")
struct HoverDrawingTests {
    func bRect() -> CGRect { CGRect(x: 90, y: 200, width: 150, height: 150) }

    @Test("a hover over B outlines B in teal (dashed) and draws the pointer's dot; a hover ending removes both")
    func outlineAndDot() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.visualizer.consume(.hoverDelivered(window: Traced(UIWindow(frame: .zero)), view: Traced(s.b), location: s.pointInB), at: feed.now)
        let b = bRect()
        var image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now + 0.1)
        let teal = OverlayRenderer.hoverColor
        let leftEdge = (Int(b.minY) + 20...Int(b.maxY) - 20).map { image.pixel(x: Int(b.minX) + 2, y: $0)! }
        let tealOnEdge = leftEdge.filter { $0.isClose(to: teal, tolerance: 12) }.count
        #expect(tealOnEdge > 20 && tealOnEdge < leftEdge.count, "dashed: teal and gaps (\(tealOnEdge) of \(leftEdge.count))")
        #expect(image.pixel(x: Int(b.midX), y: Int(b.midY))!.isClose(to: .over(teal, alpha: 0.85, on: RGBA(SampleScene.orange)), tolerance: 6),
                "the dot at the pointer")

        feed.visualizer.consume(.hoverDelivered(window: Traced(UIWindow(frame: .zero)), view: nil, location: nil), at: feed.now + 0.2)
        image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now + 0.3)
        #expect(image.pixel(x: Int(b.midX), y: Int(b.midY))!.isClose(to: RGBA(SampleScene.orange)), "no dot once the hover ended")
        #expect(feed.visualizer.hover == nil)
    }

    @Test("keys pressed after a tap (Home, →, Space, H) do not join the tap's gesture: its timeline is not stretched to the key's time")
    func recorderIgnoresKeys() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let recorder = GestureRecorder()
        driver.tracer.addRecordSink { recorder.append($0) }
        driver.tap(at: CGPoint(x: 50, y: 50))
        let tapRecords = recorder.records.count
        let tapEnd = try #require(recorder.records.last?.time)
        driver.advance(by: 10)
        for keysym: UInt32 in [0xFF50, 0xFF53, 0x20, 0x68] { driver.keyDown(keysym); driver.keyUp(keysym) }
        #expect(recorder.records.count == tapRecords, "no key record, nor the sources' steps that carried the keys")
        #expect(recorder.records.last?.time == tapEnd)
    }

    @Test("hover records after a tap do not join the tap's gesture in the timeline; the next touch-down starts a new one")
    func recorderIgnoresHover() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(card)
        card.addGestureRecognizer(UIHoverGestureRecognizer())
        let recorder = GestureRecorder()
        driver.tracer.addRecordSink { recorder.append($0) }
        driver.tap(at: CGPoint(x: 50, y: 50))
        let tapRecords = recorder.records.count
        #expect(tapRecords > 0)
        for x in 60..<80 { driver.hover(to: CGPoint(x: CGFloat(x), y: 50)) }
        #expect(!recorder.records.contains { $0.isHover }, "no hover record in the tap's gesture")
        #expect(recorder.records.count == tapRecords, "not even the sources' steps that carried the hovers")
        driver.tap(at: CGPoint(x: 80, y: 50))
        #expect(recorder.previousRecords.count >= tapRecords)
        #expect(recorder.records.first.map { $0.isTouchDownMessage } == true)
    }
}
