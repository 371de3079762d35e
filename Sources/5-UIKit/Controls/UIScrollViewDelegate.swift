import Foundation

/// What a scroll view tells its delegate, as on iOS. Every method is optional
/// (a default that does nothing), so a delegate implements only what it needs.
///
/// Order during a drag (or a wheel scroll): `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` for each change, then
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity
/// in points per millisecond; the target may be changed) and
/// `scrollViewDidEndDragging(_:willDecelerate:)`; after a flick,
/// `scrollViewWillBeginDecelerating`, more `scrollViewDidScroll`, and
/// `scrollViewDidEndDecelerating`. An animated `setContentOffset(_:animated:)`
/// ends with `scrollViewDidEndScrollingAnimation`.
///
/// Zooming (Apple's documentation of each method): `viewForZooming(in:)`
/// names the view to scale; a pinch, or an animated change of the zoom
/// scale, calls `scrollViewWillBeginZooming(_:with:)`, then
/// `scrollViewDidZoom` for each change of scale, and
/// `scrollViewDidEndZooming(_:with:atScale:)` at the end — after the bounce
/// back within the limits, if there is one.
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate when the user scrolls the content view within the scroll view.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate when the scroll view is about to start scrolling the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells the delegate when the user finishes scrolling the content, with the
    /// velocity in points per millisecond; the delegate may change where the
    /// content comes to rest through `targetContentOffset`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells the delegate when dragging ended; `decelerate` is `true` if the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the scroll view is starting to decelerate the scrolling movement.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that the scroll view has ended decelerating the scrolling movement.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate when a scrolling animation in the scroll view concludes.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asks the delegate for the view to scale when zooming is about to occur; `nil`: no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells the delegate that zooming of the content is about to commence: at
    /// the beginning of a pinch, and of an animated change of the zoom level.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Tells the delegate that the scroll view's zoom factor changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Tells the delegate when zooming completed: after the pinch, after its
    /// bounce animation if there was one, after an animated zoom.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Tells the delegate when the scroll view's `adjustedContentInset` changes.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the content decelerates to the proposed target.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `nil` by default: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
