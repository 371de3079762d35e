import Foundation
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A built scene on the seeds' 430×932 screen (so viewb prints 004's own
/// `frame = (165 416; 100 100)`), driven on virtual time.
private final class WhatIfLab {
    let driver: HeadlessDriver
    let content: SceneContent

    init(_ scene: String) throws {
        driver = try HeadlessDriver()
        let window = driver.makeWindow(frame: UIScreen.main.bounds, rootViewController: nil)
        content = try SceneCatalog.scene(named: scene).build(in: window, application: driver.application)
        driver.clearLog()
    }

    @discardableResult
    func flip(_ text: String) throws -> WhatIfValue { try WhatIfSwitch(text, in: content).apply(to: content) }

    func center(_ name: String) -> CGPoint {
        let v = content.view(named: name)!
        return v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
    }

    /// The log without hit-testing lines, as the seed traces are compared.
    var dispatchLog: [String] {
        driver.logWithoutAddresses.filter { !$0.hasPrefix("HitTest:") && !$0.hasPrefix("NextResponder:") }
    }

    /// What the scene's own code logged since the last call.
    func takeSceneLog() -> [String] { defer { content.log.clear() }; return content.log.lines }

    /// 004 §2.6's long press, sharing the touch: hold past 0.5 s, rest, three 1-point moves, lift.
    func seedLongPress() {
        let p = center("viewb"), d = driver
        d.touchDown(at: p)
        d.advance(by: 0.6)
        d.move(to: p)
        for dx in 1...3 { d.advance(by: 0.016); d.move(to: CGPoint(x: p.x + CGFloat(dx), y: p.y)) }
        d.advance(by: 0.016); d.touchUp(at: CGPoint(x: p.x + 3, y: p.y))
    }

    /// A point `x`, `y` points into the view named `name`, in the window.
    func point(in name: String, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        content.view(named: name)!.convert(CGPoint(x: x, y: y), to: nil)
    }

    /// The names of the responders that heard `touchesBegan`, in order.
    var viewsThatBegan: [String] {
        driver.tracer.recorded.compactMap { event -> String? in
            guard case let .touchesDelivered(to, .began, _, _) = event else { return nil }
            return to.name ?? to.className
        }
    }
}

/// The iPhone logs in `Tests/Fixtures/seed-004` (`#` lines are notes).
private enum SeedFixture {
    static func lines(_ name: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }
}

/// A seed's recognizer line and ours differ only in who made them: the
/// iPhone's names its action's target (`target= <(action=_handleGesture:, …)>`),
/// the demo's names the recognizer (`name = tap`). Without both, they must match.
private func withoutTargetAndName(_ line: String) -> String {
    var s = line
    if let r = s.range(of: "; target= <(") , let end = s.range(of: ")>", range: r.upperBound..<s.endIndex) {
        s.removeSubrange(r.lowerBound..<end.upperBound)
    }
    if let r = s.range(of: "; name = ") {
        let end = s[r.upperBound...].firstIndex { $0 == ";" || $0 == ">" } ?? s.endIndex
        s.removeSubrange(r.lowerBound..<end)
    }
    return s
}

@Suite("What-if switches change the outcome as UIKit would")
struct WhatIfSwitchTests {
    // MARK: Reading a switch

    @Test("a switch reads as the Swift that would set it; the property is what follows the last dot")
    func parsing() throws {
        let tap = try WhatIfSwitch("tap.cancelsTouchesInView")
        #expect(tap == WhatIfSwitch(target: "tap", property: .cancelsTouchesInView))
        #expect(tap.description == "tap.cancelsTouchesInView")
        #expect(try WhatIfSwitch("long press.delaystouchesbegan") == WhatIfSwitch(target: "long press", property: .delaysTouchesBegan))
        #expect(try WhatIfSwitch(" viewb.alpha ") == WhatIfSwitch(target: "viewb", property: .alpha))
    }

    @Test("a bad switch is one line naming the bad part and what there is instead",
          arguments: [
            ("tap", "what-if \"tap\": expected TARGET.PROPERTY, e.g. tap.cancelsTouchesInView or viewb.alpha"),
            ("tap.", "what-if \"tap.\": expected TARGET.PROPERTY, e.g. tap.cancelsTouchesInView or viewb.alpha"),
            ("tap.cancels", "what-if \"tap.cancels\": no property \"cancels\" (a recognizer's: cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, shouldBegin, shouldRecognizeSimultaneously; a view's: isUserInteractionEnabled, isHidden, alpha; a scroll view's: delaysContentTouches)"),
            ("viewb.delaysContentTouches", "what-if \"viewb.delaysContentTouches\": delaysContentTouches is a scroll view's property, and \"viewb\" is a UIView"),
            ("tapp.cancelsTouchesInView", "what-if \"tapp.cancelsTouchesInView\": no recognizer named \"tapp\" in 004-tap (recognizers: tap; views: root, superview, viewb)"),
            ("viewc.alpha", "what-if \"viewc.alpha\": no view named \"viewc\" in 004-tap (recognizers: tap; views: root, superview, viewb)"),
            ("viewb.cancelsTouchesInView", "what-if \"viewb.cancelsTouchesInView\": \"viewb\" is a view, and cancelsTouchesInView is a recognizer's property (a view's: isUserInteractionEnabled, isHidden, alpha) (recognizers: tap; views: root, superview, viewb)"),
            ("tap.isHidden", "what-if \"tap.isHidden\": \"tap\" is a recognizer, and isHidden is a view's property (a recognizer's: cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, shouldBegin, shouldRecognizeSimultaneously) (recognizers: tap; views: root, superview, viewb)"),
          ])
    func badSwitches(text: String, message: String) throws {
        let lab = try WhatIfLab("004-tap")
        #expect(throws: WhatIfError(message)) { try WhatIfSwitch(text, in: lab.content) }
        #expect(lab.driver.log.isEmpty, "a bad switch changes nothing and traces nothing")
    }

    // MARK: 004's two comparisons, by one switch

    @Test("004-tap with tap.cancelsTouchesInView off is 004-tap-no-cancel, line for line, and the seed's no-cancel trace")
    func tapWithoutCancelling() throws {
        let lab = try WhatIfLab("004-tap")
        #expect(try lab.flip("tap.cancelsTouchesInView") == .bool(false))
        #expect(lab.driver.log == ["what-if: tap.cancelsTouchesInView = NO"])
        lab.driver.clearLog()
        lab.driver.tap(at: lab.center("viewb"))

        let scene = try WhatIfLab("004-tap-no-cancel")
        scene.driver.tap(at: scene.center("viewb"))
        #expect(lab.driver.logWithoutAddresses == scene.driver.logWithoutAddresses)
        #expect(lab.dispatchLog.count == 3)

        let seed = try SeedFixture.lines("seed-004/tap-no-cancel.log")
        #expect(lab.dispatchLog.map(withoutTargetAndName) == seed.map(withoutTargetAndName))
        #expect(lab.dispatchLog[0] == seed[0] && lab.dispatchLog[2] == seed[2], "viewb's own lines, to the character")
    }

    @Test("flipped twice, the tap cancels again: 004-tap's own trace")
    func tapFlippedBack() throws {
        let lab = try WhatIfLab("004-tap")
        try lab.flip("tap.cancelsTouchesInView")
        #expect(try lab.flip("tap.cancelsTouchesInView") == .bool(true))
        #expect(lab.driver.log.last == "what-if: tap.cancelsTouchesInView = YES")
        lab.driver.clearLog()
        lab.driver.tap(at: lab.center("viewb"))
        let seed = try SeedFixture.lines("seed-004/tap.log")
        #expect(lab.dispatchLog.map(withoutTargetAndName) == seed.map(withoutTargetAndName))
    }

    @Test("004-long-press with long press.cancelsTouchesInView off is 004-long-press-no-cancel, and the seed's trace")
    func longPressWithoutCancelling() throws {
        let lab = try WhatIfLab("004-long-press")
        #expect(try lab.flip("long press.cancelsTouchesInView") == .bool(false))
        lab.driver.clearLog()
        lab.seedLongPress()

        let scene = try WhatIfLab("004-long-press-no-cancel")
        scene.seedLongPress()
        #expect(lab.driver.logWithoutAddresses == scene.driver.logWithoutAddresses)
        let seed = try SeedFixture.lines("seed-004/long-press-no-cancel.log")
        #expect(lab.dispatchLog.map(withoutTargetAndName) == seed.map(withoutTargetAndName))
        #expect(lab.dispatchLog.last?.hasPrefix("Touches Ended") == true)
    }

    @Test("004-long-press-no-cancel with the switch on again cancels viewb's touch at 0.5 s")
    func longPressCancellingAgain() throws {
        let lab = try WhatIfLab("004-long-press-no-cancel")
        #expect(try lab.flip("long press.cancelsTouchesInView") == .bool(true))
        lab.seedLongPress()
        let touches = lab.dispatchLog.filter { $0.hasPrefix("Touches") }.map { $0.prefix { $0 != ":" } }
        #expect(touches == ["Touches Began", "Touches Cancelled"])
    }

    // MARK: The other recognizer switches

    @Test("delaysTouchesBegan on 004's tap: a quick tap never reaches viewb, as in gesture-delays-began")
    func delaysTouchesBegan() throws {
        let lab = try WhatIfLab("004-tap")
        #expect(try lab.flip("tap.delaysTouchesBegan") == .bool(true))
        lab.driver.clearLog()
        lab.driver.tap(at: lab.center("viewb"))
        #expect(!lab.driver.log.contains { $0.hasPrefix("Touches") })
        #expect(lab.takeSceneLog() == ["tap: Ended"])

        let scene = try WhatIfLab("gesture-delays-began")
        scene.driver.tap(at: scene.center("viewb"))
        #expect(lab.dispatchLog.map(withoutTargetAndName) == scene.dispatchLog.map(withoutTargetAndName))
    }

    @Test("delaysTouchesEnded off on both taps of gesture-single-double: the view's touch ends at release, before the single tap recognizes")
    func delaysTouchesEnded() throws {
        func oneTap(_ switches: [String]) throws -> [String] {
            let lab = try WhatIfLab("gesture-single-double")
            for s in switches { try lab.flip(s) }
            lab.driver.clearLog()
            lab.driver.tap(at: lab.center("tap target"))
            lab.driver.advance(by: 0.5)   // the single tap waits 0.35 s for the double tap to fail
            #expect(lab.takeSceneLog() == ["single tap: Ended"])
            return lab.dispatchLog.map { $0.hasPrefix("<") ? "single tap" : String($0.prefix { $0 != ":" }) }
        }
        // Held while a recognizer still analyses the touch, then cancelled when it recognizes (UIKit's docs).
        #expect(try oneTap([]) == ["Touches Began", "single tap", "Touches Cancelled"])
        // One recognizer still holding it is enough to hold it.
        #expect(try oneTap(["double tap.delaysTouchesEnded"]) == ["Touches Began", "single tap", "Touches Cancelled"])
        // Neither holds it: the view hears Ended at once, and the late recognition has nothing to cancel.
        #expect(try oneTap(["double tap.delaysTouchesEnded", "single tap.delaysTouchesEnded"])
                == ["Touches Began", "Touches Ended", "single tap"])
    }

    @Test("isEnabled off: the tap sees nothing and viewb gets plain touches; on again, the tap takes them back")
    func disabled() throws {
        let lab = try WhatIfLab("004-tap")
        #expect(try lab.flip("tap.isEnabled") == .bool(false))
        lab.driver.clearLog()
        lab.driver.tap(at: lab.center("viewb"))
        #expect(lab.dispatchLog.map { String($0.prefix { $0 != ":" }) } == ["Touches Began", "Touches Ended"])
        #expect(lab.takeSceneLog().isEmpty)
        #expect(try lab.flip("tap.isEnabled") == .bool(true))
        lab.driver.clearLog()
        lab.driver.tap(at: lab.center("viewb"))
        #expect(lab.takeSceneLog() == ["tap: Ended"])
    }

    @Test("shouldBegin forced NO: the tap fails, viewb's touch ends; forced YES: it recognizes again; reset restores the delegate")
    func shouldBegin() throws {
        let lab = try WhatIfLab("gesture-pans-simultaneous")
        let pan = try #require(WhatIfTarget.recognizers(in: lab.content).first { $0.name == "pan (child)" })
        let original = try #require(pan.delegate)
        #expect(try WhatIfSwitch("pan (child).shouldBegin", in: lab.content).value(in: lab.content) == .bool(true))
        #expect(try lab.flip("pan (child).shouldBegin") == .bool(false))
        #expect(pan.delegate !== original, "a proxy answers for the delegate")
        let child = lab.center("child")
        lab.driver.drag(from: child, to: CGPoint(x: child.x + 60, y: child.y))
        var log = lab.takeSceneLog()
        #expect(!log.contains("pan (child): Began"), "\(log)")
        #expect(log.contains("pan (parent): Began"), "the parent's pan still may: \(log)")
        // The proxy forwards the question it does not force: the two still recognize together.
        #expect(try lab.flip("pan (child).shouldBegin") == .bool(true))
        let moved = lab.center("child")
        lab.driver.drag(from: moved, to: CGPoint(x: moved.x + 60, y: moved.y))
        log = lab.takeSceneLog()
        #expect(log.contains("pan (child): Began") && log.contains("pan (parent): Began"), "\(log)")
        WhatIfSwitch.reset(in: lab.content)
        #expect(pan.delegate === original)
        #expect(WhatIfSwitch.applied(in: lab.content).isEmpty)

        let tap = try WhatIfLab("004-tap")
        try tap.flip("tap.shouldBegin")
        tap.driver.clearLog()
        tap.driver.tap(at: tap.center("viewb"))
        #expect(tap.takeSceneLog().isEmpty)
        #expect(tap.dispatchLog.map { String($0.prefix { $0 != ":" }) } == ["Touches Began", "Touches Ended"])
    }

    /// Counts the questions UIKit asks it; lets everything begin.
    final class CountingDelegate: UIGestureRecognizerDelegate {
        var shouldBeginCalls = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            shouldBeginCalls += 1
            return true
        }
    }

    @Test("issue 19 item 10: reading and flipping shouldBegin asks the delegate nothing; only a touch that would begin the recognizer does")
    func shouldBeginIsNotAskedBeforeATouch() throws {
        let lab = try WhatIfLab("004-tap")
        let tap = try #require(WhatIfTarget.recognizers(in: lab.content).first { $0.name == "tap" })
        let delegate = CountingDelegate()
        tap.delegate = delegate
        #expect(try WhatIfSwitch("tap.shouldBegin", in: lab.content).value(in: lab.content) == .bool(true))
        #expect(try lab.flip("tap.shouldBegin") == .bool(false))
        #expect(try lab.flip("tap.shouldBegin") == .bool(true))
        #expect(delegate.shouldBeginCalls == 0, "no touch yet: UIKit has asked nothing")
        WhatIfSwitch.reset(in: lab.content)
        lab.driver.tap(at: lab.center("viewb"))
        #expect(delegate.shouldBeginCalls == 1, "the tap, about to recognize, asks once")
    }

    @Test("shouldRecognizeSimultaneously forced YES: gesture-pans moves both views, as the delegate scene does")
    func simultaneous() throws {
        let lab = try WhatIfLab("gesture-pans")
        #expect(try WhatIfSwitch("pan (child).shouldRecognizeSimultaneously", in: lab.content).value(in: lab.content) == .bool(false))
        let child = lab.center("child")
        lab.driver.drag(from: child, to: CGPoint(x: child.x + 60, y: child.y))
        #expect(!lab.takeSceneLog().contains("pan (parent): Began"), "one winner without the switch")
        #expect(try lab.flip("pan (child).shouldRecognizeSimultaneously") == .bool(true))
        #expect(lab.driver.log.last == "what-if: pan (child).shouldRecognizeSimultaneously = YES")
        let parentBefore = lab.center("parent"), moved = lab.center("child")
        lab.driver.drag(from: moved, to: CGPoint(x: moved.x + 60, y: moved.y))
        let log = lab.takeSceneLog()
        #expect(log.contains("pan (child): Began") && log.contains("pan (parent): Began"), "\(log)")
        #expect(lab.center("parent").x > parentBefore.x)

        // gesture-pans-simultaneous's delegate says YES: the switch reads YES and forces NO —
        // but the parent's delegate still says YES, and UIKit needs only one of the two.
        let other = try WhatIfLab("gesture-pans-simultaneous")
        #expect(try WhatIfSwitch("pan (child).shouldRecognizeSimultaneously", in: other.content).value(in: other.content) == .bool(true))
        try other.flip("pan (child).shouldRecognizeSimultaneously")
        try other.flip("pan (parent).shouldRecognizeSimultaneously")
        let c = other.center("child")
        other.driver.drag(from: c, to: CGPoint(x: c.x + 60, y: c.y))
        #expect(!other.takeSceneLog().contains("pan (parent): Began"), "both forced NO: one winner")
    }

    // MARK: View switches and hit-testing

    @Test("B.isUserInteractionEnabled off: hit-testing skips B, and A underneath gets the touch (Behaviour §2, 004 §2.5)")
    func userInteraction() throws {
        let lab = try WhatIfLab("001-abc")
        let onB = lab.point(in: "B", 20, 20)   // B over A, clear of C
        #expect(try lab.flip("B.isUserInteractionEnabled") == .bool(false))
        #expect(lab.driver.log == ["what-if: B.isUserInteractionEnabled = NO"])
        lab.driver.tap(at: onB)
        #expect(lab.viewsThatBegan == ["A"])
    }

    @Test("isHidden: a hidden view is skipped by hit-testing; shown again, it is hit")
    func hidden() throws {
        let lab = try WhatIfLab("001-abc")
        let onB = lab.point(in: "B", 20, 20)   // B over A, clear of C
        #expect(try lab.flip("B.isHidden") == .bool(true))
        lab.driver.tap(at: onB)
        #expect(lab.viewsThatBegan == ["A"])
        lab.driver.clearLog()
        #expect(try lab.flip("B.isHidden") == .bool(false))
        lab.driver.clearLog()
        lab.driver.tap(at: onB)
        #expect(lab.viewsThatBegan == ["B"])
    }

    @Test("alpha steps 1 → 0.011 → 0.01 → 1: hit at 0.011, skipped at 0.01 — the cut-off is alpha <= 0.01")
    func alphaCutOff() throws {
        let lab = try WhatIfLab("001-abc")
        let onB = lab.point(in: "B", 20, 20)   // B over A, clear of C
        var hits: [String] = []
        for expected in [0.011, 0.01, 1.0] {
            #expect(try lab.flip("B.alpha") == .alpha(CGFloat(expected)))
            lab.driver.clearLog()
            lab.driver.tap(at: onB)
            hits.append(contentsOf: lab.viewsThatBegan)
        }
        #expect(hits == ["B", "A", "B"])
        #expect(WhatIfValue.alpha(0.011).description == "0.011")
        try lab.flip("B.alpha")
        #expect(lab.driver.log.last == "what-if: B.alpha = 0.011")
    }

    // MARK: Lasting until the scene is reset

    @Test("reset puts every switched property back as built; a rebuilt scene starts with none")
    func reset() throws {
        let lab = try WhatIfLab("004-tap")
        try lab.flip("tap.cancelsTouchesInView")
        try lab.flip("tap.delaysTouchesBegan")
        try lab.flip("viewb.alpha"); try lab.flip("viewb.alpha")
        try lab.flip("superview.isUserInteractionEnabled"); try lab.flip("superview.isUserInteractionEnabled")
        #expect(WhatIfSwitch.applied(in: lab.content).map { "\($0.switch) = \($0.value)" }
                == ["tap.cancelsTouchesInView = NO", "tap.delaysTouchesBegan = YES", "viewb.alpha = 0.01"])
        WhatIfSwitch.reset(in: lab.content)
        #expect(WhatIfSwitch.applied(in: lab.content).isEmpty)
        #expect(lab.content.view(named: "viewb")!.alpha == 1)
        lab.driver.clearLog()
        lab.driver.tap(at: lab.center("viewb"))
        let seed = try SeedFixture.lines("seed-004/tap.log")
        #expect(lab.dispatchLog.map(withoutTargetAndName) == seed.map(withoutTargetAndName))

        let rebuilt = try WhatIfLab("004-tap")
        #expect(WhatIfSwitch.applied(in: rebuilt.content).isEmpty)
        #expect(try WhatIfSwitch("tap.cancelsTouchesInView", in: rebuilt.content).value(in: rebuilt.content) == .bool(true))
    }

    @Test("the switch's trace line is in the JSON trace too")
    func json() throws {
        let lab = try WhatIfLab("004-tap")
        try lab.flip("viewb.isHidden")
        let record = try #require(lab.driver.tracer.records.last)
        let line = TraceJSONLine(record)
        #expect(line.kind == "whatIf")
        #expect(line.fields == ["target": "viewb", "property": "isHidden", "value": "YES"])
    }
}

