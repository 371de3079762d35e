import XCTest
import UIKit
import UIKitHeadless

/// A photo viewer as Apple's zooming samples write it: a scroll view whose
/// delegate names the image view in `viewForZooming(in:)`, zoom limits, a
/// pinch with two fingers, `setZoomScale` and `zoom(to:animated:)`, and
/// the delegate's calls in Apple's documented order (Behaviour §8).
final class ScrollViewZoomClientTests: XCTestCase {
    final class PhotoViewController: UIViewController, UIScrollViewDelegate {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var calls: [String] = []
        var zoomsAbove4 = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.delegate = self
            scrollView.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 4
            scrollView.addSubview(imageView)
            scrollView.contentSize = imageView.bounds.size
            view.addSubview(scrollView)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            calls.append("willBeginZooming \(view === imageView)")
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if scrollView.zoomScale > 4 { zoomsAbove4 += 1 }
            if calls.last != "didZoom" { calls.append("didZoom") }
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEndZooming \(scale)")
        }
    }

    /// Two fingers 20 points apart around (150, 150), spread to `distance`.
    private func pinch(_ driver: HeadlessDriver, to distance: CGFloat, lift: Bool = true) {
        driver.touchDown(at: CGPoint(x: 140, y: 150), finger: 0)
        driver.touchDown(at: CGPoint(x: 160, y: 150), finger: 1)
        for step in 1...5 {
            let half = 10 + (distance / 2 - 10) * CGFloat(step) / 5
            driver.advance(by: 0.016)
            driver.move(to: CGPoint(x: 150 - half, y: 150), finger: 0)
            driver.move(to: CGPoint(x: 150 + half, y: 150), finger: 1)
        }
        if lift {
            driver.touchUp(at: CGPoint(x: 150 + distance / 2, y: 150), finger: 1)
            driver.touchUp(at: CGPoint(x: 150 - distance / 2, y: 150), finger: 0)
        }
    }

    func testThePinchExistsOnlyWhileZoomingIsPossible() {
        let scrollView = UIScrollView()
        XCTAssertNil(scrollView.pinchGestureRecognizer, "minimum and maximum are both 1")
        scrollView.maximumZoomScale = 3
        XCTAssertNotNil(scrollView.pinchGestureRecognizer)
        XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } ?? false)
        scrollView.maximumZoomScale = 1
        XCTAssertNil(scrollView.pinchGestureRecognizer)
    }

    func testAPinchPastTheMaximumBouncesBackThenEnds() throws {
        let driver = try HeadlessDriver()
        let controller = PhotoViewController()
        driver.makeWindow(rootViewController: controller)
        let scrollView = controller.scrollView

        pinch(driver, to: 100, lift: false)                    // 20 → 100 points: five times
        XCTAssertTrue(scrollView.isZooming)
        XCTAssertGreaterThan(scrollView.zoomScale, 4, "bouncesZoom: past the maximum, with resistance")
        XCTAssertLessThan(scrollView.zoomScale, 5)
        XCTAssertEqual(controller.calls, ["willBeginZooming true", "didZoom"])

        driver.touchUp(at: CGPoint(x: 200, y: 150), finger: 1)
        driver.touchUp(at: CGPoint(x: 100, y: 150), finger: 0)
        XCTAssertFalse(scrollView.isZooming)
        XCTAssertTrue(scrollView.isZoomBouncing)
        XCTAssertEqual(controller.calls.last, "didZoom", "no end before the bounce is over")

        driver.advance(by: 0.5)
        XCTAssertFalse(scrollView.isZoomBouncing)
        XCTAssertEqual(scrollView.zoomScale, 4)
        XCTAssertEqual(controller.calls, ["willBeginZooming true", "didZoom", "didEndZooming 4.0"])
        // The point under the fingers when the pinch began stays under them:
        // y = 150 of the image at y = 150 of the view (the fingers move along
        // x, the first one a step ahead, so x shifts by a few points).
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 1200, height: 1200))
        XCTAssertEqual(scrollView.contentOffset.y, 150 * 4 - 150, accuracy: 0.5)
        XCTAssertEqual(scrollView.contentOffset.x, 150 * 4 - 150, accuracy: 40)
        XCTAssertEqual(controller.imageView.frame, CGRect(x: 0, y: 0, width: 1200, height: 1200))
    }

    func testWithoutBouncesZoomThePinchStopsAtTheLimit() throws {
        let driver = try HeadlessDriver()
        let controller = PhotoViewController()
        driver.makeWindow(rootViewController: controller)
        controller.scrollView.bouncesZoom = false

        pinch(driver, to: 100)
        XCTAssertEqual(controller.zoomsAbove4, 0)
        XCTAssertEqual(controller.scrollView.zoomScale, 4)
        XCTAssertEqual(controller.calls, ["willBeginZooming true", "didZoom", "didEndZooming 4.0"], "ends as the fingers lift")
    }

    func testSetZoomScaleAndZoomToRect() throws {
        let driver = try HeadlessDriver()
        let controller = PhotoViewController()
        driver.makeWindow(rootViewController: controller)
        let scrollView = controller.scrollView

        scrollView.setZoomScale(2, animated: false)            // not animated: didZoom only
        XCTAssertEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 600, height: 600))
        XCTAssertEqual(controller.calls, ["didZoom"])
        scrollView.zoomScale = 10                              // kept within the limits
        XCTAssertEqual(scrollView.zoomScale, 4)

        controller.calls.removeAll()
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: true)   // 300 / 100: three times
        XCTAssertEqual(controller.calls, ["willBeginZooming true"], "animated: the change comes on the run loop")
        driver.advance(by: 0.5)
        XCTAssertEqual(controller.calls, ["willBeginZooming true", "didZoom", "didEndZooming 3.0"])
        XCTAssertEqual(scrollView.zoomScale, 3)
        // The rectangle's centre (150, 150) is in the middle of the view.
        XCTAssertEqual(scrollView.contentOffset.x, 150 * 3 - 150, accuracy: 0.5)
    }

    func testWithNoViewForZoomingNothingZooms() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        XCTAssertEqual(scrollView.zoomScale, 1)
    }
}
