import Foundation

/// What a presentation controller asks and tells its delegate (Apple,
/// `UIAdaptivePresentationControllerDelegate`). Every method is optional:
/// a default stands in for each one not implemented, as UIKit's behaviour
/// does when the method is missing.
///
/// - `adaptivePresentationStyle(for:traitCollection:)` is asked when a
///   popover or form sheet is presented in a horizontally compact
///   environment (an iPhone in portrait); its default asks
///   `adaptivePresentationStyle(for:)`, whose default is the presentation
///   controller's own `adaptivePresentationStyle`. `.none` keeps the style
///   asked for (Apple: "return none … to use the current presentation style").
/// - A sheet the user drags down asks `presentationControllerShouldDismiss(_:)`
///   (true by default); if true, `presentationControllerWillDismiss(_:)`, then
///   the dismissal, then `presentationControllerDidDismiss(_:)`; if false,
///   `presentationControllerDidAttemptToDismiss(_:)` and the sheet goes back
///   (Apple: "The presentation controller calls this method only in response
///   to user actions … not … if you dismiss the view controller programmatically").
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a compact environment.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show in the adapted style (nil: the presented one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to adapt to `style`.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether a user's drag may dismiss the presented controller.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user's drag is dismissing it.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user's drag dismissed it.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user's drag tried to dismiss it and `presentationControllerShouldDismiss` said no.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own adaptive style by default.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// `adaptivePresentationStyle(for:)` by default.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Nil (the presented controller) by default.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// Nothing by default.
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    /// True by default.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing by default.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing by default.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing by default.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A popover presentation's delegate (Apple,
/// `UIPopoverPresentationControllerDelegate`): the adaptive delegate's
/// questions; popovers are not drawn as popovers here (a popover is shown as
/// a sheet, or adapted as the delegate says).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
