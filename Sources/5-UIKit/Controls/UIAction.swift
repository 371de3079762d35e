import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// iOS 14's closure-based action for controls (`addAction(_:for:)`,
/// `UIButton(type:primaryAction:)`). While the handler runs, `sender` is the
/// control that sent it.
open class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    public let handler: UIActionHandler
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
