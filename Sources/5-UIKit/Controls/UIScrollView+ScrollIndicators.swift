import Foundation
import RunLoop

/// The scroll indicators: thin rounded bars at the trailing and bottom edges
/// that show where the visible part lies in the content, while the content
/// moves.
///
///     drag or glide moves the content ─▶ indicators shown (opacity 1)
///     the drag ends without a glide, or the glide ends
///                                     ─▶ they fade to 0 over 0.33 s
///
///     vertical bar: 2.5 pt wide, 2.5 pt from the right edge, its track
///       2.5 pt in from the top and bottom (plus the indicator insets);
///       length = track × visible / (content + insets), at least 37 pt;
///       past an edge (rubber band) it shrinks by the overshoot, to 8 pt.
///
/// The numbers are the published measurements of iOS's own: each indicator
/// is a view "2.5 pts" thick (ASJColoredScrollIndicators, which found them
/// among a scroll view's subviews), and a reproduction built to match iOS
/// 7's (the *unread* app's `UNRCustomScrollIndicator`, Jared Sinclair, 2013:
/// width and margin 2.5, ends inset 2.5, shortest 37 while scrolling and 8
/// when squeezed at an edge, hidden with a 0.33 s fade when dragging ends
/// without deceleration or deceleration ends). Apple: the default style is
/// "black with a white border" (`UIScrollView.IndicatorStyle.default`).
///
/// The indicators are not subviews here (they would join hit-testing's and
/// the trace's lists); the renderer draws them over the content from
/// ``scrollIndicatorFrames`` and ``scrollIndicatorOpacity``.
extension UIScrollView {
    static let indicatorThickness: CGFloat = 2.5
    static let indicatorMargin: CGFloat = 2.5
    static let indicatorShortestWhileScrolling: CGFloat = 37
    static let indicatorShortestSqueezed: CGFloat = 8
    static let indicatorFadeDuration: TimeInterval = 0.33

    /// Where the indicators are, in the scroll view's bounds coordinates (they
    /// move with the offset, so they stay put on screen); nil for one that
    /// is switched off or has nothing to show (the content fits that way).
    @_spi(TouchLab) public var scrollIndicatorFrames: (vertical: CGRect?, horizontal: CGRect?) {
        let inset = adjustedContentInset
        let showsV = showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > bounds.height
        let showsH = showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > bounds.width
        let t = Self.indicatorThickness, m = Self.indicatorMargin
        // The safe area's part of the adjusted inset keeps the bars out of the unsafe edges.
        let safePart = automaticallyAdjustsScrollIndicatorInsets
            ? UIEdgeInsets(top: inset.top - contentInset.top, left: inset.left - contentInset.left,
                           bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right)
            : .zero
        let b = bounds
        var vertical: CGRect?, horizontal: CGRect?
        if showsV {
            let i = verticalScrollIndicatorInsets
            let top = b.minY + safePart.top + i.top + m
            let bottom = b.maxY - safePart.bottom - i.bottom - m - (showsH ? t + m : 0)
            if let (start, length) = Self.indicatorSpan(trackStart: top, trackEnd: bottom, offset: b.minY,
                                                        minimum: minimumOffset.y, maximum: maximumOffset.y,
                                                        visible: b.height, content: contentSize.height + inset.top + inset.bottom) {
                vertical = CGRect(x: b.maxX - safePart.right - i.right - m - t, y: start, width: t, height: length)
            }
        }
        if showsH {
            let i = horizontalScrollIndicatorInsets
            let left = b.minX + safePart.left + i.left + m
            let right = b.maxX - safePart.right - i.right - m - (showsV ? t + m : 0)
            if let (start, length) = Self.indicatorSpan(trackStart: left, trackEnd: right, offset: b.minX,
                                                        minimum: minimumOffset.x, maximum: maximumOffset.x,
                                                        visible: b.width, content: contentSize.width + inset.left + inset.right) {
                horizontal = CGRect(x: start, y: b.maxY - safePart.bottom - i.bottom - m - t, width: length, height: t)
            }
        }
        return (vertical, horizontal)
    }

    /// One bar along its track: its length in proportion to the visible part
    /// of the content, its place in proportion to how far the offset has
    /// gone from `minimum` to `maximum`; squeezed against the track's end by
    /// a rubber band's overshoot.
    static func indicatorSpan(trackStart: CGFloat, trackEnd: CGFloat, offset: CGFloat, minimum: CGFloat, maximum: CGFloat,
                              visible: CGFloat, content: CGFloat) -> (start: CGFloat, length: CGFloat)? {
        let track = trackEnd - trackStart
        guard track > 0, content > 0, visible > 0 else { return nil }
        var length = min(track, max(indicatorShortestWhileScrolling, track * visible / content))
        let range = maximum - minimum
        let progress = range > 0 ? (offset - minimum) / range : 0
        if progress < 0 {
            length = max(min(indicatorShortestSqueezed, length), length - (minimum - offset))
            return (trackStart, length)
        }
        if progress > 1 {
            length = max(min(indicatorShortestSqueezed, length), length - (offset - maximum))
            return (trackEnd - length, length)
        }
        return (trackStart + progress * (track - length), length)
    }

    /// How opaque the indicators are now: 1 while the content moves, then
    /// down to 0 over the fade.
    @_spi(TouchLab) public var scrollIndicatorOpacity: CGFloat { scrollIndicatorVisibility.opacity }

    /// The content moved under a finger or a glide: the bars show at once.
    func showScrollIndicators() {
        guard scrollIndicatorVisibility.fade != nil || scrollIndicatorVisibility.opacity < 1 else { return }
        scrollIndicatorVisibility.fade?.stop()
        scrollIndicatorVisibility.fade = nil
        scrollIndicatorVisibility.opacity = 1
        setNeedsRedraw()
    }

    /// A drag or a glide ended: if nothing moves the content any more, the bars fade.
    func scrollingMayHaveEnded() {
        guard !isDragging, !isDecelerating, scrollIndicatorVisibility.opacity > 0,
              scrollIndicatorVisibility.fade == nil else { return }
        fadeScrollIndicators()
    }

    /// `flashScrollIndicators()`: shown, then faded as after a scroll.
    func flashIndicators() {
        showScrollIndicators()
        if !isDragging && !isDecelerating { fadeScrollIndicators() }
    }

    private func fadeScrollIndicators() {
        guard let runLoop = window?.windowScene?.application.runLoop else {
            scrollIndicatorVisibility.opacity = 0   // no loop to animate on: gone at once
            setNeedsRedraw()
            return
        }
        let start = runLoop.clock.now
        scrollIndicatorVisibility.fade = FrameTimer(name: "UIScrollView scroll indicators", runLoop: runLoop) { [weak self] now in
            guard let self else { return false }
            let t = min(1, (now - start) / Self.indicatorFadeDuration)
            self.scrollIndicatorVisibility.opacity = 1 - CGFloat(t)
            self.setNeedsRedraw()
            if t >= 1 { self.scrollIndicatorVisibility.fade = nil }
            return t < 1
        }
    }
}

/// Whether the indicators show: their opacity and the fade running down.
struct ScrollIndicatorVisibility {
    var opacity: CGFloat = 0
    var fade: FrameTimer?
}
