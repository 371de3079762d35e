import Foundation

/// A page sheet's presentation controller, with its detents and its own
/// drag (Apple's `UISheetPresentationController`, iOS 15): the card rests at
/// one of its detents; dragging the card moves it, and letting go settles it
/// at the detent nearest to where it was let go — or dismisses it when
/// dragged below the smallest one (Behaviour §15).
///
/// The large detent is the card's whole height (the container less the
/// card's top inset on an iPhone in portrait, `PageSheetCard`); the medium
/// one is half of that (Apple: "about half the screen"); a custom detent's
/// height is its resolver's answer.
open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet can rest at.
    public final class Detent {
        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// Makes an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
        /// What a custom detent's resolver is given.
        public struct Context {
            /// The large detent's height.
            public let maximumDetentValue: CGFloat
        }
        /// The detent's name.
        public let identifier: Identifier
        let resolve: (Context) -> CGFloat?
        init(identifier: Identifier, resolve: @escaping (Context) -> CGFloat?) {
            self.identifier = identifier
            self.resolve = resolve
        }
        /// About half the container's height.
        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The whole container.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height the resolver computes; nil leaves the detent out (iOS 16).
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (Context) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolve: resolver)
        }
    }

    /// The heights the sheet can rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if !suppressMove { moveToSelectedDetent(animated: false) } } }
    /// Whether the sheet shows a grabber at its top.
    open var prefersGrabberVisible = false
    /// The card's corner radius; nil for the system's.
    open var preferredCornerRadius: CGFloat?
    /// The largest detent at which the content behind is not dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether scrolling the sheet's content past its edge expands the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Changes of the detents in `changes` animate.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        moveToSelectedDetent(animated: true)
    }
    /// Asks the sheet to resolve its custom detents again.
    open func invalidateDetents() { moveToSelectedDetent(animated: false) }

    /// Where the card's top is at the large detent: below the safe area on
    /// an iPhone in portrait (`PageSheetCard`), 0 where the sheet is no card.
    var cardTop: CGFloat = 0

    /// The sheet's heights, smallest first.
    private var heights: [(Detent.Identifier, CGFloat)] {
        let maximum = (containerView?.bounds.height ?? UIScreen.main.bounds.height) - cardTop
        return detents.compactMap { d in d.resolve(Detent.Context(maximumDetentValue: maximum)).map { (d.identifier, min(maximum, $0)) } }
            .sorted { $0.1 < $1.1 }
    }
    private var selectedHeight: CGFloat {
        let all = heights
        return all.first { $0.0 == selectedDetentIdentifier }?.1 ?? all.first?.1 ?? ((containerView?.bounds.height ?? 0) - cardTop)
    }
    /// The card rests at the selected detent, against the container's bottom.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let h = selectedHeight
        return CGRect(x: 0, y: container.bounds.height - h, width: container.bounds.width, height: h)
    }

    /// The card: the drop shadow view around the presented view.
    private var card: UIView? { presentedView?.superview as? UIDropShadowView }
    private var dragStartY: CGFloat = 0

    func moveToSelectedDetent(animated: Bool) {
        guard let card else { return }
        let frame = frameOfPresentedViewInContainerView
        // The presenter recedes only while the sheet is at its largest (iOS 15's detents).
        let look = presentedViewController.presentation?.card
        look?.recedes = frame.minY <= cardTop
        let apply = {
            card.frame = frame
            self.presentedView?.frame = card.bounds
            if let look, look.dimming.alpha > 0 { look.setShown(true) }
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { UIView.performWithoutAnimation(apply) }
    }

    /// Adds the sheet's own drag to its card (called once the card is in place).
    func installDrag() {
        guard let card else { return }
        let pan = UIPanGestureRecognizer()
        pan.name = "sheet drag"
        pan.addTarget { [weak self] r in self?.dragged(r as! UIPanGestureRecognizer) }
        card.addGestureRecognizer(pan)
        moveToSelectedDetent(animated: false)
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let card, let container = containerView else { return }
        switch pan.state {
        case .began:
            dragStartY = card.frame.minY
        case .changed:
            let y = max(container.bounds.height - (heights.last?.1 ?? container.bounds.height - cardTop), dragStartY + pan.translation(in: nil).y)
            card.frame.origin.y = y
        case .ended, .cancelled:
            let shownHeight = container.bounds.height - card.frame.minY
            let all = heights
            if let smallest = all.first, shownHeight < smallest.1 / 2 {
                // A user's dismissal asks the adaptive delegate first, and tells it after.
                if delegate?.presentationControllerShouldDismiss(self) ?? true {
                    delegate?.presentationControllerWillDismiss(self)
                    presentedViewController.dismiss(animated: true) { [weak self] in
                        guard let self else { return }
                        self.delegate?.presentationControllerDidDismiss(self)
                    }
                    return
                }
                delegate?.presentationControllerDidAttemptToDismiss(self)
            }
            let nearest = all.min { abs($0.1 - shownHeight) < abs($1.1 - shownHeight) }
            let changed = nearest?.0 != (selectedDetentIdentifier ?? all.first?.0)
            if let nearest { selectedDetentIdentifierQuietly = nearest.0 }
            moveToSelectedDetent(animated: true)
            if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
        default:
            break
        }
    }

    private var selectedDetentIdentifierQuietly: Detent.Identifier? {
        get { selectedDetentIdentifier }
        set { suppressMove = true; selectedDetentIdentifier = newValue; suppressMove = false }
    }
    private var suppressMove = false
}

/// Hears a sheet's detent changes, and (as an adaptive delegate, its
/// `delegate` being the presentation controller's) its user dismissals.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}
extension UISheetPresentationControllerDelegate {
    /// Nothing by default.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
