import Foundation

/// The closure an action runs, given the action itself (``UIAction/sender`` is the control).
public typealias UIActionHandler = (UIAction) -> Void

/// iOS 14's closure-based action for controls (`addAction(_:for:)`,
/// `UIButton(type:primaryAction:)`). While the handler runs, `sender` is the
/// control that sent it.
open class UIAction {
    /// A string that identifies an action, to find or remove it later.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Makes an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; a button made with this as its primary action shows it.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The identifier of the action; a unique one when none was given.
    public let identifier: Identifier
    /// The closure the action runs.
    public let handler: UIActionHandler
    /// The control that sent the action, set only while ``handler`` runs.
    public internal(set) var sender: Any?

    /// Makes an action with a title, an image, an identifier (a unique one if
    /// `nil`) and the closure it runs.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
