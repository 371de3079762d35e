import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// The timeline panel's pixels: seed 004's long press, drawn lane by lane.
@Suite("Timeline panel — the long press drawn")
struct TimelinePanelTests {
    static let rect = CGRect(x: 0, y: 0, width: 900, height: 200)

    /// 004's long press on superview, viewb cancelled at 0.5 s; lifted at 0.8 s.
    static func longPress() throws -> (GestureTimeline, ImageSurface) {
        let press = UILongPressGestureRecognizer()
        press.name = "long press"
        let scene = try Seed004Scene(press)
        scene.hold(for: 0.8)
        let timeline = scene.timeline
        let image = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let canvas = image.makeCanvas()
        canvas.fill(rect, DrawingTheme.standard.background)
        PanelRenderer().drawTimeline(timeline, cursor: timeline.span.start + 0.6, in: rect, canvas: canvas)
        if let dir = ProcessInfo.processInfo.environment["TOUCHLAB_TEST_IMAGES"] { try image.writePNG(to: dir + "/timeline-long-press.png") }
        return (timeline, image)
    }

    @Test("a recognizer's own timer is told from the others by its name, as Foundation's contains tells it")
    func recognizerTimers() throws {
        let (timeline, _) = try Self.longPress()
        var names: [String] = []
        for mark in timeline.runLoopMarks { if case let .timer(name) = mark.kind { names.append(name) } }
        #expect(names.contains { PanelRenderer.isRecognizerTimer($0) }, "the long press's 0.5 s timer: \(names)")
        for name in names + ["GestureRecognizer", "UITapGestureRecognizer tooSlow:", "GestureRecognize", "main queue",
                             "Foundation timers (default)", "", "xGestureRecognizerx", "Gesture Recognizer", "é GestureRecognizer"] {
            #expect(PanelRenderer.isRecognizerTimer(name) == name.contains("GestureRecognizer"), "\(name)")
        }
    }

    @Test("lanes in order: input, run loop, the recognizer, then the views that got calls")
    func laneTitles() throws {
        let (timeline, _) = try Self.longPress()
        #expect(PanelRenderer.timelineLaneTitles(timeline) == ["input", "run loop", "'long press'", "viewb"])
    }

    @Test("the recognizer's lane turns from possible to began at 0.5 s; viewb's cancel mark sits there too")
    func pixels() throws {
        let (timeline, image) = try Self.longPress()
        let theme = DrawingTheme.standard
        // Geometry as drawn: the card's content, then the label column, then the axis.
        let contentX = 14.0 + PanelRenderer.timelineLabelWidth, contentWidth = Double(Self.rect.width) - 28 - PanelRenderer.timelineLabelWidth
        let axis = TimelineAxis(timeline: timeline, x: contentX, width: contentWidth)
        let top = PanelRenderer.titleBarHeight + 2
        let laneHeight = min(26, max(14, (Double(Self.rect.height) - PanelRenderer.titleBarHeight - 12 - 18) / 4))
        let recognizerMid = Int(top + laneHeight * 2.5), viewMid = Int(top + laneHeight * 3.5)
        let began = axis.position(of: timeline.span.start + 0.55)
        let possible = axis.position(of: timeline.span.start + 0.2)
        #expect(image.pixel(x: Int(began), y: recognizerMid)!.isClose(to: RGBA.over(theme.began, alpha: 0.9, on: theme.panel), tolerance: 10))
        #expect(!image.pixel(x: Int(possible), y: recognizerMid)!.isClose(to: RGBA.over(theme.began, alpha: 0.9, on: theme.panel), tolerance: 40))
        // The ✕ of touchesCancelled at 0.5 s: its centre is the cancel colour.
        let cancelX = axis.position(of: timeline.views[0].marks.last!.time)
        #expect(image.pixel(x: Int(cancelX.rounded()), y: viewMid)!.isClose(to: theme.cancelled, tolerance: 40))
    }
}
