@_spi(TouchLab) import CoreGraphics
import Foundation

/// An image: decoded pixels (`cgImage`) at a scale, and how it is rendered.
///
/// PNG is decoded by Cairo (libpng) and JPEG by libjpeg, once per image:
/// `UIImage(named:)` caches by name, as UIKit's does, so a view drawing the
/// same named image every frame does not decode it again. Bad or missing
/// data gives nil, as on iOS. `UIImage(systemName:)` has no SF Symbols to draw: it
/// is a drawn stand-in — a rounded outline with the symbol's name — a
/// template image, so it takes its view's `tintColor` as a symbol does.
public final class UIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is immutable; the CGImage is immutable once made.

    /// The pixels; nil only for the empty image `UIImage()`.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for `name@2x.png`, the renderer's scale for a drawn image.
    public let scale: CGFloat
    /// The size in points: pixels divided by `scale`.
    public let size: CGSize
    /// Whether it is drawn in its own colours or as a shape in the tint colour.
    public let renderingMode: RenderingMode
    /// Always `.up` here: images are stored the way they are shown.
    public let imageOrientation: Orientation
    /// The asset or symbol name it was made from, if any (descriptions, the demo's labels).
    @_spi(TouchLab) public let name: String?
    /// Whether this is a system symbol's stand-in.
    @_spi(TouchLab) public let isSymbol: Bool

    /// How an image is rendered.
    public enum RenderingMode: Int, Sendable {
        /// As its context decides: original colours, except symbols, which are templates.
        case automatic = 0
        /// Always in its own colours.
        case alwaysOriginal
        /// Always as a template: its alpha is a shape painted in the tint colour.
        case alwaysTemplate
    }

    /// Which way up an image is stored.
    public enum Orientation: Int, Sendable {
        /// As stored (every image here).
        case up = 0
        /// Turned 180°.
        case down
        /// Turned 90° counter-clockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically.
        case downMirrored
        /// Flipped, then turned 90° counter-clockwise.
        case leftMirrored
        /// Flipped, then turned 90° clockwise.
        case rightMirrored
    }

    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode = .automatic, name: String? = nil, isSymbol: Bool = false) {
        let s = scale > 0 ? scale : 1
        self.cgImage = cgImage
        self.scale = s
        size = cgImage.map { CGSize(width: CGFloat($0.width) / s, height: CGFloat($0.height) / s) } ?? .zero
        self.renderingMode = renderingMode
        imageOrientation = .up
        self.name = name
        self.isSymbol = isSymbol
    }

    /// An empty image (no pixels, zero size).
    public override convenience init() { self.init(cgImage: nil, scale: 1) }
    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1) }
    /// An image of `cgImage`'s pixels at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) { self.init(cgImage: cgImage, scale: scale) }

    /// Decodes PNG or JPEG data at scale 1; nil if the data is not an image this can decode.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    /// Decodes PNG or JPEG data at `scale`; nil if the data is not an image this can decode.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cg = CGImage.decode(data) else { return nil }
        self.init(cgImage: cg, scale: scale)
    }
    /// Reads and decodes the file at `path`; a name ending `@2x`/`@3x` sets the scale. Nil if unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let cg = CGImage.decode(data) else { return nil }
        self.init(cgImage: cg, scale: Self.scale(ofFileNamed: path), name: (path as NSString).lastPathComponent)
    }

    /// The image named `name` in the app's bundle (`Bundle.main`: the
    /// executable's directory and its resources), preferring the screen's
    /// scale (`name@3x.png`, then `@2x`, then `name.png`; `photo.jpg` names
    /// a JPEG by its extension); nil if there is none, as on iOS. Cached:
    /// the same name gives the same image.
    public convenience init?(named name: String) {
        guard let found = NamedImages.image(named: name, in: .main) else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, renderingMode: found.renderingMode, name: name)
    }
    /// The image named `name` in `bundle` (the main bundle when nil).
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard let found = NamedImages.image(named: name, in: bundle ?? .main) else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, renderingMode: found.renderingMode, name: name)
    }
    /// The image named `name` in `bundle` for `traitCollection`: one device's
    /// traits here, so the same image as `init?(named:in:)` (Apple: the trait
    /// collection picks among an asset catalog's variants, which a folder of
    /// files does not have).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle)
    }

    /// A stand-in for the SF Symbol `name`: a template image drawn with the
    /// symbol's name in a rounded outline, 24 points high (no SF Symbols on Linux).
    public convenience init?(systemName name: String) {
        guard !name.isEmpty, let cg = SymbolStandIn.image(for: name) else { return nil }
        self.init(cgImage: cg, scale: SymbolStandIn.scale, renderingMode: .alwaysTemplate, name: name, isSymbol: true)
    }

    static func scale(ofFileNamed path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The same pixels with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, renderingMode: mode, name: name, isSymbol: isSymbol)
    }
    /// The image's shape painted in `color`, as an original (untinted from then on) image.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard cgImage != nil else { return self }
        let format = UIGraphicsImageRendererFormat(); format.scale = scale
        let tinted = UIGraphicsImageRenderer(size: size, format: format).image { context in
            draw(in: CGRect(origin: .zero, size: size), tint: color)
        }
        return UIImage(cgImage: tinted.cgImage, scale: scale, renderingMode: .alwaysOriginal, name: name, isSymbol: isSymbol)
    }
    /// Whether the image is drawn as a shape in the tint colour: a template, or a symbol left `.automatic`.
    @_spi(TouchLab) public var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbol)
    }

    /// The image as PNG data.
    public func pngData() -> Data? { cgImage?.pngData() }

    // MARK: Drawing

    /// Draws the image at its size with its top-left corner at `point`, upright.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Draws the image scaled into `rect`, upright (UIKit flips what Core Graphics' `draw(_:in:)` would turn over).
    public func draw(in rect: CGRect) { draw(in: rect, tint: nil) }
    /// Draws the image into `rect` with `blendMode` and `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); defer { context.restoreGState() }
        context.setBlendMode(blendMode); context.setAlpha(alpha)
        draw(in: rect)
    }
    /// Draws upright into `rect`; a template image in `tint` (UIImageView passes its tint colour).
    @_spi(TouchLab) public func draw(in rect: CGRect, tint: UIColor?) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        context.drawUpright(cgImage, in: rect, tint: tint?.cgColor)
    }

    /// As iOS logs an image: address, name, size in points.
    public override var description: String {
        "<UIImage: 0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
            + (name.map { " named(\($0))" } ?? "") + " {\(uikitNumber(size.width)), \(uikitNumber(size.height))}>"
    }
}

/// UIKit's cache of named images: each name is read and decoded once per bundle.
enum NamedImages {
    struct Entry { let cgImage: CGImage; let scale: CGFloat; let renderingMode: UIImage.RenderingMode }
    nonisolated(unsafe) private static var cache: [String: Entry] = [:]
    private static let lock = NSLock()

    static func image(named name: String, in bundle: Bundle) -> Entry? {
        guard !name.isEmpty else { return nil }
        let key = bundle.bundlePath + "\u{0}" + name
        lock.lock(); defer { lock.unlock() }
        if let hit = cache[key] { return hit }
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        let base = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        for suffix in ["@3x", "@2x", ""] {
            let candidates = [bundle.path(forResource: base + suffix, ofType: ext),
                              (bundle.bundlePath as NSString).appendingPathComponent(base + suffix + "." + ext),
                              bundle.resourcePath.map { ($0 as NSString).appendingPathComponent(base + suffix + "." + ext) }]
            for case let path? in candidates {
                guard let data = FileManager.default.contents(atPath: path), let cg = CGImage.decode(data) else { continue }
                let entry = Entry(cgImage: cg, scale: UIImage.scale(ofFileNamed: path), renderingMode: .automatic)
                cache[key] = entry
                return entry
            }
        }
        return nil
    }
}

/// The drawn stand-in for a system symbol: the symbol's name in a rounded outline, black on clear (a template).
enum SymbolStandIn {
    static let scale: CGFloat = 3
    static func image(for name: String) -> CGImage? {
        let font = CGContext.TextFont(size: 8)
        let width = max(24, ceil(CGContext.textWidth(name, font: font)) + 8)
        guard let context = CGContext(uikitBitmapOfSize: CGSize(width: width, height: 24), scale: scale) else { return nil }
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineWidth(1.5)
        context.addPath(CGPath(roundedRect: CGRect(x: 0.75, y: 0.75, width: width - 1.5, height: 22.5),
                               cornerWidth: 6, cornerHeight: 6, transform: nil))
        context.strokePath()
        let metrics = CGContext.lineMetrics(font)
        context.showText(name, at: CGPoint(x: 4, y: 12 - metrics.lineHeight / 2 + metrics.ascent), font: font,
                         color: CGColor(gray: 0, alpha: 1))
        return context.makeImage()
    }
}
