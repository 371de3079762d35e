import Foundation

/// An action VoiceOver offers in its Actions rotor beside activating the
/// element ("Delete", "Flag"). Its handler returns whether it succeeded.
public final class UIAccessibilityCustomAction {
    /// What VoiceOver says for the action.
    public var name: String
    /// An image for the action, shown by Switch Control.
    public var image: UIImage?
    /// Runs when the user picks the action; returns whether it succeeded.
    public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }
    /// An action with an image that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Performs the action as VoiceOver does when the user picks it.
    @discardableResult
    @_spi(TouchLab) public func perform() -> Bool { actionHandler?(self) ?? false }
}
