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
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
