import Foundation

/// An image's view. Its `isUserInteractionEnabled` is false by default, so it
/// and everything inside it receive no touches (seed 003) — the classic
/// "my button inside an image view doesn't work".
open class UIImageView: UIView {
    open override class var defaultUserInteractionEnabled: Bool { false }
    /// The demo draws this name as the image's placeholder.
    public var imageName: String? { didSet { setNeedsDisplay() } }
}
