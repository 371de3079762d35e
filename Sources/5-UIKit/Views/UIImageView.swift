import Foundation

/// An image's view. Its `isUserInteractionEnabled` is false by default, so it
/// and everything inside it receive no touches (seed 003) — the classic
/// "my button inside an image view doesn't work".
open class UIImageView: UIView {
    open override class var defaultUserInteractionEnabled: Bool { false }

    /// As on iOS, the frame takes the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect = .zero) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var image: UIImage? { didSet { setNeedsDisplay() } }

    /// The name the demo draws as the image's placeholder.
    @_spi(TouchLab) public var imageName: String? {
        get { image?.name }
        set { image = newValue.flatMap(UIImage.init(named:)) }
    }
}
