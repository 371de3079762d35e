import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The scroll indicator on real pixels: a dark capsule at the scroll view's
/// trailing edge while a finger drags, gone once it has faded (Behaviour §14).
@Suite("Scroll indicator drawing")
struct ScrollIndicatorDrawingTests {
    @Test("while a finger drags, a dark bar is drawn 2.5 points in from the right edge; after the fade, white again")
    func barWhileDragging() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        let window = driver.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        content.backgroundColor = .white
        scrollView.addSubview(content)
        controller.view.addSubview(scrollView)
        driver.runUntilIdle()

        driver.touchDown(at: CGPoint(x: 150, y: 450))
        driver.move(through: (1...20).map { CGPoint(x: 150, y: 450 - CGFloat($0) * 12) }, interval: 0.02)
        let bar = try #require(scrollView.scrollIndicatorFrames.vertical)
        // The bar's middle, on the window: the scroll view's origin plus its place in the bounds.
        let middle = CGPoint(x: bar.midX, y: 100 + bar.midY - scrollView.contentOffset.y)
        let dragging = try renderScene(window, configure: viewsOnly)
        let ink = dragging.pixel(middle)
        #expect(Int(ink.red) < 200 && ink.red == ink.green, "a grey bar over white: \(ink)")
        #expect(dragging.pixel(CGPoint(x: bar.minX - 3, y: middle.y)).isClose(to: RGBA(hex: 0xFFFFFF)), "thin: white beside it")
        #expect(dragging.pixel(CGPoint(x: bar.midX, y: middle.y + bar.height / 2 + 3)).isClose(to: RGBA(hex: 0xFFFFFF)),
                "short: white below it")

        driver.advance(by: 0.2)
        driver.touchUp(at: CGPoint(x: 150, y: 210))
        driver.advance(by: 0.5)
        let after = try renderScene(window, configure: viewsOnly)
        #expect(after.pixel(middle).isClose(to: RGBA(hex: 0xFFFFFF)), "faded: \(after.pixel(middle))")
    }
}
