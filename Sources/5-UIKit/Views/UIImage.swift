import Foundation

/// An image, by name. There is no asset catalogue on Linux and touches never
/// look at pixels, so an image here is its name and size: the demo draws the
/// name as a placeholder. `init?(named:)` keeps UIKit's failable signature
/// (iOS returns nil for a missing asset; here every name gives a placeholder).
public final class UIImage: CustomStringConvertible, Sendable {
    /// The name the image was made with; the demo draws it as a placeholder.
    public let name: String
    /// The size of the image in points: 100×100 for a named image, 24×24 for a symbol.
    public let size: CGSize

    /// Makes the image for a named asset. There is no asset catalogue here: every name gives a placeholder.
    public init?(named name: String) {
        self.name = name
        size = CGSize(width: 100, height: 100)
    }

    /// Makes the image for a system symbol, as a 24×24 placeholder with the symbol's name.
    public init?(systemName name: String) {
        self.name = name
        size = CGSize(width: 24, height: 24)
    }

    /// The address, name and size, as iOS logs print an image.
    public var description: String {
        "<UIImage: 0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
            + " named(\(name)) {\(uikitNumber(size.width)), \(uikitNumber(size.height))}>"
    }
}
