@_spi(TouchLab) import CoreGraphics
import Foundation

/// The modern way to draw an image: a block drawing into a fresh context of
/// the renderer's size and scale, returned as a `UIImage` (or PNG data).
open class UIGraphicsImageRenderer {
    /// The renderer's settings: scale, opacity.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer of `size` points with the default format (the main screen's scale, not opaque).
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer of `size` points with `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.bounds = CGRect(origin: .zero, size: size); self.format = format
    }
    /// A renderer whose coordinates are `bounds`' (its origin at the image's top left).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds; self.format = format
    }

    /// Runs `actions` with a context of the renderer's size, current while it runs, and returns the image drawn.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? format.scale : UIScreen.main.scale
        guard let context = CGContext(uikitBitmapOfSize: bounds.size, scale: scale, opaque: format.opaque) else {
            return UIImage()
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        guard let cg = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: cg, scale: scale, orientation: .up)
    }

    /// The image `actions` draws, as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// A renderer's settings.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's by default.
    open var scale: CGFloat
    /// Whether the image has no transparency.
    open var opaque = false
    /// Whether the image may hold extended-range colours (every image here is 8-bit sRGB).
    open var preferredRange = Range.standard

    /// The colour ranges an image may hold.
    public enum Range: Int, Sendable {
        /// As the device's screen (8-bit sRGB here).
        case automatic = 0
        /// The system's choice (8-bit sRGB here).
        case `default`
        /// Extended range (drawn as 8-bit sRGB here).
        case extended
        /// 8-bit sRGB.
        case standard
    }

    /// The main screen's scale, not opaque.
    public init() { scale = UIScreen.main.scale }
    /// The format the current device prefers.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The device's preferred format.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's block draws with.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) { self.cgContext = cgContext; self.format = format }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
    }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips further drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
