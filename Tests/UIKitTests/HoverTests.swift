import Foundation
import Testing
import HID
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The pointer without a button (iPadOS): hover events through `sendEvent`,
/// `UIHoverGestureRecognizer` beginning, changing and ending as the pointer
/// enters, moves over and leaves its view — and never a touch.
@Suite("Hover: UIHoverGestureRecognizer, through the port and sendEvent")
struct HoverTests {
    /// Logs every touches call: hover must never make one.
    final class Card: UIView {
        var touchCalls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchCalls.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touchCalls.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchCalls.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchCalls.append("cancelled") }
    }

    /// An app that logs the events its `sendEvent` routes.
    final class LoggingWindow: UIWindow {
        var types: [UIEvent.EventType] = []
        override func sendEvent(_ event: UIEvent) { types.append(event.type); super.sendEvent(event) }
    }

    struct Scene {
        let driver: HeadlessDriver
        let window: LoggingWindow
        let outer = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = Card(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let outerHover = UIHoverGestureRecognizer()
        let innerHover = UIHoverGestureRecognizer()
        var outerLog: [String] { outerStates.get() }
        var innerLog: [String] { innerStates.get() }
        private let outerStates = Box<[String]>([])
        private let innerStates = Box<[String]>([])

        init() throws {
            driver = try HeadlessDriver()
            let scene = UIWindowScene(application: driver.application)
            window = LoggingWindow(windowScene: scene, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.makeKeyAndVisible()
            window.addSubview(outer)
            outer.addSubview(inner)
            outer.addGestureRecognizer(outerHover)
            inner.addGestureRecognizer(innerHover)
            let (o, i, outer, inner) = (outerStates, innerStates, outer, inner)
            outerHover.addTarget { r in
                let p = r.location(in: outer)
                o.value.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
            }
            innerHover.addTarget { r in
                let p = r.location(in: inner)
                i.value.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
            }
        }
    }

    @Test("enter, move, leave: began, changed, ended, with location(in:) in the view's coordinates")
    func enterMoveLeave() throws {
        let s = try Scene()
        s.driver.hover(to: CGPoint(x: 350, y: 350))     // outside both
        s.driver.hover(to: CGPoint(x: 50, y: 60))       // into the outer card
        s.driver.hover(to: CGPoint(x: 70, y: 60))
        s.driver.hover(to: CGPoint(x: 350, y: 50))      // out
        #expect(s.outerLog == ["Began 50,60", "Changed 70,60", "Ended 350,50"])
        #expect(s.innerLog.isEmpty)
        #expect(s.outerHover.state == .possible, "an ended hover recognizer resets for the next hover")
    }

    @Test("over the inner card both recognizers hover (the ancestor's too); leaving the inner card ends only its own")
    func nested() throws {
        let s = try Scene()
        s.driver.hover(to: CGPoint(x: 50, y: 50))
        s.driver.hover(to: CGPoint(x: 150, y: 150))
        s.driver.hover(to: CGPoint(x: 60, y: 50))
        #expect(s.innerLog == ["Began 50,50", "Ended -40,-50"])
        #expect(s.outerLog == ["Began 50,50", "Changed 150,150", "Changed 60,50"])
    }

    @Test("hover is not a touch: no touches calls, and the window's sendEvent sees .hover events")
    func notATouch() throws {
        let s = try Scene()
        for x in stride(from: 10, through: 290, by: 20) { s.driver.hover(to: CGPoint(x: CGFloat(x), y: 150)) }
        #expect(s.outer.touchCalls.isEmpty && s.inner.touchCalls.isEmpty)
        #expect(!s.window.types.isEmpty && s.window.types.allSatisfy { $0 == .hover })
        // The seeds' log has only what the recognizers' actions print, as any recognizer's: no hit-test or touches lines.
        #expect(!s.driver.log.isEmpty && s.driver.log.allSatisfy { $0.hasPrefix("<UIHoverGestureRecognizer: ") })
    }

    @Test("a press ends the hover and the touch is delivered as usual; the next hover begins again")
    func pressEndsHover() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        s.outer.addGestureRecognizer(tap)
        s.driver.hover(to: CGPoint(x: 40, y: 40))
        s.driver.tap(at: CGPoint(x: 40, y: 40))
        s.driver.hover(to: CGPoint(x: 45, y: 40))
        #expect(s.outerLog == ["Began 40,40", "Ended 40,40", "Began 45,40"])
        #expect(taps == 1, "the hover recognizer blocks no touch recognizer")
        #expect(s.outer.touchCalls == ["began", "cancelled"], "the tap cancels the view's touch as always")
    }

    @Test("a disabled hover recognizer does not hover; a delegate refusing should-begin fails it")
    func disabledAndRefused() throws {
        let s = try Scene()
        s.innerHover.isEnabled = false
        let refuse = Refuser()
        s.outerHover.delegate = refuse
        s.driver.hover(to: CGPoint(x: 150, y: 150))
        s.driver.hover(to: CGPoint(x: 160, y: 150))
        #expect(s.innerLog.isEmpty && s.outerLog.isEmpty)
    }

    @Test("the verbose trace has a hover line per hover event; the seeds' style only the recognizers' action lines")
    func trace() throws {
        let s = try Scene()
        s.driver.hover(to: CGPoint(x: 150, y: 150))
        let verbose = SeedLogFormatter.lines(for: s.driver.tracer.recorded, style: .verbose)
        #expect(verbose.contains("hover at (150 150) over Card"))
        #expect(verbose.contains("port: hover (150, 150)"))
        #expect(verbose.contains("LoggingWindow.sendEvent: hover"))
        #expect(s.driver.logWithoutAddresses == [
            "<UIHoverGestureRecognizer: 0x…; state = Began; view = <Card: 0x…>>",
            "<UIHoverGestureRecognizer: 0x…; state = Began; view = <Card: 0x…>>",
        ])
    }

    @Test("a window without hover recognizers does not even hit-test a hover (a view's hitTest is not called)")
    func noRecognizersNoHitTest() throws {
        final class Counting: UIView {
            var hitTests = 0
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTests += 1; return super.hitTest(point, with: event) }
        }
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let view = Counting(frame: window.bounds)
        window.addSubview(view)
        driver.hover(to: CGPoint(x: 10, y: 10))
        #expect(view.hitTests == 0)
        view.addGestureRecognizer(UIHoverGestureRecognizer())
        driver.hover(to: CGPoint(x: 12, y: 10))
        #expect(view.hitTests == 1)
    }

    final class Refuser: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
}

/// A reference to a value the recognizers' closures append to.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { value }
}
