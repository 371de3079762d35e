@_spi(TouchLab) import CoreGraphics
import Foundation

/// A layer that draws a string: 36-point text in opaque white by default,
/// from the top left, wrapped only when `isWrapped` (Apple, "CATextLayer").
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any? { didSet { layerChanged() } }
    /// A `UIFont` (its point size is not used: `fontSize` is), or a font name.
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

    override func renderOwnContent(in ctx: CGContext) {
        let b = bounds
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        if let attributed = string as? NSAttributedString {
            isWrapped ? attributed.draw(in: b) : attributed.draw(at: b.origin)
            return
        }
        guard let text = string as? String, !text.isEmpty else { return }
        let weight: UIFont.Weight = (font as? UIFont)?.isDrawnBold == true ? .bold : .regular
        let paragraph = NSParagraphStyle()
        paragraph.alignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        default: .left
        }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: fontSize, weight: weight),
            .foregroundColor: UIColor(cgColor: foregroundColor ?? CGColor(gray: 1, alpha: 1)),
            .paragraphStyle: paragraph,
        ]
        ctx.saveGState()
        ctx.clip(to: b)
        (text as NSString).draw(in: isWrapped ? b : CGRect(x: b.minX, y: b.minY, width: .greatestFiniteMagnitude / 4, height: b.height),
                                withAttributes: attributes)
        ctx.restoreGState()
    }
}

/// A text layer's horizontal alignment.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer cuts text too long for it.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
