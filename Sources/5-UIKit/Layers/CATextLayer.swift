@_spi(TouchLab) import CoreGraphics
import Foundation

/// A layer that draws a string: 36-point text in opaque white by default,
/// from the top left, wrapped only when `isWrapped` (Apple, "CATextLayer").
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any? { didSet { layerChanged() } }
    /// The face the text is drawn in (Apple: "May be either a CTFontRef, a
    /// CGFontRef, an instance of NSFont, or a string naming the font"; on iOS
    /// a `UIFont` is a `CTFont`): a `UIFont`, a `CGFont`, or a name. A size the
    /// font carries "is ignored" (`fontSize` is used); nil, or a name iOS does
    /// not ship, is Helvetica ("Defaults to Helvetica").
    open var font: Any? { didSet { layerChanged() } }
    /// The text's size in points; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { noteChange("fontSize", .number(oldValue), .number(fontSize)) } }
    /// The text's colour; opaque white by default.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { layerChanged() } }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { layerChanged() } }
    /// Horizontal alignment.
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { layerChanged() } }
    /// How text too long for the bounds is cut (it is clipped here).
    open var truncationMode = CATextLayerTruncationMode.none

    /// Makes an empty text layer.
    public required init() { super.init() }
    /// A copy of `layer`.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; alignmentMode = other.alignmentMode; truncationMode = other.truncationMode
    }

    override func ownContentBounds() -> CGRect { string == nil ? .null : bounds }

    /// The face of ``font`` at ``fontSize``.
    @_spi(TouchLab) public var drawnFont: UIFont {
        switch font {
        case let face as UIFont: face.withSize(fontSize)
        case let face as CGFont: face.face.withSize(fontSize)
        case let name as String: UIFont(name: name, size: fontSize) ?? Self.defaultFont(ofSize: fontSize)
        case let name as NSString: UIFont(name: name as String, size: fontSize) ?? Self.defaultFont(ofSize: fontSize)
        default: Self.defaultFont(ofSize: fontSize)
        }
    }

    /// Helvetica (Apple, `CATextLayer.font`: "Defaults to Helvetica").
    static func defaultFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
    }

    override func renderOwnContent(in ctx: CGContext) {
        let b = bounds
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        if let attributed = string as? NSAttributedString {
            isWrapped ? attributed.draw(in: b) : attributed.draw(at: b.origin)
            return
        }
        guard let text = string as? String, !text.isEmpty else { return }
        let paragraph = NSParagraphStyle()
        paragraph.alignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        default: .left
        }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: drawnFont,
            .foregroundColor: UIColor(cgColor: foregroundColor ?? CGColor(gray: 1, alpha: 1)),
            .paragraphStyle: paragraph,
        ]
        ctx.saveGState()
        ctx.clip(to: b)
        // Unwrapped, a line as wide as it needs (clipped to the bounds above);
        // a huge rect instead overflowed Cairo's fixed-point clip and drew nothing.
        let width = isWrapped ? b.width : max(b.width, (text as NSString).size(withAttributes: attributes).width)
        (text as NSString).draw(in: CGRect(x: b.minX, y: b.minY, width: width, height: b.height), withAttributes: attributes)
        ctx.restoreGState()
    }
}

/// A text layer's horizontal alignment.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left-aligned here (left-to-right text).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Drawn left-aligned here.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer cuts text too long for it.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation (the text is clipped).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Would cut at the start with an ellipsis; clipped here.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Would cut at the end with an ellipsis; clipped here.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Would cut in the middle with an ellipsis; clipped here.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
