import Foundation

/// An image's view. Its `isUserInteractionEnabled` is false by default, so it
/// and everything inside it receive no touches (seed 003) — the classic
/// "my button inside an image view doesn't work".
open class UIImageView: UIView {
    /// `false`: an image view and everything inside it receive no touches unless you turn interaction on (Behaviour §2).
    open override class var defaultUserInteractionEnabled: Bool { false }

    /// As on iOS, the frame takes the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Makes an image view with no image.
    public override init(frame: CGRect = .zero) { super.init(frame: frame) }
    /// Makes an image view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image displayed in the image view.
    open var image: UIImage? { didSet { setNeedsRedraw() } }

    /// The name the demo draws on the placeholder of an image view with no
    /// image: a scene's "photo" that no bundle holds (`UIImage(named:)` is nil then, as on iOS).
    @_spi(TouchLab) public var imageName: String? {
        get { placeholderName ?? image?.name }
        set { placeholderName = newValue; image = newValue.flatMap(UIImage.init(named:)) }
    }
    private var placeholderName: String?
}
