import Foundation
import HID
import SpringBoard
import Testing
// @testable: see Tests/TouchLabTests/SceneBehaviourTests.swift (Testing's `_Testing_UIKit` overlay).
@_spi(TouchLab) @testable import UIKit
import XServer

/// Zooming through the real window: XTest holds Alt, the demo's second
/// finger mirrors the pointer, and the scroll view's own pinch zooms the
/// view its delegate names, bouncing back to the maximum (Behaviour §8).
@Suite("Scroll-view zooming with the Alt finger (XTest)")
struct ZoomWindowTests {
    final class Photo: UIScrollViewDelegate {
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
        var calls: [String] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEnd \(scale)")
        }
    }

    @Test("Alt+drag away from the centre pinches past 3×; on release the scale springs back to 3, then didEndZooming")
    func altPinchZooms() throws {
        let stage = try AltFingerWindowTests.stage()
        defer { stage.end() }
        let photo = Photo()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
        scrollView.delegate = photo
        scrollView.maximumZoomScale = 3
        scrollView.addSubview(photo.image)
        scrollView.contentSize = photo.image.bounds.size
        stage.window.addSubview(scrollView)

        // The pointer at 195 and its mirror at 235: 40 points apart, spread to 200.
        let outcome = try stage.play("hold alt\ndrag 195 466 to 115 466 over 0.3\nrelease alt") {
            photo.calls.last?.hasPrefix("didEnd") == true
        }
        #expect(outcome == .completed)
        #expect(photo.calls == ["willBegin", "didZoom", "didEnd 3.0"])
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.pinchGestureRecognizer != nil)
    }
}
