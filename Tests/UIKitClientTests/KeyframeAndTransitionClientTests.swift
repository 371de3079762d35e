import XCTest
import UIKit
import UIKitHeadless

/// Keyframe animations and view transitions as iOS code writes them (issue 29
/// item 4, Behaviour §15): a card swiper's wiggle and fly-out, a flip, a
/// cross-dissolve, a view replaced by another — on the virtual clock.
final class KeyframeAndTransitionClientTests: XCTestCase {
    private func cardInAWindow() throws -> (HeadlessDriver, UIView) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(card)
        return (driver, card)
    }
    private func shownX(_ card: UIView) -> CGFloat { card.layer.presentation()?.frame.origin.x ?? .nan }

    /// Two keyframes, linear overall: right 100 in the first half, then up 100 in the second.
    func testLinearKeyframesReachEachValueInTheirOwnPartOfTheAnimation() throws {
        let (driver, card) = try cardInAWindow()
        var finished: Bool?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [linear, .calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.frame.origin.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.frame.origin.y = 0 }
        }, completion: { finished = $0 })
        XCTAssertEqual(card.frame.origin, CGPoint(x: 100, y: 0), "the model is the last keyframe's at once")
        driver.advance(by: 0.5)
        XCTAssertEqual(shownX(card), 50, accuracy: 0.5, "a quarter of the way: half way through the first keyframe")
        XCTAssertEqual(card.layer.presentation()?.frame.origin.y ?? 0, 100, accuracy: 0.5, "the second has not started")
        driver.advance(by: 1.0)
        XCTAssertEqual(shownX(card), 100, accuracy: 0.5, "held after its keyframe")
        XCTAssertEqual(card.layer.presentation()?.frame.origin.y ?? 0, 50, accuracy: 0.5)
        XCTAssertNil(finished)
        driver.advance(by: 0.6)
        XCTAssertEqual(finished, true)
    }

    func testTheWholeKeyframeAnimationEasesInAndOutByDefault() throws {
        let (driver, card) = try cardInAWindow()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.frame.origin.x = 100 }
        })
        driver.advance(by: 0.25)
        XCTAssertLessThan(shownX(card), 20, "slow at the start: ease-in-out over the whole animation")
        driver.advance(by: 0.25)
        XCTAssertEqual(shownX(card), 50, accuracy: 1)
    }

    func testDiscretePacedAndCubicModes() throws {
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        // Discrete: each value from its keyframe's start, nothing in between.
        do {
            let (driver, card) = try cardInAWindow()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeDiscrete], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { card.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { card.frame.origin.x = 300 }
            })
            driver.advance(by: 0.1)
            XCTAssertEqual(shownX(card), 0)
            driver.advance(by: 0.2)
            XCTAssertEqual(shownX(card), 100)
            driver.advance(by: 0.4)
            XCTAssertEqual(shownX(card), 300)
        }
        // Paced: 100 then 300 more — the first leg takes a quarter of the time whatever its keyframe says.
        do {
            let (driver, card) = try cardInAWindow()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModePaced], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.frame.origin.x = 400 }
            })
            driver.advance(by: 0.25)
            XCTAssertEqual(shownX(card), 100, accuracy: 1, "even speed: 400 points in 1 s")
            driver.advance(by: 0.25)
            XCTAssertEqual(shownX(card), 200, accuracy: 1)
        }
        // Cubic: through the values, but not on straight lines: it passes the middle value at its time.
        do {
            let (driver, card) = try cardInAWindow()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.frame.origin.x = 400 }
            })
            driver.advance(by: 0.25)
            let quarter = shownX(card)
            XCTAssertNotEqual(quarter, 50, accuracy: 1, "not the straight line")
            driver.advance(by: 0.25)
            XCTAssertEqual(shownX(card), 100, accuracy: 0.5, "through the keyframe's value at its end")
        }
    }

    func testAFlipAndACrossDissolveShowTheNewLookArrivingAndKeepTouchesAway() throws {
        let (driver, card) = try cardInAWindow()
        var tapped = 0
        let tap = UITapGestureRecognizer()
        tap.addTarget { _ in tapped += 1 }
        card.addGestureRecognizer(tap)
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: .transitionFlipFromLeft, animations: {
            card.backgroundColor = .systemRed
        }, completion: { finished = $0 })
        XCTAssertEqual(card.backgroundColor, .systemRed, "the block's change is not animated: the transition is")
        driver.advance(by: 0.5)
        let edgeOn = try XCTUnwrap(card.layer.presentation())
        XCTAssertLessThan(edgeOn.frame.width, 10, "half way through a flip the view is edge-on")
        driver.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(tapped, 0, "no touches during the transition")
        driver.advance(by: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(card.layer.presentation()?.frame.width ?? 0, 100, accuracy: 0.5)
        XCTAssertEqual(card.transform, .identity)

        UIView.transition(with: card, duration: 0.4, options: .transitionCrossDissolve, animations: { card.backgroundColor = .systemBlue })
        driver.advance(by: 0.2)
        XCTAssertEqual(card.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.15)
        XCTAssertEqual(card.alpha, 1)
    }

    func testTransitionFromViewToViewReplacesItOrHidesIt() throws {
        let (driver, front) = try cardInAWindow()
        let parent = try XCTUnwrap(front.superview)
        let back = UIView(frame: front.frame)
        let sibling = UIView()
        parent.addSubview(sibling)
        var finished: Bool?
        UIView.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromRight) { finished = $0 }
        XCTAssertNil(front.superview)
        XCTAssertTrue(back.superview === parent)
        XCTAssertTrue(parent.subviews.firstIndex { $0 === back }! < parent.subviews.firstIndex { $0 === sibling }!, "in the removed view's place")
        driver.advance(by: 0.4)
        XCTAssertEqual(finished, true)

        UIView.transition(from: back, to: front, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        XCTAssertTrue(back.isHidden)
        XCTAssertNil(front.superview, "showHide: nothing is added or removed")
    }
}
