import Foundation

/// The shade UIKit lays under a sheet: the first subview of the sheet's
/// `UITransitionView`, three times the container's size each way, black at
/// 20 % (device and simulator dumps, Behaviour §15). It takes the touches
/// that miss the card, so the receded presenter under it gets none — a page
/// sheet is not dismissed by a tap beside it.
final class UIDimmingView: UIView {}

/// The card look of a page or form sheet on an iPhone in portrait, iOS 13+
/// (Behaviour §15, where each number's source is):
///
///     UIWindow
///     ├ presenter's view    scaled 0.92 round its centre, its top edge moved to
///     │                     the safe area's top, corners rounded 10
///     └ UITransitionView    the window's bounds
///       ├ UIDimmingView     (−W −H; 3W 3H), its colour black at alpha 0.2, faded in
///       └ UIDropShadowView  (0, safe top + 10; W, H − safe top − 10), corners 10, clipping
///         └ the presented view, filling it
///
/// On the seeds' 430×932 phone (safe area top 59) the card is
/// (0 69; 430 863). Only a sheet in a compact-width, regular-height
/// environment is a card (Apple, `UIModalPresentationStyle.pageSheet`: "In a
/// compact-width, regular-height size class, the system displays the view
/// controller as a sheet with part of the background content visible near
/// the top of the screen"); elsewhere the sheet keeps the container.
final class PageSheetCard {
    /// How far below the safe area's top the card starts.
    static let gapBelowSafeArea: CGFloat = 10
    /// The rounding of the card's and the receded presenter's corners.
    static let cornerRadius: CGFloat = 10
    /// How much the presenter's view shrinks as it recedes.
    static let presenterScale: CGFloat = 0.92
    /// The alpha of the dimming view's black (its colour's; the view fades from 0 to 1).
    static let dimmingAlpha: CGFloat = 0.2

    let dimming: UIDimmingView
    /// The presenter's view that recedes (nil when the presenter is itself
    /// in a card: stacked cards are not drawn here).
    private weak var presenterView: UIView?
    private let recededTransform: CGAffineTransform
    private let presenterWas: (transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?

    /// Whether a presentation of `style` in `window` is a card.
    static func applies(to style: UIModalPresentationStyle, in window: UIWindow) -> Bool {
        let traits = window.traitCollection
        return [.automatic, .pageSheet, .formSheet, .popover].contains(style)
            && traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular
    }

    /// The card's top in the container: 10 points below the window's safe area.
    static func topInset(in window: UIWindow) -> CGFloat {
        window.safeAreaInsets.top + gapBelowSafeArea
    }

    /// Lays the shade into `container` (below everything else in it) and
    /// readies `presenter` to recede; nothing shows until ``setShown(_:)``.
    init(container: UIView, presenter: UIViewController, window: UIWindow) {
        let bounds = container.bounds
        dimming = UIDimmingView(frame: bounds.insetBy(dx: -bounds.width, dy: -bounds.height))
        dimming.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimming.alpha = 0
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, at: 0)

        let view = presenter.viewIfLoaded
        if let view, view.superview === window, presenter.presentation == nil {
            presenterView = view
            presenterWas = (view.transform, view.layer.cornerRadius, view.clipsToBounds)
            let s = Self.presenterScale
            let frame = view.frame
            let top = window.safeAreaInsets.top
            recededTransform = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: top - (frame.midY - s * frame.height / 2))
        } else {
            presenterWas = nil
            recededTransform = .identity
        }
    }

    /// Whether the presenter recedes when the look shows: only while the
    /// sheet is at its largest (a sheet resting at a smaller detent leaves
    /// it in place, iOS 15's detents).
    var recedes = true

    /// Shows the card look (`true`: dimmed, the presenter receded if it
    /// ``recedes``) or takes it away; called inside the transition's
    /// animations so both move with the card.
    func setShown(_ shown: Bool) {
        let receded = recedes
        dimming.alpha = shown ? 1 : 0
        guard let presenterView, let was = presenterWas else { return }
        presenterView.transform = shown && receded ? recededTransform : was.transform
        if shown && receded {
            presenterView.layer.cornerRadius = Self.cornerRadius
            presenterView.clipsToBounds = true
        }
    }

    /// Puts the presenter back as it was, once the card has gone.
    func restorePresenter() {
        guard let presenterView, let was = presenterWas else { return }
        presenterView.transform = was.transform
        presenterView.layer.cornerRadius = was.cornerRadius
        presenterView.clipsToBounds = was.clips
    }
}
