import Foundation

/// Insets: room around the content that the offset may scroll into.
///
///     adjustedContentInset = contentInset + the safe area, on the axes
///                            `contentInsetAdjustmentBehavior` chooses
///     offsets run from  -adjustedContentInset.top/left
///                  to    contentSize + adjustedContentInset.bottom/right − bounds.size
///     (dragging, rubber-banding, deceleration, bouncing and paging all use
///      these two ends: `UIScrollView+Momentum.swift`)
///
/// Apple, *adjustedContentInset*: "The safe area insets are then added to the
/// values in the contentInset property to obtain the final value"; which
/// safe-area edges are added is the behaviour's (Behaviour §14, "Insets").
extension UIScrollView {
    /// Which of the safe area's edges join ``contentInset`` in ``adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and vertically always when the scroll view is
        /// the view of a controller shown by a navigation controller.
        case automatic
        /// The top and bottom edges when the content is taller than the view
        /// (or `alwaysBounceVertical`), the left and right when it is wider.
        case scrollableAxes
        /// The safe area never joins the content inset.
        case never
        /// The safe area always joins the content inset.
        case always
    }

    /// The scroll indicators' colours.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border: visible on any background (Apple).
        case `default`
        /// Black, for light backgrounds.
        case black
        /// White, for dark backgrounds.
        case white
    }

    /// ``contentInset`` plus the safe area's insets on the axes
    /// ``contentInsetAdjustmentBehavior`` adjusts (`adjustedContentInset`).
    var contentInsetWithSafeArea: UIEdgeInsets {
        let (vertical, horizontal) = safeAreaAdjustedAxes
        var inset = contentInset
        guard vertical || horizontal else { return inset }
        let safe = safeAreaInsets
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        return inset
    }

    /// Apple's documentation of each case: `.scrollableAxes` "The top and
    /// bottom insets include the safe area inset values when the vertical
    /// content size is greater than the height of the scroll view itself …
    /// also adjusted when the alwaysBounceVertical property is true.
    /// Similarly, the left and right insets include the safe area insets when
    /// the horizontal content size is greater than the width"; `.automatic`:
    /// "Content is always adjusted vertically when the scroll view is the
    /// content view of a view controller that is currently displayed by a
    /// navigation or tab bar controller. If the scroll view is horizontally
    /// scrollable, the horizontal content offset is also adjusted".
    private var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        let tall = contentSize.height > bounds.height || alwaysBounceVertical
        let wide = contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (tall, wide)
        case .automatic: return (tall || isShownByNavigationController, wide)
        }
    }

    private var isShownByNavigationController: Bool {
        var controller = owningViewController?.parent
        while let c = controller {
            if c is UINavigationController { return true }
            controller = c.parent
        }
        return false
    }

    /// Reports a change of ``adjustedContentInset`` once. Content at rest at
    /// its top (or left) end stays at the end: the offset moves to the new
    /// `-adjustedContentInset.top` — so a list under the status bar starts
    /// below it (a developer's report: content taller than the scroll view
    /// "is automatically placed below the top safe area", devhide.com, 2023)
    /// and a `contentInset` set on a new scroll view shows as room above the
    /// content. Moving content (a drag, a glide) is left where it is: a
    /// pull-to-refresh changes the inset mid-gesture.
    func adjustedContentInsetMayHaveChanged() {
        let new = adjustedContentInset
        let old = reportedAdjustedContentInset
        guard new != old else { return }
        reportedAdjustedContentInset = new
        if !isTracking && !isDecelerating {
            var offset = contentOffset
            if offset.y == 0 - old.top { offset.y = 0 - new.top }
            if offset.x == 0 - old.left { offset.x = 0 - new.left }
            setOffset(offset)
        }
        setNeedsRedraw()
        adjustedContentInsetDidChange()
    }
}
