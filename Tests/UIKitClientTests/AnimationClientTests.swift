import XCTest
import UIKit   // plain: only the public surface
import UIKitHeadless

/// View animations as iOS code writes them (Apple's `UIView.animate` and
/// `UIViewPropertyAnimator` documentation), on the headless driver's virtual
/// clock: the model changes at once, the presentation moves, hit-testing
/// reads the model, and animated views get no touches unless allowed.
final class AnimationClientTests: XCTestCase {
    final class Card: UIView {
        var touchesBeganCount = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchesBeganCount += 1
        }
    }

    /// A plain view at `frame` in a key window of a new driver.
    private func viewInAWindow(_ frame: CGRect) throws -> (HeadlessDriver, UIWindow, UIView) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let view = UIView(frame: frame)
        window.addSubview(view)
        return (driver, window, view)
    }

    /// A card at (0, 100, 100×100) in a window, moving 200 points right over 1 s.
    private func movingCard(options: UIView.AnimationOptions, completion: ((Bool) -> Void)? = nil)
        throws -> (HeadlessDriver, Card) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = Card(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear), animations: {
            card.frame.origin.x = 200
        }, completion: completion)
        return (driver, card)
    }

    func testTheModelIsTheTargetAtOnceAndThePresentationMovesOnTheClock() throws {
        var finished: Bool?
        let (driver, card) = try movingCard(options: []) { finished = $0 }
        XCTAssertEqual(card.frame.origin.x, 200, "reading frame after the block gives the target")
        driver.advance(by: 0.5)
        let shown = try XCTUnwrap(card.layer.presentation())
        XCTAssertEqual(shown.frame.origin.x, 100, accuracy: 0.5, "half way on a linear curve")
        XCTAssertEqual(card.frame.origin.x, 200)
        XCTAssertNil(finished)
        driver.advance(by: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(card.layer.presentation()?.frame.origin.x, 200)
        XCTAssertNil(card.layer.animationKeys())
    }

    func testATapWhereTheViewIsDrawnMissesItAndWhereItWillBeHitsIt() throws {
        let (driver, card) = try movingCard(options: [.allowUserInteraction])
        driver.advance(by: 0.5)                      // drawn at x 100…200, model at 200…300
        driver.tap(at: CGPoint(x: 150, y: 150))      // on the drawn card
        XCTAssertEqual(card.touchesBeganCount, 0, "hit-testing uses the model frame")
        driver.tap(at: CGPoint(x: 250, y: 150))      // where nothing is drawn yet
        XCTAssertEqual(card.touchesBeganCount, 1)
    }

    /// The classic answer: hit-test the presentation layer.
    func testAHitTestOverrideReadingThePresentationLayerTouchesTheViewWhereItIsDrawn() throws {
        final class Board: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                for subview in subviews.reversed() {
                    if let shown = subview.layer.presentation(), shown.frame.contains(point) { return subview }
                }
                return super.hitTest(point, with: event)
            }
        }
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let board = Board(frame: window.bounds)
        window.addSubview(board)
        let card = Card(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        board.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            card.center.x += 200
        })
        driver.advance(by: 0.5)
        driver.tap(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(card.touchesBeganCount, 1)
    }

    func testAnAnimatedViewReceivesNoTouchesUnlessTheAnimationAllowsThem() throws {
        let (driver, card) = try movingCard(options: [])
        driver.advance(by: 0.5)
        driver.tap(at: CGPoint(x: 250, y: 150))      // on the model frame
        XCTAssertEqual(card.touchesBeganCount, 0, "user interactions are temporarily disabled for the views being animated")
        driver.advance(by: 1)
        driver.tap(at: CGPoint(x: 250, y: 150))
        XCTAssertEqual(card.touchesBeganCount, 1, "at rest again, it is touched")

        let (allowed, allowedCard) = try movingCard(options: [.allowUserInteraction])
        allowed.advance(by: 0.5)
        allowed.tap(at: CGPoint(x: 250, y: 150))
        XCTAssertEqual(allowedCard.touchesBeganCount, 1)
    }

    func testAReplacedAnimationCompletesWithFinishedFalse() throws {
        var first: Bool?, second: Bool?
        let (driver, card) = try movingCard(options: []) { first = $0 }
        driver.advance(by: 0.25)
        UIView.animate(withDuration: 0.5, animations: { card.center.x = 40 }, completion: { second = $0 })
        driver.runUntilIdle()
        XCTAssertEqual(first, false)
        XCTAssertNil(second)
        driver.advance(by: 0.6)
        XCTAssertEqual(second, true)
        XCTAssertEqual(card.center.x, 40)
    }

    func testRemovingTheLayersAnimationsCompletesWithFinishedFalseAndShowsTheModel() throws {
        var finished: Bool?
        let (driver, card) = try movingCard(options: []) { finished = $0 }
        driver.advance(by: 0.3)
        card.layer.removeAllAnimations()
        driver.runUntilIdle()
        XCTAssertEqual(finished, false)
        XCTAssertEqual(card.layer.presentation()?.frame.origin.x, 200)
    }

    func testAutoreverseComesBackAndRepeatGoesOn() throws {
        let (driver, _, dot) = try viewInAWindow(CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .repeat, .curveLinear], animations: {
            dot.alpha = 0
        }, completion: { finished = $0 })
        driver.advance(by: 1.5)
        XCTAssertEqual(Double(dot.layer.presentation()!.opacity), 0.5, accuracy: 0.02, "half way back")
        driver.advance(by: 10)
        XCTAssertNil(finished, "a repeating animation never ends by itself")
        dot.layer.removeAllAnimations()
        driver.runUntilIdle()
        XCTAssertEqual(finished, false)
    }

    func testASpringOvershootsAndSettlesOnTheTarget() throws {
        let (driver, _, view) = try viewInAWindow(CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { finished = $0 })
        var furthest: CGFloat = 0
        for _ in 0..<40 {
            driver.advance(by: 0.025)
            furthest = max(furthest, view.layer.presentation()!.position.x)
        }
        XCTAssertGreaterThan(furthest, 105, "an underdamped spring passes its target")
        driver.advance(by: 0.1)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.layer.presentation()?.position.x, 105)
    }

    /// A pan scrubs a paused animator, then lets it run on: Apple's interactive-animation pattern.
    func testAPanScrubsAPropertyAnimatorThenItRunsToTheEnd() throws {
        let (driver, window, card) = try viewInAWindow(CGRect(x: 0, y: 100, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 200 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        var fractions: [CGFloat] = []
        let pan = UIPanGestureRecognizer()
        pan.addTarget { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            switch pan.state {
            case .began: animator.pauseAnimation()
            case .changed:
                animator.fractionComplete = pan.translation(in: window).x / 200
                fractions.append(animator.fractionComplete)
            case .ended: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            default: break
            }
        }
        card.addGestureRecognizer(pan)
        let animating: UIViewImplicitlyAnimating = animator   // as iOS code holds an animator
        XCTAssertEqual(animating.state, .inactive)

        driver.touchDown(at: CGPoint(x: 50, y: 150))
        for step in 1...10 { driver.move(to: CGPoint(x: 50 + CGFloat(step) * 10, y: 150)) }
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 0.01)
        XCTAssertEqual(card.layer.presentation()!.position.x, 150, accuracy: 2, "drawn half way")
        XCTAssertEqual(card.center.x, 250, "the model is the target")
        XCTAssertEqual(fractions, fractions.sorted())

        driver.touchUp(at: CGPoint(x: 150, y: 150))
        XCTAssertTrue(animator.isRunning)
        driver.advance(by: 0.6)
        XCTAssertEqual(ended, .end)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(card.layer.presentation()?.position.x, 250)
    }

    func testAStoppedAnimatorFinishesWhereItIsTold() throws {
        let (driver, _, card) = try viewInAWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        driver.advance(by: 0.25)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(card.alpha, 0.75, accuracy: 0.02, "stopped where it was drawn")
        animator.finishAnimation(at: .start)
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(card.alpha, 1)

        let reversing = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { card.alpha = 0.2 }
        var reversedEnd: UIViewAnimatingPosition?
        reversing.addCompletion { reversedEnd = $0 }
        reversing.startAnimation()
        driver.advance(by: 0.3)
        reversing.isReversed = true
        driver.advance(by: 1)
        XCTAssertEqual(reversedEnd, .start)
        XCTAssertEqual(card.alpha, 1, "a reversed animator puts the start values back")
    }

    func testLayerAppearanceAsIOSCodeSetsIt() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.layer.cornerRadius = 12
        view.layer.masksToBounds = true
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 6
        view.layer.shadowOffset = CGSize(width: 0, height: 4)
        XCTAssertTrue(view.clipsToBounds, "masksToBounds is the view's clipsToBounds")
        XCTAssertEqual(view.layer.borderColor, UIColor.red.cgColor)
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5, "opacity is the view's alpha")
        view.alpha = 0.25
        XCTAssertEqual(view.layer.opacity, 0.25)
        XCTAssertEqual(CALayer().shadowOpacity, 0, "Core Animation's defaults")
        XCTAssertEqual(CALayer().shadowOffset, CGSize(width: 0, height: -3))
    }

    func testLayerPropertiesAnimateInsideABlock() throws {
        let (driver, _, view) = try viewInAWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 50
            view.backgroundColor = .blue
        })
        XCTAssertEqual(view.layer.cornerRadius, 50)
        driver.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 25, accuracy: 0.5)
        XCTAssertEqual(view.layer.presentation()!.backgroundColor?.alpha ?? 0, 0.5, accuracy: 0.02,
                       "from clear to blue: half way, half opaque")
    }

    func testAZeroDurationChangesAtOnceAndCompletes() throws {
        let (driver, _, view) = try viewInAWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        driver.runUntilIdle()
        XCTAssertEqual(finished, true)
        XCTAssertNil(view.layer.animationKeys())
        UIView.animate(withDuration: 0.3) { view.alpha = 1 }   // the trailing-closure form iOS code uses
        XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
    }
}

/// Numbers iOS code can get wrong: nothing crashes, nothing hangs, the view ends at its target.
final class AnimationBadInputClientTests: XCTestCase {
    func testNonFiniteDurationsDampingsAndFractionsEndAtTheTarget() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var results: [Bool] = []
        UIView.animate(withDuration: .nan, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        UIView.animate(withDuration: .infinity, animations: { view.alpha = 0.4 }, completion: { results.append($0) })
        UIView.animate(withDuration: 1, delay: -3, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                       options: [], animations: { view.center.x = 100 }, completion: { results.append($0) })
        driver.advance(by: 1.1)
        XCTAssertEqual(results, [true, true, true])
        XCTAssertEqual(view.alpha, 0.4)
        XCTAssertEqual(view.layer.presentation()?.position.x, 100)

        let animator = UIViewPropertyAnimator(duration: .nan, curve: .easeIn) { view.center.x = 20 }
        animator.fractionComplete = .nan
        animator.pauseAnimation()
        animator.fractionComplete = 7
        XCTAssertEqual(animator.fractionComplete, 1)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
        driver.advance(by: 0.1)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.layer.presentation()?.position.x, 20)
    }
}
