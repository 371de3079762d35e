import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

@Suite("UIControl and UIButton")
struct ControlTests {
    struct Scene {
        let driver: HeadlessDriver
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button: UIButton = { let button = UIButton(type: .system); button.frame = CGRect(x: 100, y: 100, width: 100, height: 40); return button }()
        let log = ExperimentLog()
        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            controller.view.addSubview(container)
            container.addSubview(button)
            button.setTitle("Press")
            let log = self.log
            button.addAction(for: .allEvents) { _, event in log(event.names.joined(separator: "+")) }
        }
    }

    @Test("a tap: touchDown, then touchUpInside (and primaryActionTriggered)")
    func tap() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(s.button.isHighlighted && s.button.isTracking)
        s.driver.touchUp(at: CGPoint(x: 150, y: 120))
        #expect(s.log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!s.button.isHighlighted)
    }

    @Test("drag out, back in and release: exit, enter, inside/outside drags, touchUpInside")
    func dragOutAndBackIn() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 150, y: 120))
        s.driver.move(to: CGPoint(x: 150, y: 140))      // inside the 70-point slop
        s.driver.move(to: CGPoint(x: 150, y: 260))      // 120 below: outside
        #expect(!s.button.isHighlighted)
        s.driver.move(to: CGPoint(x: 150, y: 130))      // back in
        s.driver.touchUp(at: CGPoint(x: 150, y: 130))
        #expect(s.log.lines == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside",
                                "touchDragEnter", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("release outside: touchUpOutside")
    func releaseOutside() throws {
        let s = try Scene()
        s.driver.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 300), steps: 1)
        #expect(s.log.lines.last == "touchUpOutside")
    }

    @Test("a control's own tap wins over a single-tap recognizer on an ancestor; a double-tap recognizer is not refused")
    func buttonInsideTappableView() throws {
        let s = try Scene()
        var fired: [String] = []
        let tap = UITapGestureRecognizer { _ in fired.append("tap") }
        s.container.addGestureRecognizer(tap)
        s.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(fired == [])
        #expect(s.log.lines.contains("touchUpInside"))
        s.driver.advance(by: 1)
        s.driver.tap(at: CGPoint(x: 350, y: 350))      // outside the button: the tap fires
        #expect(fired == ["tap"])
    }

    /// A control that is not one of Apple's five (a slider-like custom control).
    final class DialControl: UIControl {}

    @Test("a plain UIControl has no primary action and no claim over an ancestor's single tap: the tap wins, the control is cancelled")
    func plainControlYieldsToAnAncestorsTap() throws {
        let s = try Scene()
        let dial = DialControl(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        s.container.addSubview(dial)
        let log = ExperimentLog()
        dial.addAction(for: .allEvents) { _, event in log(event.names.joined(separator: "+")) }

        s.driver.tap(at: CGPoint(x: 150, y: 250))
        #expect(log.lines == ["touchDown", "touchUpInside"])         // no primaryActionTriggered

        var fired = 0
        s.container.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
        s.driver.advance(by: 1)
        s.driver.tap(at: CGPoint(x: 150, y: 250))
        #expect(fired == 1)
        #expect(log.lines.suffix(2) == ["touchDown", "touchCancel"])
    }

    @Test("UIAction: addAction(_:for:) runs the handler with the control as sender; UIButton(primaryAction:) on each tap; removeAction stops it")
    func actions() throws {
        let s = try Scene()
        var senders: [String] = []
        let action = UIAction(title: "Save") { action in senders.append((action.sender as? UIButton)?.currentTitle ?? "nil") }
        s.button.addAction(action, for: .touchUpInside)
        s.button.addAction(action, for: .touchUpInside)                // twice: still once
        s.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(senders == ["Press"])
        #expect(action.sender == nil)

        s.button.removeAction(action, for: .touchUpInside)
        s.driver.advance(by: 1)
        s.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(senders == ["Press"])

        var saved = 0
        let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in saved += 1 })
        save.frame = CGRect(x: 100, y: 300, width: 100, height: 40)
        s.container.addSubview(save)
        #expect(save.currentTitle == "Save")
        s.driver.advance(by: 1)
        s.driver.tap(at: CGPoint(x: 150, y: 320))
        #expect(saved == 1)
    }

    @Test("a pan on an ancestor that begins cancels the control: touchCancel")
    func panCancelsControl() throws {
        let s = try Scene()
        s.container.addGestureRecognizer(UIPanGestureRecognizer())
        s.driver.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 250, y: 120), steps: 5)
        #expect(s.log.lines == ["touchDown", "touchCancel"])
    }
}

@Suite("UIScrollView")
struct ScrollViewTests {
    final class ContentView: UIView {
        var log: ExperimentLog?
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log?("content began") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log?("content ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log?("content cancelled") }
    }

    struct Scene {
        let driver: HeadlessDriver
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let content = ContentView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let log = ExperimentLog()
        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            scroll.contentSize = CGSize(width: 300, height: 1000)
            scroll.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
            controller.view.addSubview(scroll)
            scroll.addSubview(content)
            content.log = log
        }
    }

    @Test("delaysContentTouches: content gets touchesBegan only after 150 ms of rest")
    func contentTouchDelay() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 50, y: 50))
        s.driver.advance(by: 0.1)
        #expect(s.log.lines == [])
        s.driver.advance(by: 0.06)
        #expect(s.log.lines == ["content began"])
        s.driver.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(s.log.lines == ["content began", "content ended"])
    }

    @Test("a quick tap still reaches the content: the lift releases the held Began, then Ended")
    func quickTap() throws {
        let s = try Scene()
        s.driver.tap(at: CGPoint(x: 50, y: 50), holding: 0.05)
        #expect(s.log.lines == ["content began", "content ended"])
    }

    @Test("a drag before 150 ms scrolls and the content never hears of the touch")
    func dragBeforeDelay() throws {
        let s = try Scene()
        s.driver.drag(from: CGPoint(x: 50, y: 250), to: CGPoint(x: 50, y: 50), duration: 0.1, steps: 5)
        #expect(s.log.lines == [])
        #expect(s.scroll.contentOffset == CGPoint(x: 0, y: 200))
    }

    @Test("a drag after the content got the touch cancels it (canCancelContentTouches), unless disabled")
    func dragAfterDelayCancels() throws {
        for canCancel in [true, false] {
            let s = try Scene()
            s.scroll.canCancelContentTouches = canCancel
            s.driver.touchDown(at: CGPoint(x: 50, y: 50))
            s.driver.advance(by: 0.2)
            for y in stride(from: 45, through: 5, by: -10) { s.driver.move(to: CGPoint(x: 50, y: CGFloat(y))) }
            s.driver.touchUp(at: CGPoint(x: 50, y: 5))
            if canCancel {
                #expect(s.log.lines == ["content began", "content cancelled"])
                #expect(s.scroll.contentOffset.y > 0)
            } else {
                #expect(s.log.lines == ["content began", "content ended"])
                #expect(s.scroll.contentOffset.y == 0)
            }
        }
    }

    @Test("touchesShouldCancel is false for controls: dragging on a button does not scroll")
    func buttonsAreNotCancelled() throws {
        let s = try Scene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 150, width: 300, height: 50)
        var events: [String] = []
        button.addAction(for: .allTouchEvents) { _, e in events.append(contentsOf: e.names) }
        s.scroll.addSubview(button)
        s.driver.touchDown(at: CGPoint(x: 50, y: 170))
        s.driver.advance(by: 0.2)
        for y in stride(from: 160, through: 100, by: -20) { s.driver.move(to: CGPoint(x: 50, y: CGFloat(y))) }
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(s.scroll.contentOffset.y == 0)
        #expect(events.first == "touchDown" && !events.contains("touchCancel"))
    }

    @Test("the wheel scrolls the scroll view under the pointer, clamped to the content")
    func wheel() throws {
        let s = try Scene()
        s.driver.scroll(at: CGPoint(x: 50, y: 50), deltaY: 120)
        #expect(s.scroll.contentOffset.y == 120)
        s.driver.scroll(at: CGPoint(x: 50, y: 50), deltaY: 5000)
        #expect(s.scroll.contentOffset.y == 700)
        s.driver.scroll(at: CGPoint(x: 50, y: 50), deltaY: -9000)
        #expect(s.scroll.contentOffset.y == 0)
    }

    @Test("while dragging the loop runs in tracking mode: a default-mode timer pauses, a common-mode one does not")
    func timersWhileScrolling() throws {
        let s = try Scene()
        var defaultTicks = 0, commonTicks = 0
        let now = s.driver.clock.now
        s.driver.runLoop.add(RunLoopTimer(name: "default", fireDate: now + 0.1, interval: 0.1) { _ in defaultTicks += 1 }, forMode: .default)
        s.driver.runLoop.add(RunLoopTimer(name: "common", fireDate: now + 0.1, interval: 0.1) { _ in commonTicks += 1 }, forMode: .common)

        s.driver.touchDown(at: CGPoint(x: 50, y: 250))
        s.driver.move(to: CGPoint(x: 50, y: 230))                 // pan begins: tracking mode
        #expect(s.driver.application.runLoopMode == .tracking)
        s.driver.advance(by: 1.0)
        #expect(defaultTicks == 0, "paused while tracking")
        #expect(commonTicks >= 9)
        s.driver.touchUp(at: CGPoint(x: 50, y: 230))
        #expect(s.driver.application.runLoopMode == .default)
        s.driver.advance(by: 0.35)
        #expect(defaultTicks >= 1, "resumes, skipping missed firings: \(defaultTicks)")
        #expect(defaultTicks <= 4)
    }
}

/// `touchesShouldBegin(_:with:in:)`: with `delaysContentTouches = false` the
/// scroll view asks at touch-down, before the content hears anything; with the
/// delay it asks when it releases the held touch.
@Suite("UIScrollView.touchesShouldBegin")
struct TouchesShouldBeginTests {
    final class PickyScrollView: UIScrollView {
        var asked: [TimeInterval] = []
        var answer = true
        var clock: (() -> TimeInterval)?
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            asked.append(clock?() ?? -1)
            return answer
        }
    }

    struct Scene {
        let driver: HeadlessDriver
        let scroll = PickyScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let content = ScrollViewTests.ContentView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let log = ExperimentLog()
        init(delays: Bool, answer: Bool) throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            scroll.contentSize = CGSize(width: 300, height: 1000)
            scroll.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
            scroll.delaysContentTouches = delays
            scroll.answer = answer
            let clock = driver.clock
            scroll.clock = { clock.now }
            controller.view.addSubview(scroll)
            scroll.addSubview(content)
            content.log = log
        }
    }

    @Test("no delay: asked at touch-down; yes lets the content begin at once, no keeps the touch from it")
    func askedAtOnceWithoutTheDelay() throws {
        let yes = try Scene(delays: false, answer: true)
        let downAt = yes.driver.clock.now
        yes.driver.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(yes.scroll.asked == [downAt])
        #expect(yes.log.lines == ["content began"])
        yes.driver.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(yes.log.lines == ["content began", "content ended"])

        let no = try Scene(delays: false, answer: false)
        no.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(no.scroll.asked.count == 1)
        #expect(no.log.lines == [])
    }

    @Test("with the delay: asked only when the held touch is released, 150 ms later")
    func askedOnReleaseWithTheDelay() throws {
        let s = try Scene(delays: true, answer: true)
        let downAt = s.driver.clock.now
        s.driver.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(s.scroll.asked.isEmpty)
        s.driver.advance(by: 0.2)
        #expect(s.scroll.asked.count == 1)
        #expect(s.scroll.asked[0] >= downAt + 0.15)
        #expect(s.log.lines == ["content began"])
    }
}
