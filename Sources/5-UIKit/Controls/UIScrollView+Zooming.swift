import Foundation
import RunLoop

/// Zooming, as UIKit's scroll view does it: the delegate's
/// `viewForZooming(in:)` names a view, and the scroll view scales it with a
/// transform while keeping its frame at the same place in the content, so
/// `contentSize` follows the scaled view and scrolling works on the zoomed
/// content with no special case.
///
///     pinch began  ─▶ willBeginZooming(with: view)          isZooming
///     pinch changed ─▶ scale = scale at start × pinch.scale  (rubber-banded past
///                     the limits with bouncesZoom, clamped without)
///                     ─▶ didZoom, and the content point under the fingers
///                        stays under them (didScroll as the offset moves)
///     pinch ended  ─▶ within the limits: didEndZooming(atScale:)
///                     past them: the scale springs back (isZoomBouncing),
///                     then didEndZooming — "after any bounce animations"
///
/// The pinch (`pinchGestureRecognizer`) exists while zooming is possible
/// (`maximumZoomScale > minimumZoomScale`), as UIKit's is `nil` otherwise,
/// and begins only if the delegate names a view. In the demo the second
/// finger is the Alt finger. The delegate's order is Apple's documentation
/// of each method (Behaviour §8).
struct ScrollZoom {
    var scale: CGFloat = 1
    var pinch: UIPinchGestureRecognizer?
    var arbiter: ZoomArbiter?
    /// At the pinch's start: the scale, and the point of the zoomed view
    /// (its own, unscaled coordinates) under the fingers.
    var scaleAtPinchStart: CGFloat = 1
    var anchor: CGPoint = .zero
    /// An animated zoom or a bounce back.
    var animation: ScrollAnimation?
}

/// The pinch may begin only when the delegate names a view to zoom.
final class ZoomArbiter: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?
    func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool { scrollView?.zoomingView != nil }
}

extension UIScrollView {
    /// The recognizer for pinches, while zooming is possible
    /// (``maximumZoomScale`` above ``minimumZoomScale``); `nil` otherwise.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoom.pinch }

    /// Sets ``zoomScale``; animated, the scale eases there over 0.3 s between
    /// `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomingView, scale.isFinite else { return }
        let target = clampedZoomScale(scale)
        let viewport = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoomAnchored(view: view, to: target, anchor: contentPoint(atViewport: viewport, of: view), at: viewport,
                     animated: animated)
    }

    /// Zooms so that `rect` — in the coordinates of the view the delegate
    /// zooms — fills as much of the scroll view as the limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        let target = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        zoomAnchored(view: view, to: target, anchor: CGPoint(x: rect.midX, y: rect.midY),
                     at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    // MARK: The pinch

    /// The view the delegate zooms, if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Installs the pinch when zooming becomes possible, removes it when not.
    func updatePinchInstallation() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, zoom.pinch == nil {
            let pinch = UIPinchGestureRecognizer()
            let arbiter = ZoomArbiter()
            arbiter.scrollView = self
            pinch.delegate = arbiter
            pinch.addTarget { [unowned self] r in self.handlePinch(r as! UIPinchGestureRecognizer) }
            zoom.pinch = pinch
            zoom.arbiter = arbiter
            addGestureRecognizer(pinch)
        } else if !possible, let pinch = zoom.pinch {
            removeGestureRecognizer(pinch)
            zoom.pinch = nil
            zoom.arbiter = nil
        }
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let viewport = CGPoint(x: pinch.location(in: self).x - contentOffset.x, y: pinch.location(in: self).y - contentOffset.y)
        switch pinch.state {
        case .began:
            zoom.animation?.stop()
            zoom.animation = nil
            isZoomBouncing = false
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoom.scaleAtPinchStart = zoom.scale
            zoom.anchor = contentPoint(atViewport: viewport, of: view)
            fallthrough
        case .changed:
            let wanted = zoom.scaleAtPinchStart * pinch.scale
            applyZoom(to: view, scale: bouncesZoom ? rubberBandedZoomScale(wanted) : clampedZoomScale(wanted),
                      anchor: zoom.anchor, at: viewport)
        default:
            guard isZooming else { return }
            isZooming = false
            let settled = clampedZoomScale(zoom.scale)
            if settled == zoom.scale || window?.windowScene?.application.runLoop == nil {
                applyZoom(to: view, scale: settled, anchor: zoom.anchor, at: viewport)
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
            } else {
                isZoomBouncing = true
                zoomAnchored(view: view, to: settled, anchor: zoom.anchor, at: viewport, animated: true,
                             announcesBegin: false)
            }
        }
    }

    // MARK: Scale and offset together

    /// Scales `view` to `target` keeping content point `anchor` (the view's
    /// own coordinates) at `viewportPoint` of the visible area; animated,
    /// between the delegate's will-begin (unless a pinch already said it)
    /// and did-end calls.
    private func zoomAnchored(view: UIView, to target: CGFloat, anchor: CGPoint, at viewportPoint: CGPoint,
                              animated: Bool, announcesBegin: Bool = true) {
        zoom.animation?.stop()
        zoom.animation = nil
        guard animated, target != zoom.scale, let runLoop = window?.windowScene?.application.runLoop else {
            applyZoom(to: view, scale: target, anchor: anchor, at: viewportPoint)
            isZoomBouncing = false
            if !announcesBegin { delegate?.scrollViewDidEndZooming(self, with: view, atScale: target) }
            return
        }
        if announcesBegin { delegate?.scrollViewWillBeginZooming(self, with: view) }
        let start = zoom.scale
        // The animation eases a progress from 0 to 1; scale and offset follow it.
        zoom.animation = ScrollAnimation(runLoop: runLoop, from: .zero, to: CGPoint(x: 1, y: 0),
            step: { [weak self, weak view] progress in
                guard let self, let view else { return }
                self.applyZoom(to: view, scale: start + (target - start) * progress.x, anchor: anchor, at: viewportPoint)
            },
            finished: { [weak self, weak view] in
                guard let self else { return }
                self.zoom.animation = nil
                self.isZoomBouncing = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
            })
    }

    /// Sets the scale (the view's transform, its frame's origin kept, the
    /// content size) and the offset that keeps `anchor` at `viewportPoint`.
    private func applyZoom(to view: UIView, scale: CGFloat, anchor: CGPoint, at viewportPoint: CGPoint) {
        if scale != zoom.scale || view.transform.a != scale {
            let origin = view.frame.origin
            let size = view.bounds.size
            zoom.scale = scale
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
            contentSize = CGSize(width: size.width * scale, height: size.height * scale)
            delegate?.scrollViewDidZoom(self)
        }
        let origin = view.frame.origin
        let offset = CGPoint(x: origin.x + anchor.x * scale - viewportPoint.x, y: origin.y + anchor.y * scale - viewportPoint.y)
        setOffset(clampedOffset(offset))
    }

    /// The point of `view` (its own coordinates) shown at `viewportPoint`.
    private func contentPoint(atViewport viewportPoint: CGPoint, of view: UIView) -> CGPoint {
        let origin = view.frame.origin
        return CGPoint(x: (contentOffset.x + viewportPoint.x - origin.x) / zoom.scale,
                       y: (contentOffset.y + viewportPoint.y - origin.y) / zoom.scale)
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Past a limit the scale follows the fingers with resistance: half the
    /// ratio beyond it, in logarithmic terms (a pinch to twice the maximum
    /// shows √2 times it), so the bounce back reads as a spring.
    func rubberBandedZoomScale(_ scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return minimumZoomScale }
        if scale > maximumZoomScale { return maximumZoomScale * (scale / maximumZoomScale).squareRoot() }
        if scale < minimumZoomScale { return minimumZoomScale * (scale / minimumZoomScale).squareRoot() }
        return scale
    }
}
