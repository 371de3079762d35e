import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Behaviour §9: every animation's life is in the trace (verbose lines, so
/// the seeds' logs stay line for line): began, interrupted, completed; and
/// hit-testing names why it passed over an animated view.
@Suite("Animation trace")
struct AnimationTraceTests {
    func animationLines(_ driver: HeadlessDriver) -> [String] {
        SeedLogFormatter.lines(for: driver.tracer.recorded, style: .verbose).filter { $0.hasPrefix("Animation") }
    }

    @Test("began with its properties and timing; a replaced one interrupted; the rest completed")
    func lifeOfAnAnimation() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        driver.clearLog()
        UIView.animate(withDuration: 1) { card.center.x = 200 }
        UIView.animate(withDuration: 1) { card.alpha = 0.5 }
        driver.advance(by: 0.2)
        UIView.animate(withDuration: 0.5, delay: 0.1, options: [], animations: { card.center.x = 100 })
        driver.advance(by: 1)
        #expect(animationLines(driver) == [
            "Animation began: card center over 1 s",
            "Animation began: card alpha over 1 s",
            "Animation interrupted: card (finished = NO)",
            "Animation began: card center over 0.5 s after 0.1 s",
            "Animation completed: card (finished = YES)",
            "Animation completed: card (finished = YES)",
        ])
        #expect(driver.log.allSatisfy { !$0.hasPrefix("Animation") }, "the seeds' style leaves them out")
    }

    @Test("hit-testing passes over a view animated without .allowUserInteraction, and says why")
    func rejectionIsTraced() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        UIView.animate(withDuration: 1) { card.alpha = 0.5 }
        driver.tap(at: CGPoint(x: 50, y: 50))
        let rejected = driver.tracer.recorded.contains { event in
            if case let .hitTestRejected(view, reason) = event { return view === card && reason == .animating }
            return false
        }
        #expect(rejected)
        #expect(card.hitTestRejection() == .animating)
        driver.advance(by: 1.1)
        #expect(card.hitTestRejection() == nil, "at rest, it is touchable again")
    }
}

extension AnimationTraceTests {
    @Test("a repeating animation whose view goes away ends, interrupted (its frames stop with it)")
    func repeatingAnimationOfAViewThatGoesAway() throws {
        let driver = try HeadlessDriver(recordTrace: true)   // the trace names the view without keeping it
        let window = driver.makeWindow()
        var finished: Bool?
        weak var gone: UIView?
        do {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(card)
            gone = card
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { card.alpha = 0 },
                           completion: { finished = $0 })
            driver.advance(by: 0.5)
            card.removeFromSuperview()
        }
        #expect(gone == nil, "the view is not kept alive by its animation")
        driver.advance(by: 0.1)
        #expect(finished == false)
    }
}
