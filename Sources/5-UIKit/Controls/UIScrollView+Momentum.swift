import Foundation

/// What a scroll view does when the finger lifts: UIKit's sequence of
/// delegate calls, then deceleration, bouncing and paging.
///
///     finger lifts ─▶ scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
///                          velocity: the content's, in points per millisecond
///                          target:   where it will come to rest (the delegate may move it)
///                  ─▶ scrollViewDidEndDragging(_:willDecelerate:)
///                  ─▶ scrollViewWillBeginDecelerating      (if it moves on)
///                  ─▶ scrollViewDidScroll … on 60 Hz run-loop timer frames,
///                     the run loop still in tracking mode
///                  ─▶ scrollViewDidEndDecelerating         (at rest; back to the default mode)
///
/// A finger that lands meanwhile stops the content where it is (and is
/// taken by the scroll view); that catch is a drag, and the stopped
/// deceleration's `scrollViewDidEndDecelerating` comes after the catch's
/// `scrollViewDidEndDragging(_:willDecelerate: false)` (`touchLanded`).
extension UIScrollView {
    func dragDidEnd(velocity fingerVelocity: CGPoint) {
        let rate = Double(decelerationRate.rawValue)
        // UIKit reports the velocity of the content offset — the opposite of
        // the finger's — in points per millisecond.
        var velocity = CGPoint(x: -fingerVelocity.x / 1000, y: -fingerVelocity.y / 1000)
        if lockedAxis == .vertical || !scrollsAlong(.horizontal) { velocity.x = 0 }
        if lockedAxis == .horizontal || !scrollsAlong(.vertical) { velocity.y = 0 }
        let resting = CGPoint(
            x: ScrollAxisMotion.restingPlace(from: Double(contentOffset.x), velocity: Double(velocity.x), rate: rate),
            y: ScrollAxisMotion.restingPlace(from: Double(contentOffset.y), velocity: Double(velocity.y), rate: rate))
        let proposed = isPagingEnabled ? pageOffset(near: contentOffset, velocity: velocity) : clampedOffset(resting)
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        target = clampedOffset(target)

        let movesOn = abs(resting.x - contentOffset.x) >= ScrollAxisMotion.restDistance
            || abs(resting.y - contentOffset.y) >= ScrollAxisMotion.restDistance
        let pastAnEdge = contentOffset != clampedOffset(contentOffset)
        let targeted = isPagingEnabled || target != proposed
        let willDecelerate = targeted ? target != contentOffset : (movesOn || pastAnEdge)
        guard willDecelerate, window?.windowScene?.application.runLoop != nil else {
            if target != contentOffset { setOffset(target) }   // nothing to animate on: there at once
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        startDeceleration(velocity: velocity, target: targeted ? target : nil)
    }

    /// Sets the content moving: freely from `velocity` (points per ms), or to `target`.
    func startDeceleration(velocity: CGPoint, target: CGPoint?) {
        guard let runLoop = window?.windowScene?.application.runLoop else { return }
        caughtDeceleration = false   // a caught deceleration's end is this one's
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if window?.windowScene?.application.runLoopMode != .tracking { enterTrackingMode() }
        // Paging snaps briskly whatever the rate (UIKit's pages settle in well under a second).
        let rate = Double(isPagingEnabled ? min(decelerationRate.rawValue, DecelerationRate.fast.rawValue)
                                          : decelerationRate.rawValue)
        let minimum = minimumOffset, maximum = maximumOffset
        let x = ScrollAxisMotion(position: Double(contentOffset.x), velocity: Double(velocity.x), lower: Double(minimum.x),
                                 upper: Double(maximum.x), rate: rate, bounces: bouncesAlong(.horizontal),
                                 target: target.map { Double($0.x) })
        let y = ScrollAxisMotion(position: Double(contentOffset.y), velocity: Double(velocity.y), lower: Double(minimum.y),
                                 upper: Double(maximum.y), rate: rate, bounces: bouncesAlong(.vertical),
                                 target: target.map { Double($0.y) })
        deceleration = ScrollDeceleration(runLoop: runLoop, x: x, y: y,
            step: { [weak self] in self?.setOffset($0) },
            finished: { [weak self] in self?.decelerationDidEnd() })
    }

    private func decelerationDidEnd() {
        deceleration = nil
        isDecelerating = false
        leaveTrackingMode()
        delegate?.scrollViewDidEndDecelerating(self)
        scrollingMayHaveEnded()
    }

    /// A drag, a finger or a new offset takes over: the content stops where it is.
    func stopDeceleration() {
        deceleration?.stop()
        deceleration = nil
        isDecelerating = false
        caughtDeceleration = false
        scrollingMayHaveEnded()
    }

    // MARK: Paging

    /// The page boundary a release at `offset` settles on: the next page in
    /// the direction of a flick, else the nearest (pages are the view's size,
    /// counted from the first offset, `-adjustedContentInset`).
    func pageOffset(near offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ position: CGFloat, _ v: CGFloat, size: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
            guard size > 0 else { return position }
            let index = (position - minimum) / size
            let chosen: CGFloat = v > Self.pagingFlickVelocity ? index.rounded(.down) + 1
                : v < -Self.pagingFlickVelocity ? index.rounded(.up) - 1
                : index.rounded()
            return min(max(minimum, minimum + chosen * size), maximum)
        }
        let minimum = minimumOffset, maximum = maximumOffset
        return CGPoint(x: page(offset.x, velocity.x, size: bounds.width, minimum: minimum.x, maximum: maximum.x),
                       y: page(offset.y, velocity.y, size: bounds.height, minimum: minimum.y, maximum: maximum.y))
    }
    /// Points per millisecond: a release faster than this turns the page.
    static let pagingFlickVelocity: CGFloat = 0.2

    // MARK: Edges

    /// The content's top-left edge, pushed out by the adjusted inset (Apple,
    /// *adjustedContentInset*: the insets "from the content view to the
    /// scroll view's edges"): `-adjustedContentInset.left/top`.
    var minimumOffset: CGPoint {
        let inset = adjustedContentInset
        // `0 - x`, not `-x`: no inset must read 0, not -0, in an offset a log prints.
        return CGPoint(x: 0 - inset.left, y: 0 - inset.top)
    }

    /// The content's far edge plus the bottom/right inset, never above the minimum.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: max(0 - inset.left, contentSize.width + inset.right - bounds.width),
                       y: max(0 - inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content with its insets is larger than the view along
    /// `axis` (or bounces there anyway).
    func scrollsAlong(_ axis: ScrollAxis) -> Bool {
        let inset = adjustedContentInset
        switch axis {
        case .horizontal: return contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
        case .vertical: return contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
        }
    }

    func bouncesAlong(_ axis: ScrollAxis) -> Bool { bounces && scrollsAlong(axis) }

    /// The rubber band: past an edge by `overshoot`, the content shows only
    /// `(1 − 1 / (overshoot·0.55 / d + 1))·d` of it (d the view's size along
    /// that axis) — it follows the finger ever more stiffly and never passes
    /// the view's own size. The constant 0.55 is the one widely measured on iOS.
    static func rubberBand(_ overshoot: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandStiffness / d + 1)) * d
    }
    static func inverseRubberBand(_ shown: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, shown < d else { return shown }
        return d / rubberBandStiffness * (1 / (1 - shown / d) - 1)
    }
    static let rubberBandStiffness: CGFloat = 0.55

    /// Where the finger's raw offset shows, with the rubber band past the edges.
    func rubberBanded(_ raw: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset
        func axis(_ p: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ d: CGFloat, _ a: ScrollAxis) -> CGFloat {
            guard scrollsAlong(a) else { return lower }
            if p < lower { return bouncesAlong(a) ? lower - Self.rubberBand(lower - p, dimension: d) : lower }
            if p > upper { return bouncesAlong(a) ? upper + Self.rubberBand(p - upper, dimension: d) : upper }
            return p
        }
        return CGPoint(x: axis(raw.x, minimum.x, maximum.x, bounds.width, .horizontal),
                       y: axis(raw.y, minimum.y, maximum.y, bounds.height, .vertical))
    }

    /// The raw offset a rubber-banded one stands for (a drag that catches a bouncing view starts there).
    func unrubberBanded(_ shown: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset
        func axis(_ p: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ d: CGFloat) -> CGFloat {
            if p < lower { return lower - Self.inverseRubberBand(lower - p, dimension: d) }
            if p > upper { return upper + Self.inverseRubberBand(p - upper, dimension: d) }
            return p
        }
        return CGPoint(x: axis(shown.x, minimum.x, maximum.x, bounds.width), y: axis(shown.y, minimum.y, maximum.y, bounds.height))
    }
}

/// An axis a scroll view moves along (and the one a directional lock keeps it on).
enum ScrollAxis {
    case horizontal, vertical

    /// `isDirectionalLockEnabled`: a drag that starts within about 27° of an
    /// axis (one component at least twice the other) is locked to it; a
    /// diagonal start scrolls freely. UIKit does not document its angle.
    static func lock(for translation: CGPoint) -> ScrollAxis? {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dy >= 2 * dx { return .vertical }
        if dx >= 2 * dy { return .horizontal }
        return nil
    }
}
