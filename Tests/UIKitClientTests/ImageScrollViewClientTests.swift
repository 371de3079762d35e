import XCTest
import UIKit
import UIKitHeadless

/// A zoomable photo set up as the popular image-viewer libraries set one up
/// (huynguyencong's ImageScrollView; Apple's PhotoScroller sample before
/// it): the scroll view is its own delegate and names an image view made
/// with `UIImageView(image:)`; the smallest scale fits the image's width,
/// the largest is three times that; a double tap on the image zooms to twice
/// the smallest with `zoom(to:animated:)`; and `scrollViewDidZoom` centres
/// the zoomed image by setting its *frame* while the scroll view scales it.
///
/// That last step is where it used to go wrong: the frame's size became the
/// image view's bounds, so each zoom step shrank the image by the scale
/// again, to almost nothing, and nothing could pan (PastediOSFiles, the
/// libraries table). Core Animation's frame setter keeps the frame read back
/// equal to the one set (Behaviour §15).
final class ImageScrollViewClientTests: XCTestCase {
    final class ZoomingPhotoView: UIScrollView, UIScrollViewDelegate {
        private(set) var imageView: UIImageView?
        let doubleTap = UITapGestureRecognizer()
        var zoomSteps = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            delegate = self
            showsVerticalScrollIndicator = false
            showsHorizontalScrollIndicator = false
            bouncesZoom = true
            decelerationRate = .fast
            contentInsetAdjustmentBehavior = .never
            doubleTap.numberOfTapsRequired = 2
            doubleTap.addTarget(self, action: "doubleTapped:") { [unowned self] r in self.doubleTapped(r) }
        }
        required init?(coder: NSCoder) { fatalError() }

        func display(_ image: UIImage) {
            imageView?.removeFromSuperview()
            let view = UIImageView(image: image)
            view.isUserInteractionEnabled = true
            view.addGestureRecognizer(doubleTap)
            addSubview(view)
            imageView = view
            contentSize = image.size
            let fitWidth = bounds.width / image.size.width
            maximumZoomScale = 3 * fitWidth
            minimumZoomScale = fitWidth * 0.999
            zoomScale = minimumZoomScale
            contentOffset = .zero
        }

        func doubleTapped(_ recognizer: UIGestureRecognizer) {
            if zoomScale >= 2 * minimumZoomScale - 0.01 {
                setZoomScale(minimumZoomScale, animated: true)
                return
            }
            let scale = 2 * minimumZoomScale
            let centre = recognizer.location(in: recognizer.view)
            let size = CGSize(width: frame.width / scale, height: frame.height / scale)
            zoom(to: CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                            width: size.width, height: size.height), animated: true)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            zoomSteps += 1
            guard let imageView else { return }
            var centred = imageView.frame
            centred.origin.x = centred.width < bounds.width ? (bounds.width - centred.width) / 2 : 0
            centred.origin.y = centred.height < bounds.height ? (bounds.height - centred.height) / 2 : 0
            imageView.frame = centred
        }
    }

    /// A 900 × 600 photo in a 300 × 400 viewer: it fits at a third of its size.
    private func makeViewer(_ driver: HeadlessDriver) -> ZoomingPhotoView {
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let viewer = ZoomingPhotoView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        controller.view.addSubview(viewer)
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 900, height: 600)).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 900, height: 600))
        }
        viewer.display(photo)
        return viewer
    }

    func testTheFittedPhotoIsCentredAtAThirdOfItsSize() throws {
        let driver = try HeadlessDriver()
        let viewer = makeViewer(driver)
        let imageView = try XCTUnwrap(viewer.imageView)
        XCTAssertEqual(viewer.zoomScale, 0.333, accuracy: 0.001)
        XCTAssertEqual(imageView.bounds.width, 900, accuracy: 0.001, "zooming scales the view; its bounds stay the image's")
        XCTAssertEqual(imageView.bounds.height, 600, accuracy: 0.001)
        XCTAssertEqual(imageView.frame.width, 900 * viewer.zoomScale, accuracy: 0.01)
        XCTAssertEqual(imageView.frame.midY, 200, accuracy: 0.01, "centred vertically by the delegate")
        XCTAssertEqual(viewer.contentSize.width, imageView.frame.width, accuracy: 0.01)
    }

    func testADoubleTapZoomsToTwiceTheFitAndTheZoomedPhotoPans() throws {
        let driver = try HeadlessDriver()
        let viewer = makeViewer(driver)
        let imageView = try XCTUnwrap(viewer.imageView)

        driver.tap(at: CGPoint(x: 150, y: 200))
        driver.advance(by: 0.1)
        driver.tap(at: CGPoint(x: 150, y: 200))
        driver.advance(by: 1)                               // the animated zoom settles
        XCTAssertGreaterThan(viewer.zoomSteps, 2, "the zoom animates: several didZoom calls")
        XCTAssertEqual(viewer.zoomScale, 0.666, accuracy: 0.001)
        XCTAssertEqual(imageView.bounds.width, 900, accuracy: 0.001, "the image view keeps its size")
        XCTAssertEqual(imageView.bounds.height, 600, accuracy: 0.001)
        XCTAssertEqual(imageView.frame.width, 600, accuracy: 1)
        XCTAssertEqual(imageView.frame.height, 400, accuracy: 1)
        XCTAssertEqual(viewer.contentSize.width, imageView.frame.width, accuracy: 0.01)
        XCTAssertEqual(viewer.contentOffset.x, 150, accuracy: 1, "the tapped middle of the photo stays in the middle")

        let before = viewer.contentOffset
        driver.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 130, y: 200), duration: 0.5, steps: 20)
        driver.advance(by: 2)
        XCTAssertGreaterThan(viewer.contentOffset.x, before.x + 50, "a drag to the left pans the zoomed photo")
        XCTAssertLessThanOrEqual(viewer.contentOffset.x, viewer.contentSize.width - viewer.bounds.width + 0.5)

        driver.tap(at: CGPoint(x: 150, y: 200))
        driver.advance(by: 0.1)
        driver.tap(at: CGPoint(x: 150, y: 200))
        driver.advance(by: 1)
        XCTAssertEqual(viewer.zoomScale, viewer.minimumZoomScale, accuracy: 0.0001, "the second double tap zooms back out")
        XCTAssertEqual(imageView.frame.width, 300, accuracy: 1)
    }
}
