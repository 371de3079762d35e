import Foundation
import Testing
@testable import Drawing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// Inspect mode through the real window: XTest keys and clicks take the
/// whole path (X server → SpringBoard → port → the app), the inspector takes
/// the clicks before UIKit, and a flipped switch changes the next real touch.
@Suite("Inspect mode and what-if switches in the real window", .serialized)
struct InspectWindowTests {
    static let i: UInt32 = 0x69, r: UInt32 = 0x72

    /// How many pixels of `rect` (window pixels) match `color`.
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8)
    static func count(_ capture: XWindowCapture, in rect: CGRect, _ color: (Pixel) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where color(capture.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }
    /// The inspector's accent (84CC16) and the switched-value orange (FB923C).
    static func lime(_ p: Pixel) -> Bool { p.r > 100 && p.r < 170 && p.g > 180 && p.b < 70 }
    static func orange(_ p: Pixel) -> Bool { p.r > 230 && p.g > 120 && p.g < 175 && p.b > 30 && p.b < 100 }

    static func center(_ rect: CGRect) -> (x: Int, y: Int) { (Int(rect.midX.rounded()), Int(rect.midY.rounded())) }

    @Test("I, the tap's badge, its cancelsTouchesInView row, I again: a tap on viewb then ends as 004-tap-no-cancel; R takes the switch back")
    func flipCancelsTouchesInView() throws {
        let h = try LiveWindowHarness(scene: "004-tap")
        let content = try #require(h.app.content)
        let superview = try #require(content.view(named: "superview"))
        let tap = try #require(superview.gestureRecognizers?.first)
        // Lay out a frame here, so the badge's and the card's places are known before the pointer moves.
        h.app.drawFrame()
        let badge = try #require(h.app.composer.lastRendered?.badgeRects(of: superview).first)
        let layout = try #require(h.app.composer.lastLayout)
        let card = InspectCardView(card: LiveApp.card(for: .recognizer(tap), in: content)).layout(in: LiveApp.cardArea(in: layout))
        let cancelsRow = card.rows[0]
        #expect(WhatIfTarget.recognizer(tap).properties[0] == .cancelsTouchesInView)
        let viewb = h.windowPixel(of: "viewb")
        var cardShown: XWindowCapture?

        let status = try h.run { pointer, h in
            try pointer.tapKey(keysym: Self.i)
            try h.tap(pointer, at: Self.center(badge))
            try h.waitUntil("the tap's card") { app in
                if case .recognizer(let r)? = app.inspector.target { return r === tap } else { return false }
            }
            try h.tap(pointer, at: Self.center(cancelsRow))
            try h.waitUntil("the switch") { _ in !tap.cancelsTouchesInView }
            // The card, its lime RECOGNIZER chip, and the row's value now orange ("was YES").
            cardShown = try h.captureUntil("the card with the switched row") { capture in
                Self.count(capture, in: cancelsRow, Self.orange) > 150
                    && Self.count(capture, in: CGRect(x: card.card.minX, y: card.card.minY, width: 140, height: 44), Self.lime) > 300
            }
            try pointer.tapKey(keysym: Self.i)   // leave: the switch stays
            try h.tap(pointer, at: viewb)
            try h.waitUntil("viewb's Touches Ended") { app in
                app.application.tracer.recorded.contains { if case .touchesDelivered(_, .ended, _, _) = $0 { true } else { false } }
            }
            try pointer.tapKey(keysym: Self.r)
            try h.waitUntil("R to reset the switch") { _ in tap.cancelsTouchesInView }
        }
        #expect(status == 0)

        // The inspector's clicks never reached UIKit: the only touch is the tap on viewb.
        let dispatch = h.log.filter { !$0.hasPrefix("HitTest") && !$0.hasPrefix("NextResponder") }
        let seed = try SeedLog.lines("seed-004/tap-no-cancel.log")
        #expect(dispatch.count == 4, "\(dispatch)")
        #expect(dispatch.first == "what-if: tap.cancelsTouchesInView = NO")
        #expect(Array(dispatch.dropFirst()).map(Self.withoutTargetAndName) == seed.map(Self.withoutTargetAndName))
        #expect(dispatch[1] == seed[0] && dispatch[3] == seed[2], "viewb's lines are the iPhone's, to the character")
        #expect(h.app.application.tracer.recorded.filter { if case .touchesDelivered(_, .began, _, _) = $0 { true } else { false } }.count == 1)
        #expect(WhatIfSwitch.applied(in: content).isEmpty, "R put the tap back as built")

        let picture = try #require(cardShown)
        #expect(Self.count(picture, in: badge.insetBy(dx: -6, dy: -6), Self.lime) > 40, "the selected badge is ringed")
        #expect(Self.count(picture, in: card.rows[1], Self.orange) == 0, "only the switched row is orange")
    }

    @Test("gesture-single-double: in inspect mode an arrow runs from the single tap's badge to the double tap's, and not before")
    func failureArrows() throws {
        let h = try LiveWindowHarness(scene: "gesture-single-double")
        h.app.drawFrame()
        let rendered = try #require(h.app.composer.lastRendered)
        let arrows = FailureArrow.arrows(in: rendered)
        #expect(arrows.map { "\($0.waiting.name ?? "?") → \($0.required.name ?? "?")" } == ["single tap → double tap"])
        let arrow = try #require(arrows.first)
        let target = try #require(h.app.content?.view(named: "tap target"))
        let single = rendered.badgeRects(of: target)[0], double = rendered.badgeRects(of: target)[1]
        #expect(single.insetBy(dx: -4, dy: -4).contains(arrow.start) && double.insetBy(dx: -5, dy: -5).contains(arrow.end))
        // Around the curve's outermost part, clear of the badges.
        let bend = arrow.points[12]
        let around = CGRect(x: bend.x - 4, y: bend.y - 4, width: 8, height: 8)
        var before: XWindowCapture?, after: XWindowCapture?
        _ = try h.run { pointer, h in
            try h.waitUntil("the first frame") { _ in true }
            before = try h.captureUntil("the scene") { Self.count($0, in: single, { (p: Pixel) in p.r < 140 && p.g < 160 && p.b < 180 }) > 50 }
            try pointer.tapKey(keysym: Self.i)
            after = try h.captureUntil("the arrow") { Self.count($0, in: around, Self.lime) > 6 }
        }
        #expect(Self.count(try #require(before), in: around, Self.lime) == 0, "no arrow outside inspect mode")
        let picture = try #require(after)
        #expect(Self.count(picture, in: around, Self.lime) > 6)
        // The label chip, lime, somewhere on the screen beside the curve.
        let label = arrow.labelRect(width: 100, screen: rendered.screenRect)
        #expect(Self.count(picture, in: label.insetBy(dx: 2, dy: 4), Self.lime) > 100)
        // The banner that says clicks go to the inspector.
        let banner = CGRect(x: rendered.screenRect.midX - 60, y: rendered.screenRect.maxY - 44, width: 120, height: 20)
        #expect(Self.count(picture, in: banner, Self.lime) > 400)
    }

    /// The iPhone names its action's target, the demo names the recognizer: without both, the lines match.
    static func withoutTargetAndName(_ line: String) -> String {
        var s = line
        if let r = s.range(of: "; target= <("), let end = s.range(of: ")>", range: r.upperBound..<s.endIndex) {
            s.removeSubrange(r.lowerBound..<end.upperBound)
        }
        if let r = s.range(of: "; name = ") {
            let end = s[r.upperBound...].firstIndex { $0 == ";" || $0 == ">" } ?? s.endIndex
            s.removeSubrange(r.lowerBound..<end)
        }
        return s
    }
}
