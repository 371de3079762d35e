@_spi(TouchLab) import CoreGraphics
import Foundation

/// UIKit's string drawing (`NSStringDrawing`): a string's size and drawing
/// with attributes, into the current context. Lines break at newlines only;
/// `draw(in:)` also wraps words to the rectangle's width and clips to it.
/// The font is drawn with its DejaVu stand-in (Sans for the system font) at
/// the `UIFont`'s point size (bold from `.semibold` up), so widths are close
/// to, not equal to, iOS's.
enum StringDrawing {
    struct Style {
        var font: CGContext.TextFont
        var color: CGColor
        var background: CGColor?
        var alignment: NSTextAlignment
    }

    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> Style {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1)
        let background = (attributes?[.backgroundColor] as? UIColor)?.cgColor
        let alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
        // The font's DejaVu stand-in (`UIFont+Names.swift`): Courier is drawn monospaced, Times with serifs.
        let face = CGContext.TextFont(family: font.standIn.drawnFamily.rawValue, size: font.pointSize,
                                      bold: font.isDrawnBold, italic: font.standIn.isItalic)
        return Style(font: face, color: color,
                     background: background, alignment: alignment)
    }

    /// The lines `text` takes: split at newlines and, given a width, wrapped at spaces.
    static func lines(_ text: String, font: CGContext.TextFont, width: CGFloat?) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard let width, CGContext.textWidth(paragraph, font: font) > width else { result.append(paragraph); continue }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty, CGContext.textWidth(candidate, font: font) > width { result.append(line); line = String(word) }
                else { line = candidate }
            }
            result.append(line)
        }
        return result
    }

    static func size(_ text: String, _ style: Style, width: CGFloat? = nil) -> CGSize {
        let metrics = CGContext.lineMetrics(style.font)
        let lines = lines(text, font: style.font, width: width)
        let widest = lines.map { CGContext.textWidth($0, font: style.font) }.max() ?? 0
        return CGSize(width: ceil(widest), height: ceil(metrics.lineHeight * CGFloat(max(1, lines.count))))
    }

    static func draw(_ text: String, in rect: CGRect, _ style: Style, wraps: Bool) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let metrics = CGContext.lineMetrics(style.font)
        context.saveGState(); defer { context.restoreGState() }
        if wraps { context.clip(to: rect) }
        var top = rect.minY
        for line in lines(text, font: style.font, width: wraps ? rect.width : nil) {
            let w = CGContext.textWidth(line, font: style.font)
            let x: CGFloat = switch style.alignment {
            case .center: rect.minX + (rect.width - w) / 2
            case .right: rect.maxX - w
            default: rect.minX
            }
            if let background = style.background {
                context.setFillColor(background); context.fill(CGRect(x: x, y: top, width: w, height: metrics.lineHeight))
            }
            context.showText(line, at: CGPoint(x: x, y: top + metrics.ascent), font: style.font, color: style.color)
            top += metrics.lineHeight
        }
    }
}

/// A paragraph's alignment, for `.paragraphStyle` (the rest of Apple's paragraph style is not drawn here).
open class NSParagraphStyle {
    /// The lines' alignment; `.natural` (left) by default.
    open var alignment: NSTextAlignment = .natural
    /// Makes a default style.
    public init() {}
    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}
/// A paragraph style you can change.
open class NSMutableParagraphStyle: NSParagraphStyle {}

extension NSString {
    /// The size the string takes drawn on one line per newline with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self as String, StringDrawing.style(attrs))
    }
    /// Draws the string with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let style = StringDrawing.style(attrs)
        StringDrawing.draw(self as String, in: CGRect(origin: point, size: StringDrawing.size(self as String, style)), style, wraps: false)
    }
    /// Draws the string wrapped to `rect`'s width, clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, StringDrawing.style(attrs), wraps: true)
    }
}

extension String {
    /// The size the string takes drawn with `attrs` (see `NSString`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }
    /// Draws the string with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }
    /// Draws the string wrapped to `rect`'s width, clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
}

extension NSAttributedString {
    /// The attributes of the first character (one style per string is drawn here).
    private var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
    /// The size of the string drawn with its attributes.
    public func size() -> CGSize { string.size(withAttributes: firstAttributes) }
    /// Draws the string with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        var x = point.x
        // Each run in its own attributes, left to right on one line.
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attrs, range, _ in
            let run = (string as NSString).substring(with: range)
            run.draw(at: CGPoint(x: x, y: point.y), withAttributes: attrs)
            x += run.size(withAttributes: attrs).width
        }
    }
    /// Draws the string wrapped to `rect`, in its first run's attributes.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: firstAttributes) }
}
