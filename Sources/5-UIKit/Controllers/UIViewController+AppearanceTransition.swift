import Foundation

/// A custom container tells a child its view is about to appear or
/// disappear, and that it has (Apple, `beginAppearanceTransition(_:animated:)`:
/// "use this method to tell the child that its views are about to appear or
/// disappear. Do not invoke viewWillAppear(_:), viewWillDisappear(_:),
/// viewDidAppear(_:), or viewDidDisappear(_:) directly"; `endAppearanceTransition()`:
/// "tell the child that the appearance transition is complete"). A custom
/// presentation animator calls them on the controller it covers (PanModal's
/// `fromVC.beginAppearanceTransition(false, animated: true)`).
extension UIViewController {
    /// Calls `viewWillAppear(_:)` (`isAppearing`) or `viewWillDisappear(_:)`;
    /// a second call before `endAppearanceTransition()` that reverses it calls the other.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard pendingAppearance?.isAppearing != isAppearing else { return }
        pendingAppearance = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` for the transition
    /// begun; nothing if none was.
    public func endAppearanceTransition() {
        guard let pending = pendingAppearance else { return }
        pendingAppearance = nil
        if pending.isAppearing { viewDidAppear(pending.animated) } else { viewDidDisappear(pending.animated) }
    }
}
