import Foundation
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The pointer's own input through the real window: XTest motion with no
/// button (hover) and the right button, X server → SpringBoard → port → UIKit.
@Suite("The pointer through the real window: hover and the right button", .serialized)
struct PointerWindowTests {
    @Test("motion without a button: the lone card's hover recognizer begins as the pointer enters, changes, ends as it leaves")
    func hoverThroughTheWindow() throws {
        let h = try LiveWindowHarness(scene: "pointer-hover")
        let card = try #require(h.app.content?.view(named: "lone card"))
        let hover = try #require(card.gestureRecognizers?.first { $0 is UIHoverGestureRecognizer })
        let states = Locked<[UIGestureRecognizer.State]>([])
        hover.addTarget { r in states.set(states.get() + [r.state]) }
        let outside = h.windowPixel(of: "lone card", dy: 120), inside = h.windowPixel(of: "lone card")
        let inside2 = h.windowPixel(of: "lone card", dx: 30), window = h.app.xWindow.id
        let status = try h.run { pointer, h in
            try pointer.move(toX: outside.x, y: outside.y, in: window)
            try pointer.move(toX: inside.x, y: inside.y, in: window)
            try h.waitUntil("hover began") { _ in states.get().contains(.began) }
            try pointer.move(toX: inside2.x, y: inside2.y, in: window)
            try h.waitUntil("hover changed") { _ in states.get().contains(.changed) }
            try pointer.move(toX: outside.x, y: outside.y, in: window)
            try h.waitUntil("hover ended") { _ in states.get().contains(.ended) }
        }
        #expect(status == 0)
        #expect(states.get() == [.began, .changed, .ended])
        #expect(card.backgroundColor == SceneColors.green, "the card's highlight went with the pointer")
        let seeds = h.log
        #expect(!seeds.contains { $0.hasPrefix("HitTest") || $0.hasPrefix("Touches") }, "hover is no touch: \(seeds)")
    }

    @Test("a right click is no touch until D turns indirect input on; then it is an .indirectPointer touch with .secondary")
    func rightClickWithIndirectInput() throws {
        let h = try LiveWindowHarness(scene: "pointer-touch-types")
        let pad = try #require(h.app.content?.view(named: "pad") as? TouchTypeProbe)
        let seen = Locked<[String]>([])
        let scenes = pad.onBegan
        pad.onBegan = { touch, event in
            scenes?(touch, event)
            seen.set(seen.get() + ["\(touch.type.name) \(event?.buttonMask.names ?? "-")"])
        }
        let onPad = h.windowPixel(of: "pad"), window = h.app.xWindow.id
        let status = try h.run { pointer, h in
            try pointer.move(toX: onPad.x, y: onPad.y, in: window)
            pointer.click(button: 3)                       // nothing: direct input has no right button
            pointer.click()
            try h.waitUntil("the direct click") { _ in seen.get().count == 1 }
            try pointer.tapKey(keysym: 0x64)               // d: indirect input on
            pointer.click(button: 3)
            try h.waitUntil("the right click") { _ in seen.get().count == 2 }
        }
        #expect(status == 0)
        #expect(seen.get() == ["direct []", "indirectPointer [.secondary]"])
        #expect(h.app.application.supportsIndirectInputEvents == false, "the scene's teardown puts the app's setting back")
    }
}
