import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A scroll view dragged and then taken out of its window mid-drag: its pan is
/// cancelled, and the run loop must leave `UITrackingRunLoopMode` with it —
/// otherwise every default-mode timer in the app stays paused for good.
@Suite("A scroll view removed mid-drag")
struct ScrollViewRemovalTests {
    @Test("the run loop goes back to the default mode")
    func removalMidDragRestoresTheDefaultMode() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        controller.view.addSubview(scrollView)

        driver.touchDown(at: CGPoint(x: 150, y: 300))
        for y in stride(from: 290, through: 200, by: -10) {
            driver.advance(by: 0.016)
            driver.move(to: CGPoint(x: 150, y: CGFloat(y)))
        }
        #expect(driver.application.runLoopMode == .tracking)

        scrollView.removeFromSuperview()
        driver.touchUp(at: CGPoint(x: 150, y: 200))

        #expect(driver.application.runLoopMode == .default)
    }
}
