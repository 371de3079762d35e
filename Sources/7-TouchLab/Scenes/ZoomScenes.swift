import Foundation
@_spi(TouchLab) import UIKit

/// A scroll view that zooms, written as an iOS photo viewer is: a delegate
/// that names the view to zoom, zoom limits, and the delegate's calls shown
/// as they come (`UIScrollView+Zooming.swift`).
enum ZoomScenes {
    static var zoom: Scene {
        Scene(
            name: "scroll-zoom", title: "Zooming a scroll view: pinch, bounce, zoom(to:)",
            explanation: "Hold Alt and drag away from the centre to pinch the grid: the scroll view scales the view its "
                + "delegate names, up to 3×, with a spring past the limits. The delegate's calls come in Apple's order: "
                + "willBeginZooming, didZoom…, didEndZooming after the bounce. z zooms to the top-left tile.",
            keysHint: "Alt+drag: pinch · drag: scroll the zoomed grid · z: zoom(to:) a tile · 1: zoomScale = 1"
        ) { b in
            let status = b.add(UILabel(), "status", rect(15, 20, 400, 100), .white)
            status.numberOfLines = 0
            status.textAlignment = .center
            status.font = .systemFont(ofSize: 17, weight: .semibold)

            let scrollView = b.add(UIScrollView(), "scroll view", rect(15, 140, 400, 520), SceneColors.panel)
            let grid = b.add(UIView(), "grid", rect(0, 0, 400, 520), .white, to: scrollView)
            // Three columns: a name tag fits on the right-hand tiles.
            let columns = 3, rows = 4
            for row in 0..<rows {
                for column in 0..<columns {
                    let shade = CGFloat((row + column) % 2 == 0 ? 0.55 : 0.8)
                    b.add(UIView(), "tile \(row * columns + column + 1)",
                          rect(CGFloat(column) * 133 + 4, CGFloat(row) * 130 + 4, 125, 122),
                          UIColor(red: shade, green: 0.7, blue: 1, alpha: 1), to: grid)
                }
            }
            scrollView.contentSize = grid.bounds.size
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 3
            if let pinch = scrollView.pinchGestureRecognizer { _ = b.named(pinch, "pinch (scroll view)") }

            let delegate = ZoomingDelegate(grid: grid, status: status, log: b.log)
            scrollView.delegate = delegate
            b.keep(delegate)
            delegate.show(scrollView, "pinch with Alt+drag")

            b.key("z", "zoom(to:) the top-left tile") {
                scrollView.zoom(to: CGRect(x: 0, y: 0, width: 133, height: 130), animated: true)
                return "zoom(to: the top-left tile, animated: true)"
            }
            b.key("1", "zoomScale = 1") {
                scrollView.setZoomScale(1, animated: true)
                return "setZoomScale(1, animated: true)"
            }
        }
    }
}

/// The photo viewer's delegate: it zooms the grid and writes each call on
/// the status label and in the scene's log.
final class ZoomingDelegate: UIScrollViewDelegate {
    private let grid: UIView
    private let status: UILabel
    private let log: SceneLog
    private var lastCall = ""

    init(grid: UIView, status: UILabel, log: SceneLog) {
        self.grid = grid
        self.status = status
        self.log = log
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { grid }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log("scrollViewWillBeginZooming(with: grid)")
        show(scrollView, "willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if lastCall != "didZoom" { log("scrollViewDidZoom …") }
        show(scrollView, "didZoom")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log("scrollViewDidEndZooming(atScale: \(String(format: "%.2f", Double(scale))))")
        show(scrollView, "didEndZooming at \(String(format: "%.2f", Double(scale)))")
    }

    func show(_ scrollView: UIScrollView, _ call: String) {
        lastCall = call
        let bouncing = scrollView.isZoomBouncing ? " · bouncing back" : ""
        status.text = "zoomScale \(String(format: "%.2f", Double(scrollView.zoomScale))) (1 … 3)\(bouncing)\n\(call)"
    }
}
