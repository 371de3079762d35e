import Foundation
@_spi(TouchLab) import UIKit

/// Where the last scene pass put things, so the overlays draw on the same
/// pixels without walking the tree again: each view's device rect and the
/// name tag the scene drew for it. Filled by `SceneRenderer.renderViews`,
/// completed by `drawTags`.
public final class RenderedScene {
    public let transform: SceneTransform
    /// The phone's screen on the canvas; overlays clamp their chips to it.
    public let screenRect: CGRect
    var frames: [ObjectIdentifier: CGRect] = [:]
    var tags: [ObjectIdentifier: Tag] = [:]
    var badges: [ObjectIdentifier: [CGRect]] = [:]
    /// The part of the screen each visited view may show in: the screen, cut
    /// by every clipping superview (a scroll view's frame).
    var clips: [ObjectIdentifier: CGRect] = [:]
    /// The four corners on the canvas of each view drawn under a transform.
    var shapes: [ObjectIdentifier: [CGPoint]] = [:]
    /// The views' own text (a button's title, a label's text): labels keep off it.
    var contentText: [CGRect] = []
    /// What views that draw themselves painted (`draw(_:)`, images, sublayers): name tags keep off it.
    var drawnContent: [CGRect] = []

    struct Tag {
        /// The chip, including `badgeSlot` at its left if the view was hit-tested.
        var rect: CGRect
        /// Where the overlay draws the numbered hit-test badge.
        var badgeCenter: CGPoint?
    }

    public let root: UIView

    public let screenCornerRadius: Double

    init(root: UIView, transform: SceneTransform, screenRect: CGRect, screenCornerRadius: Double = 0) {
        self.root = root
        self.screenCornerRadius = screenCornerRadius
        self.transform = transform
        self.screenRect = screenRect
    }

    /// The view's rect on the canvas, if the scene pass reached it (drawn or ghosted).
    public func deviceRect(of view: UIView) -> CGRect? {
        if let r = frames[ObjectIdentifier(view)] { return r }
        // Culled or clipped away: compute it, so an overlay can still point at it.
        return view.rectInRoot(root).map(transform.toDevice)
    }
    /// The view's outline on the canvas: its four corners when a transform
    /// turned or sheared it, nil when its device rect is its shape.
    public func shape(of view: UIView) -> [CGPoint]? { shapes[ObjectIdentifier(view)] }
    /// Where marks on the view may go — the screen cut by its clipping
    /// superviews — when some of the view shows there; nil when it is
    /// scrolled or clipped out of sight, or was never reached.
    public func visibleClip(of view: UIView) -> CGRect? {
        guard let clip = clips[ObjectIdentifier(view)], let rect = frames[ObjectIdentifier(view)] else { return nil }
        let shown = rect.intersection(clip)
        return shown.isNull || shown.isEmpty ? nil : clip
    }
    /// The name tag's rect on the canvas, if one was drawn.
    public func tagRect(of view: UIView) -> CGRect? { tags[ObjectIdentifier(view)]?.rect }
    /// The recognizer badges drawn on the view, in `gestureRecognizers` order.
    public func badgeRects(of view: UIView) -> [CGRect] { badges[ObjectIdentifier(view)] ?? [] }
    public var viewCount: Int { frames.count }

    /// Moves a chip starting at `x` right, out of the screen's rounded
    /// top-left or bottom-left corner, if it would be cut by it.
    func clearOfCorners(x: Double, y: Double, height: Double) -> Double {
        let r = screenCornerRadius
        guard r > 0 else { return x }
        let s = screenRect
        let nearLeft = x < Double(s.minX) + r
        let nearTop = y < Double(s.minY) + r * 0.6
        let nearBottom = y + height > Double(s.maxY) - r * 0.6
        return nearLeft && (nearTop || nearBottom) ? Double(s.minX) + r * 0.75 : x
    }

    func badgeCenter(of view: UIView) -> CGPoint? { tags[ObjectIdentifier(view)]?.badgeCenter }

    /// What a click at `point` (canvas pixels) points at, for the explain
    /// mode: a recognizer's badge, else the frontmost view drawn there —
    /// hidden and non-interactive views included, since "why did it get
    /// nothing?" is asked of exactly those.
    public func item(at point: CGPoint) -> (view: UIView?, recognizer: UIGestureRecognizer?) {
        var view: UIView?, recognizer: UIGestureRecognizer?
        func visit(_ v: UIView) {
            if let r = frames[ObjectIdentifier(v)], r.contains(point) { view = v }
            if let i = badgeRects(of: v).firstIndex(where: { $0.contains(point) }),
               let recognizers = v.gestureRecognizers, i < recognizers.count { recognizer = recognizers[i] }
            for subview in v.subviews { visit(subview) }   // later subviews are drawn in front
        }
        visit(root)
        // Badges are drawn over every view, so a badge under the click wins.
        return recognizer.map { ($0.view, $0) } ?? (view, nil)
    }
}
