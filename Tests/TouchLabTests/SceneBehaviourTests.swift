import Foundation
import Testing
import TouchLab
// @testable: a plain `import UIKit` beside `import Testing` asks for Testing's
// cross-import overlay `_Testing_UIKit`, which exists only on Apple platforms.
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A scene built in a 430×800 window (the canvas size, so canvas points are
/// window points), driven with virtual time.
final class SceneHarness {
    let driver: HeadlessDriver
    let window: UIWindow
    let content: SceneContent

    init(_ name: String) throws {
        driver = try HeadlessDriver()
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 430, height: 800), rootViewController: nil)
        content = try SceneCatalog.scene(named: name).build(in: window, application: driver.application)
        driver.clearLog()
    }

    func view(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> UIView {
        guard let view = content.view(named: name) else {
            Issue.record("no view named \(name)", sourceLocation: sourceLocation)
            return UIView()
        }
        return view
    }

    /// The centre of the view named `name`, in window coordinates.
    func center(_ name: String) -> CGPoint {
        let v = view(name)
        return v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
    }

    func tap(_ name: String) { driver.tap(at: center(name)) }
    func tap(_ x: CGFloat, _ y: CGFloat) { driver.tap(at: CGPoint(x: x, y: y)) }

    /// The scene log since the last call.
    func takeLog() -> [String] {
        defer { content.log.clear() }
        return content.log.lines
    }

    /// Names of the views `hitTest` visited in the first pass of the last touch-down.
    var firstPassVisits: [String] {
        var visits: [String] = []
        var passes = 0
        for event in driver.tracer.recorded {
            if case let .hitTestBegan(_, _, pass) = event { passes = pass }
            if passes == 1, case let .hitTestVisit(view, _, _) = event { visits.append(view.name ?? view.className) }
        }
        return visits
    }
}

@Suite("Scenes build and behave as their explanations say")
struct SceneBehaviourTests {
    @Test("every scene builds under a root controller sized to the window, shows its views, and tears down clean",
          arguments: SceneCatalog.all.map(\.name))
    func buildsAndTearsDown(name: String) throws {
        let harness = try SceneHarness(name)
        let window = harness.window
        #expect(window.rootViewController === harness.content.rootViewController)
        // Sized to the window (its bounds: under a page sheet's card the root recedes by a transform).
        #expect(harness.content.rootViewController.view.bounds == window.bounds)

        // Every named view is in the window and not clipped away by it (scroll content aside).
        var named = 0
        func check(_ view: UIView, insideScrollView: Bool) {
            if let name = view.name, !insideScrollView, !view.isHidden, view !== window {
                named += 1
                let frame = view.convert(view.bounds, to: nil)
                #expect(window.bounds.contains(frame), "\(name) at \(frame) is outside the window")
            }
            for subview in view.subviews { check(subview, insideScrollView: insideScrollView || view is UIScrollView) }
        }
        check(window, insideScrollView: false)
        #expect(named >= 2, "a scene shows at least two named views")
        // Each key the scene binds is mentioned in its hint.
        let scene = try SceneCatalog.scene(named: name)
        for action in harness.content.keyActions {
            #expect(scene.keysHint.contains("\(action.key):"), "\(name): key \(action.key) is not in the hint")
        }

        harness.content.tearDown()
        #expect(window.subviews.isEmpty)
        #expect(window.rootViewController == nil)
        #expect(harness.content.keyActions.isEmpty)
    }

    @Test("001-abc: C is asked first; 001-cba: A is")
    func seed001Order() throws {
        let abc = try SceneHarness("001-abc")
        abc.tap(15 + 150, 200 + 150)   // inside A and B, not C
        #expect(abc.takeLog() == ["C hitTest", "B hitTest", "C hitTest", "B hitTest"])

        let cba = try SceneHarness("001-cba")
        cba.tap(15 + 150, 200 + 150)
        #expect(cba.takeLog() == ["A hitTest", "A hitTest"])
    }

    @Test("001-responders: yellow logs B; the root climbs to the controller and the app delegate; 'b' makes B pass it on")
    func responderChain() throws {
        let harness = try SceneHarness("001-responders")
        #expect(harness.driver.application.delegate != nil, "the scene's logging app delegate")
        harness.tap(15 + 150, 200 + 150)
        #expect(harness.takeLog() == ["B touchesBegan"])
        harness.tap(5, 50)
        #expect(harness.takeLog() == ["controller touchesBegan", "app delegate touchesBegan"])
        #expect(harness.content.handleKey("b"))
        harness.tap(15 + 150, 200 + 150)
        #expect(harness.takeLog() == ["B passes touchesBegan to its next responder",
                                      "controller touchesBegan", "app delegate touchesBegan"])
        harness.content.tearDown()
        #expect(harness.driver.application.delegate == nil, "HeadlessDriver's (absent) delegate is back")
    }

    @Test("004-tree: a tap on A2b visits C, B, A, A2, A2b")
    func tree() throws {
        let harness = try SceneHarness("004-tree")
        harness.tap("A2b")
        #expect(harness.firstPassVisits == ["UIWindow", "root", "C", "B", "A", "A2", "A2b"])
    }

    @Test("004-sheet: the path runs through the presentation and navigation views, twice")
    func sheet() throws {
        let harness = try SceneHarness("004-sheet")
        harness.tap("viewb")
        let log = harness.driver.log
        #expect(log.filter { $0 == "HitTest: UIWindow" }.count == 2)
        for line in ["HitTest: UITransitionView", "HitTest: UIDropShadowView", "HitTest: UILayoutContainerView",
                     "HitTest: UIViewControllerWrapperView", "NextResponder: XMDashboardViewController"] {
            #expect(log.contains(line), "\(line)")
        }
        #expect(log.last?.hasPrefix("Touches Ended: <UIView") == true && log.last?.contains("frame = (") == true)
        // The sheet is drawn as iOS 13+'s card: inset below the safe area over the receded root (Behaviour §15).
        let card = harness.view("viewb").superview?.superview?.superview?.superview?.superview
        #expect(card.map { String(describing: type(of: $0)) } == "UIDropShadowView")
        #expect(card?.frame.minY == 69)
        #expect(harness.content.rootViewController.view.transform.a == 0.92)
    }

    @Test("004 §2.5: each fix lets A have the overlap; 'f' takes the fix away")
    func fixes() throws {
        let overlap = CGPoint(x: 200, y: 350), onlyB = CGPoint(x: 350, y: 500)
        for name in ["004-fix-interaction", "004-fix-hittest"] {
            let harness = try SceneHarness(name)
            harness.driver.tap(at: overlap)
            #expect(harness.takeLog() == ["A touchesBegan"], "\(name)")
            harness.content.handleKey("f")
            _ = harness.takeLog()
            harness.driver.tap(at: overlap)
            #expect(harness.takeLog() == ["B touchesBegan"], "\(name) without the fix")
        }
        // Fix 2 declines only over A: the rest of B is still B's.
        let harness = try SceneHarness("004-fix-hittest")
        harness.driver.tap(at: onlyB)
        #expect(harness.takeLog() == ["B touchesBegan"])
    }

    @Test("003: the image's button, the disabled parent's child, hidden and alpha 0.01 get nothing")
    func rejections() throws {
        let harness = try SceneHarness("003-rejections")
        for name in ["button", "child", "alpha 0.01"] {
            harness.tap(name)
            #expect(harness.takeLog() == ["controller touchesBegan"], "\(name)")
        }
        harness.driver.tap(at: CGPoint(x: 115, y: 415))   // where the hidden view is
        #expect(harness.takeLog() == ["controller touchesBegan"])
        harness.tap("alpha 0.5")
        harness.tap("plain")
        #expect(harness.takeLog() == ["alpha 0.5 touchesBegan", "plain touchesBegan"])
    }

    @Test("004-tap cancels viewb's touch; 004-tap-no-cancel lets it end")
    func taps() throws {
        let cancelling = try SceneHarness("004-tap")
        cancelling.tap("viewb")
        #expect(cancelling.takeLog() == ["tap: Ended"])
        let touches = cancelling.driver.log.filter { $0.hasPrefix("Touches") }.map { $0.prefix { $0 != ":" } }
        #expect(touches == ["Touches Began", "Touches Cancelled"])

        let sharing = try SceneHarness("004-tap-no-cancel")
        sharing.tap("viewb")
        #expect(sharing.driver.log.filter { $0.hasPrefix("Touches") }.map { $0.prefix { $0 != ":" } }
                == ["Touches Began", "Touches Ended"])
    }

    @Test("004-long-press takes the touch at 0.5 s; the no-cancel variant shares it")
    func longPresses() throws {
        for (name, viewHears) in [("004-long-press", "Touches Cancelled"), ("004-long-press-no-cancel", "Touches Ended")] {
            let harness = try SceneHarness(name)
            let p = harness.center("viewb")
            harness.driver.touchDown(at: p)
            harness.driver.advance(by: 0.6)
            harness.driver.touchUp(at: p)
            #expect(harness.takeLog() == ["long press: Began", "long press: Ended"], "\(name)")
            #expect(harness.driver.log.filter { $0.hasPrefix("Touches") }.last?.hasPrefix(viewHears) == true, "\(name)")
        }
    }

    @Test("gesture-delays-began: a quick tap never reaches viewb; a drag gets the held touchesBegan late")
    func delaysTouchesBegan() throws {
        let harness = try SceneHarness("gesture-delays-began")
        harness.tap("viewb")
        #expect(!harness.driver.log.contains { $0.hasPrefix("Touches") })
        harness.driver.clearLog()
        let p = harness.center("viewb")
        harness.driver.drag(from: p, to: CGPoint(x: p.x + 40, y: p.y))
        #expect(harness.driver.log.first { $0.hasPrefix("Touches") }?.hasPrefix("Touches Began") == true)
    }

    @Test("gesture-single-double: one tap waits, then recognizes; two quick taps are a double tap only")
    func singleOrDouble() throws {
        let harness = try SceneHarness("gesture-single-double")
        harness.tap("tap target")
        #expect(harness.takeLog().isEmpty, "the single tap waits for the double tap to fail")
        harness.driver.advance(by: 0.5)
        #expect(harness.takeLog() == ["single tap: Ended"])
        harness.tap("tap target")
        harness.driver.advance(by: 0.1)
        harness.tap("tap target")
        harness.driver.advance(by: 0.5)
        #expect(harness.takeLog() == ["double tap: Ended"])
    }

    @Test("gesture-button: the button wins on itself; the card's tap wins around it")
    func buttonInCard() throws {
        let harness = try SceneHarness("gesture-button")
        harness.tap("button")
        #expect(harness.takeLog() == ["button: touchDown", "button: touchUpInside"])
        let card = harness.view("card").convert(CGRect(x: 10, y: 10, width: 1, height: 1), to: nil).origin
        harness.driver.tap(at: card)
        #expect(harness.takeLog() == ["tap (card): Ended"])
    }

    @Test("gesture-pans: the child's pan wins alone; with the delegate both pans move")
    func pans() throws {
        for (name, parentMoves) in [("gesture-pans", false), ("gesture-pans-simultaneous", true)] {
            let harness = try SceneHarness(name)
            let parentBefore = harness.center("parent"), childBefore = harness.center("child")
            harness.driver.drag(from: childBefore, to: CGPoint(x: childBefore.x + 60, y: childBefore.y))
            let log = harness.takeLog()
            #expect(log.contains("pan (child): Began"), "\(name): \(log)")
            #expect(log.contains("pan (parent): Began") == parentMoves, "\(name): \(log)")
            #expect((harness.center("parent").x > parentBefore.x) == parentMoves, "\(name)")
            #expect(harness.center("child").x > childBefore.x + 50, "\(name)")
        }
    }

    @Test("scroll-buttons: a quick drag from a button scrolls and the button never hears of it; a tap presses it")
    func scrollButtons() throws {
        let harness = try SceneHarness("scroll-buttons")
        let scrollView = try #require(harness.view("scroll view") as? UIScrollView)
        let start = harness.center("button 3")
        harness.driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.1)
        #expect(scrollView.contentOffset.y > 100)
        #expect(harness.takeLog().isEmpty)
        // A flick: the content decelerates; a tap meanwhile would only stop it
        // (UIScrollView takes a touch that lands on moving content).
        #expect(scrollView.isDecelerating)
        harness.driver.advance(by: 5)
        #expect(!scrollView.isDecelerating)
        scrollView.setContentOffset(.zero, animated: false)   // the flick carried button 5 out of sight
        harness.driver.tap(at: harness.center("button 5"), holding: 0.2)
        #expect(harness.takeLog() == ["button 5: touchDown", "button 5: touchUpInside"])
    }

    @Test("scroll-momentum: a flick on the pages settles on the next page; the list's delegate hears UIKit's order; a tap stops it")
    func momentum() throws {
        let harness = try SceneHarness("scroll-momentum")
        let pages = try #require(harness.view("pages") as? UIScrollView)
        let list = try #require(harness.view("list") as? UIScrollView)
        let p = harness.center("pages")
        harness.driver.drag(from: CGPoint(x: p.x + 100, y: p.y), to: CGPoint(x: p.x - 50, y: p.y), duration: 0.1)
        harness.driver.advance(by: 3)
        #expect(pages.contentOffset == CGPoint(x: pages.bounds.width, y: 0), "page 2, exactly")
        _ = harness.takeLog()

        let l = harness.center("list")
        harness.driver.drag(from: CGPoint(x: l.x, y: l.y + 150), to: CGPoint(x: l.x, y: l.y - 50), duration: 0.2)
        harness.driver.advance(by: 0.3)
        #expect(list.isDecelerating)
        harness.tap(l.x, l.y)
        let log = harness.takeLog()
        #expect(log.count == 8)
        #expect(log.first == "list: willBeginDragging")
        #expect(log.dropFirst().first?.hasPrefix("list: willEndDragging (0 1)/ms → (0 ") == true, "\(log)")
        #expect(Array(log.dropFirst(2).prefix(2)) == ["list: didEndDragging willDecelerate YES", "list: willBeginDecelerating"])
        // The tap that catches it is a drag of its own, and the fling's end
        // comes after that drag's end (Behaviour §6, "A finger catching…").
        #expect(log.dropFirst(4).first == "list: willBeginDragging", "\(log)")
        #expect(log.dropFirst(6).first == "list: didEndDragging willDecelerate NO", "\(log)")
        #expect(log.last?.hasPrefix("list: didEndDecelerating at (0 ") == true, "the tap ended it: \(log)")
        #expect(!list.isDecelerating)
    }

    @Test("scroll-timers: dragging pauses the default-mode timer, not the common-mode one; teardown stops both")
    func timerModes() throws {
        let harness = try SceneHarness("scroll-timers")
        let defaultLabel = try #require(harness.view("default-mode timer") as? UILabel)
        let commonLabel = try #require(harness.view("common-modes timer") as? UILabel)
        func ticks(_ label: UILabel) -> Int { Int(label.text?.split(separator: " ").last ?? "") ?? -1 }
        harness.driver.advance(by: 1.05)
        #expect(ticks(defaultLabel) == 10 && ticks(commonLabel) == 10)

        let p = harness.center("scroll view")
        harness.driver.touchDown(at: p)
        harness.driver.move(to: CGPoint(x: p.x, y: p.y - 30))   // the pan begins: tracking mode
        harness.driver.advance(by: 1.0)
        #expect(ticks(defaultLabel) == 10, "paused while tracking")
        #expect(ticks(commonLabel) == 20)
        harness.driver.touchUp(at: CGPoint(x: p.x, y: p.y - 30))
        harness.driver.advance(by: 0.5)
        #expect(ticks(defaultLabel) > 10, "counting again in the default mode")

        harness.content.tearDown()
        let (defaultTicks, commonTicks) = (ticks(defaultLabel), ticks(commonLabel))
        harness.driver.advance(by: 1.0)
        #expect(ticks(defaultLabel) == defaultTicks && ticks(commonLabel) == commonTicks, "invalidated on teardown")
    }
}
