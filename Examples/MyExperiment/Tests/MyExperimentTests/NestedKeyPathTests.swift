import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// Key paths through another object (`iOS/ResizableCard.swift`): a card that
/// watches its own `layer.bounds` while a finger drags its corner, a logger
/// that adds itself as an observer of "layer.bounds", a badge that observes
/// a subclass of the class declaring `@objc dynamic progress`, and an
/// observer of "current.progress" whose current task is replaced.
final class NestedKeyPathTests: XCTestCase {

    private func cardInAWindow() throws -> (HeadlessDriver, ResizableCard) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = ResizableCard(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        window.addSubview(card)
        window.layoutIfNeeded()
        return (driver, card)
    }

    /// The corner handle sits at the card's bottom-right: (20 + 200 − 22, 100 + 120 − 22).
    private func dragCorner(_ driver: HeadlessDriver, by dx: CGFloat) {
        driver.drag(from: CGPoint(x: 198, y: 198), to: CGPoint(x: 198 + dx, y: 198 + dx / 2), duration: 0.3, steps: 10)
    }

    func testTheGlowFollowsLayerBoundsWhileAFingerDragsTheCorner() throws {
        let (driver, card) = try cardInAWindow()
        XCTAssertEqual(card.glowSizes, [CGSize(width: 200, height: 120)], ".initial: the size at once")

        dragCorner(driver, by: 60)
        XCTAssertGreaterThan(card.glowSizes.count, 3, "one notification per move of the corner")
        XCTAssertEqual(card.bounds.width, 260, accuracy: 1)
        XCTAssertEqual(card.glowSizes.last, card.bounds.size, "the last notification carries the size the card has")
        XCTAssertEqual(card.glow.frame, card.bounds.insetBy(dx: -8, dy: -8), "the handler kept the glow around the card")
        XCTAssertEqual(card.layer.shadowPath?.boundingBox, card.bounds)
        for (previous, next) in zip(card.glowSizes, card.glowSizes.dropFirst()) {
            XCTAssertGreaterThanOrEqual(next.width, previous.width, "the corner only moved outwards")
        }
    }

    func testMovingTheCardWithoutResizingItIsNoBoundsChangeButAPositionChange() throws {
        let (_, card) = try cardInAWindow()
        var positions: [CGPoint] = []
        let observation = card.observe(\.layer.position, options: .new) { _, change in
            positions.append(change.newValue ?? .zero)
        }
        let sizesBefore = card.glowSizes.count
        card.center = CGPoint(x: 200, y: 300)
        XCTAssertEqual(positions, [CGPoint(x: 200, y: 300)], "the view's centre is its layer's position")
        XCTAssertEqual(card.glowSizes.count, sizesBefore, "layer.bounds was not set")
        observation.invalidate()
        card.center = CGPoint(x: 100, y: 300)
        XCTAssertEqual(positions.count, 1, "invalidated")
    }

    func testAnObserverOfTheStringKeyPathGetsTheWholePathAndTheViewAsObject() throws {
        let (driver, card) = try cardInAWindow()
        let logger = SizeLogger()
        logger.watch(card)
        dragCorner(driver, by: 20)
        XCTAssertFalse(logger.lines.isEmpty)
        XCTAssertEqual(logger.lines.first?.hasPrefix("layer.bounds of card: 200 -> 2"), true, "\(logger.lines)")
        XCTAssertEqual(logger.lines.last?.hasSuffix("-> 220"), true, "\(logger.lines)")

        logger.stopWatching(card)
        let seen = logger.lines.count
        card.frame.size.width = 300
        XCTAssertEqual(logger.lines.count, seen, "removed: the layer's observation went with it")
    }

    func testObservingASubclassOfTheDeclaringClassFindsTheDynamicProperty() throws {
        let task = PausableDownloadTask()
        let badge = PauseBadge(frame: .zero)
        badge.show(task)
        task.progress = 0.25
        task.isPaused = true
        task.progress = 0.5
        task.isPaused = false
        task.progress = 0.75
        XCTAssertEqual(badge.seen, [0.25, 0.75])
        XCTAssertEqual(badge.text, "75 %")
    }

    func testAPathThroughAReplacedObjectFollowsTheNewOne() throws {
        let queue = DownloadQueue()
        let first = queue.current
        var changes: [(old: Double?, new: Double?)] = []
        let observer = ChangeRecorder { change in
            changes.append((change?[.oldKey] as? Double, change?[.newKey] as? Double))
        }
        queue.addObserver(observer, forKeyPath: "current.progress", options: [.old, .new], context: nil)
        first.progress = 0.5
        let second = DownloadTask()
        second.progress = 0.9
        queue.current = second                      // the path's value changes with the object
        first.progress = 0.7                        // no longer on the path
        second.progress = 1
        XCTAssertEqual(changes.map(\.old), [0, 0.5, 0.9])
        XCTAssertEqual(changes.map(\.new), [0.5, 0.9, 1])
        queue.removeObserver(observer, forKeyPath: "current.progress", context: nil)
        second.progress = 0.2
        XCTAssertEqual(changes.count, 3, "removed")
    }
}
