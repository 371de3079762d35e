import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// The files in `iOS/` beside this one are written as library authors write them for iOS —
/// `@objc`, `#selector`, `@IBInspectable`, `@objc optional` delegates,
/// `#if os(iOS)` — and compiled unchanged through the `iOSSources` plugin in
/// the Swift 5 mode they are written for. These tests drive them with a
/// finger through the headless driver and check that they behave as on iOS.
///
/// XCTest runs each test on the main thread, so the driver services the main
/// run loop's Foundation timers (`Timer`, `perform(_:with:afterDelay:)`,
/// `CADisplayLink`), which tie its virtual clock to real time while they wait.
final class PastedLibraryTests: XCTestCase {

    /// A delegate that implements every optional requirement.
    final class EveryRequirement: NSObject, SwipeCardViewDelegate {
        var log: [String] = []
        var allowSwipes = true
        func swipeCardViewDidBeginDragging(_ card: SwipeCardView) { log.append("began") }
        func swipeCard(_ card: SwipeCardView, didSwipe direction: SwipeDirection) {
            log.append(direction == .right ? "swiped right" : "swiped left")
        }
        func swipeCardShouldSwipe(_ card: SwipeCardView) -> Bool { allowSwipes }
        func swipeCardWasTapped(_ card: SwipeCardView) { log.append("tapped") }
    }

    /// A delegate that implements only the required method.
    final class OnlyRequired: NSObject, SwipeCardViewDelegate {
        var log: [String] = []
        func swipeCardViewDidBeginDragging(_ card: SwipeCardView) { log.append("began") }
    }

    private func cardInAWindow() throws -> (HeadlessDriver, SwipeCardView) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = SwipeCardView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        window.addSubview(card)
        return (driver, card)
    }

    // MARK: @objc optional delegates, #selector recognizers

    func testASwipeFarEnoughCallsTheOptionalDidSwipeOfADelegateThatImplementsIt() throws {
        let (driver, card) = try cardInAWindow()
        let delegate = EveryRequirement()
        card.delegate = delegate
        driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 380, y: 300), duration: 0.3, steps: 12)
        XCTAssertEqual(delegate.log, ["began", "swiped right"])
        XCTAssertFalse(card.isDragging)
    }

    func testADelegateWithoutTheOptionalMethodsIsNotCalledAndTheCardSwipesByDefault() throws {
        let (driver, card) = try cardInAWindow()
        let delegate = OnlyRequired()
        card.delegate = delegate
        XCTAssertFalse(delegate.responds(to: Selector("swipeCard:didSwipe:")))
        XCTAssertTrue(delegate.responds(to: Selector("swipeCardViewDidBeginDragging:")))
        driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 20, y: 300), duration: 0.3, steps: 12)
        XCTAssertEqual(delegate.log, ["began"], "no optional method called, nothing crashed")
        XCTAssertEqual(card.center.x, 200 - 180, accuracy: 1, "with no answer to swipeCardShouldSwipe the card stays where it was thrown")
    }

    func testRespondsToAgreesWithWhatTheDelegateImplements() {
        let every = EveryRequirement(), only = OnlyRequired()
        for selector in ["swipeCard:didSwipe:", "swipeCardShouldSwipe:", "swipeCardWasTapped:"] {
            XCTAssertTrue(every.responds(to: Selector(selector)), selector)
            XCTAssertFalse(only.responds(to: Selector(selector)), selector)
        }
    }

    func testAnOptionalRequirementsAnswerIsUsed_ShouldSwipeFalseKeepsTheCard() throws {
        let (driver, card) = try cardInAWindow()
        let delegate = EveryRequirement()
        delegate.allowSwipes = false
        card.delegate = delegate
        driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 380, y: 300), duration: 0.3, steps: 12)
        XCTAssertEqual(delegate.log, ["began"])
        XCTAssertEqual(card.center, card.restingCenter, "snapped back")
    }

    func testATapSentToANoArgumentSelectorReachesTheOptionalTapMethod() throws {
        let (driver, card) = try cardInAWindow()
        let delegate = EveryRequirement()
        card.delegate = delegate
        driver.tap(at: CGPoint(x: 200, y: 300))
        driver.advance(by: 0.5)
        XCTAssertEqual(delegate.log, ["tapped"])
    }

    func testInspectablesAreProperties() {
        let card = SwipeCardView(frame: .zero)
        card.cornerRadius = 20
        XCTAssertEqual(card.layer.cornerRadius, 20)
        card.prepareForInterfaceBuilder()
        XCTAssertNil(card.titleLabel, "an outlet no nib filled")
    }

    // MARK: Controls: target-action, perform(afterDelay:), Timer(target:selector:)

    private func stepperInAWindow() throws -> (HeadlessDriver, StepperControl, [Int]) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let stepper = StepperControl(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        window.addSubview(stepper)
        return (driver, stepper, [])
    }

    func testTappingPlusStepsOnceAndSendsValueChanged() throws {
        let (driver, stepper, _) = try stepperInAWindow()
        var changes: [Int] = []
        stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
        driver.tap(at: CGPoint(x: 250, y: 130))
        driver.tap(at: CGPoint(x: 250, y: 130))
        driver.tap(at: CGPoint(x: 50, y: 130))
        XCTAssertEqual(changes, [1, 2, 1])
        XCTAssertNotNil(stepper.lastReleaseEvent, "an action method of shape (sender, event) gets the event")
        driver.advance(by: 0.8)
        XCTAssertEqual(stepper.value, 1, "a quick tap cancelled its delayed perform: no repeat")
    }

    func testHoldingPlusRepeatsAfterHalfASecondOnATargetSelectorTimer() throws {
        let (driver, stepper, _) = try stepperInAWindow()
        stepper.maximumValue = 100
        driver.touchDown(at: CGPoint(x: 250, y: 130))
        XCTAssertEqual(stepper.value, 1)
        driver.advance(by: 0.4)
        XCTAssertEqual(stepper.value, 1, "perform(_:with:afterDelay:) has not fired yet")
        driver.advance(by: 0.45)            // 0.5 s delay, then a step every 0.1 s
        XCTAssertGreaterThanOrEqual(stepper.value, 3)
        XCTAssertLessThanOrEqual(stepper.value, 6)
        driver.touchUp(at: CGPoint(x: 250, y: 130))
        let released = stepper.value
        driver.advance(by: 0.4)
        XCTAssertEqual(stepper.value, released, "the release invalidated the timer")
    }

    // MARK: CADisplayLink, NotificationCenter, associated objects, the responder chain

    func testADisplayLinkSendsItsSelectorEveryFrameUntilANotificationPausesIt() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let pulse = PulseIndicator(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(pulse)
        pulse.start()
        driver.advance(by: 0.5)
        XCTAssertGreaterThan(pulse.frameCount, 15, "about 30 frames in half a second")
        XCTAssertLessThan(pulse.frameCount, 45)
        NotificationCenter.default.post(name: Notification.Name("PulseIndicatorShouldPause"), object: nil)
        XCTAssertTrue(pulse.isPaused)
        let frames = pulse.frameCount
        driver.advance(by: 0.2)
        XCTAssertEqual(pulse.frameCount, frames)
    }

    func testAnAssociatedObjectLivesAsLongAsItsView() {
        final class Token { }
        weak var released: Token?
        do {
            let view = UIView()
            view.pulseBadge = "3"
            XCTAssertEqual(view.pulseBadge, "3")
            view.pulseBadge = nil
            XCTAssertNil(view.pulseBadge)
            let token = Token()
            released = token
            objc_setAssociatedObject(view, &PastedLibraryTests.tokenKey, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        XCTAssertNil(released, "released with its owner")
    }
    static var tokenKey: UInt8 = 0

    func testAnActionSentToNilWalksTheResponderChainToTheControllerThatCanPerformIt() throws {
        let driver = try HeadlessDriver()
        let host = PulseHost()
        driver.makeWindow(rootViewController: host)
        let pulse = PulseIndicator(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.view.addSubview(pulse)
        pulse.requestReset(nil)
        XCTAssertEqual(host.resets, ["PulseIndicator"])
        host.resetsDisabled = true
        pulse.requestReset(nil)
        XCTAssertEqual(host.resets.count, 1, "canPerformAction(_:withSender:) said no")
    }

    // MARK: UIKit's own methods and @objc properties by selector

    func testATapOnTheBackgroundSendsResignFirstResponderUpTheChainAndTheFieldResigns() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let form = TapToDismissView(frame: CGRect(x: 0, y: 100, width: 400, height: 400))
        let field = FormFieldView(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        form.addSubview(field)
        window.addSubview(form)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        driver.tap(at: CGPoint(x: 300, y: 400))
        driver.advance(by: 0.5)
        XCTAssertEqual(form.tapCount, 1)
        XCTAssertFalse(field.isFirstResponder, "#selector(UIResponder.resignFirstResponder) sent to nil reached the field")
    }

    func testATimerAimedAtUIKitsLayoutIfNeededLaysTheViewOut() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let form = TapToDismissView(frame: CGRect(x: 0, y: 100, width: 400, height: 400))
        window.addSubview(form)
        driver.advance(by: 0.1)
        let before = form.relayouts
        form.relayoutSoon()
        form.setNeedsLayout()
        XCTAssertTrue(form.responds(to: Selector("layoutIfNeeded")), "UIKit's own method, by name")
        form.perform(Selector("layoutIfNeeded"))
        XCTAssertEqual(form.relayouts, before + 1, "perform(_:) ran UIKit's layoutIfNeeded, which called the override")
        driver.advance(by: 0.3)
        XCTAssertGreaterThanOrEqual(form.relayouts, before + 1)
    }

    func testObjCPropertiesAnswerTheirGetterAndSetterSelectors() {
        let form = TapToDismissView(frame: .zero)
        XCTAssertTrue(form.answersTapCountBySelector)
        form.perform(Selector("setTapCount:"), with: 7)
        XCTAssertEqual(form.tapCount, 7, "the setter's selector sets the property")
    }

    // MARK: NSObject

    func testUIKitClassesAreNSObjects() {
        let card = SwipeCardView(frame: .zero)
        XCTAssertTrue(card.isKind(of: UIView.self))
        XCTAssertTrue(card.isKind(of: NSObject.self))
        XCTAssertTrue(card.isEqual(card))
        XCTAssertFalse(card.isEqual(SwipeCardView(frame: .zero)))
        let recognizer: NSObject = UITapGestureRecognizer()
        XCTAssertTrue(recognizer.isKind(of: UIGestureRecognizer.self))
        XCTAssertTrue(card.description.hasPrefix("<SwipeCardView: 0x"))
    }

    func testTouchesEventsLayersColoursImagesAndPathsAreNSObjectsToo() throws {
        let objects: [NSObject] = [CALayer(), UIColor.red, UIImage(), UIBezierPath(), CAShapeLayer()]
        XCTAssertTrue(objects.allSatisfy { $0.isKind(of: NSObject.self) })
        XCTAssertTrue(objects[4].isKind(of: CALayer.self))
        // UIColor's isEqual and hash are its components', as on iOS; the others' are identity.
        XCTAssertTrue(UIColor(red: 1, green: 0, blue: 0, alpha: 1).isEqual(UIColor.red))
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash, UIColor.red.hash)
        XCTAssertEqual(Set<NSObject>([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
        XCTAssertFalse(CALayer().isEqual(CALayer()))
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        // A touch and its event, from a real tap, seen by a view.
        final class Recorder: UIView {
            var seen: [NSObject] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen += Array(touches) as [NSObject]
                if let event { seen.append(event) }
            }
        }
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let recorder = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(recorder)
        driver.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(recorder.seen.count, 2)
        XCTAssertTrue(recorder.seen[0].isKind(of: UITouch.self))
        XCTAssertTrue(recorder.seen[1].isKind(of: UIEvent.self))
        XCTAssertTrue(recorder.seen[0].description.hasPrefix("<UITouch: phase = "), recorder.seen[0].description)
    }
}
