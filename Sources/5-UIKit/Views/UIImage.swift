import Foundation

/// An image, by name. There is no asset catalogue on Linux and touches never
/// look at pixels, so an image here is its name and size: the demo draws the
/// name as a placeholder. `init?(named:)` keeps UIKit's failable signature
/// (iOS returns nil for a missing asset; here every name gives a placeholder).
public final class UIImage: CustomStringConvertible, Sendable {
    public let name: String
    public let size: CGSize

    public init?(named name: String) {
        self.name = name
        size = CGSize(width: 100, height: 100)
    }

    public init?(systemName name: String) {
        self.name = name
        size = CGSize(width: 24, height: 24)
    }

    public var description: String {
        "<UIImage: 0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
            + " named(\(name)) {\(uikitNumber(size.width)), \(uikitNumber(size.height))}>"
    }
}
