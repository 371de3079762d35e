import Foundation

/// Core Text's font. On iOS a `UIFont` and a `CTFont` are the same object
/// (toll-free bridged: Apple, `CATextLayer.font`, "may be either a CTFontRef,
/// a CGFontRef, an instance of NSFont…", and UIKit hands `UIFont`s where a
/// `CTFont` is asked for), so here `CTFont` *is* `UIFont`: a font made by
/// `CTFontCreateWithName` goes into a text layer, and `font as CTFont` works.
/// The functions touch code calls are below; `import CoreText` brings them,
/// as `import UIKit` does.
public typealias CTFont = UIFont

/// The font named `name` at `size` points (Apple, `CTFontCreateWithName`: "A
/// valid PostScript name is preferred, although other font name types are
/// matched in a fallback manner"; a size of 0 is "the default font size of
/// 12.0"; it returns "a CTFontRef that best matches the name provided", never
/// nil). A name iOS does not ship gives Helvetica, as a text layer's default
/// face (Apple does not say which face "best matches" an unknown name). The
/// matrix is not applied: text here is drawn upright.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let size = size == 0 ? 12 : size
    return UIFont(name: name as String, size: size) ?? UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
}

/// The font's point size (Apple, `CTFontGetSize`).
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// The font's PostScript name (Apple, `CTFontCopyPostScriptName`).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName as NSString }

/// The font's family name (Apple, `CTFontCopyFamilyName`).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName as NSString }

/// The font at another size (Apple, `CTFontCreateCopyWithAttributes`: a size
/// of 0 keeps the font's; attributes are not read here).
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: Any?) -> CTFont {
    size == 0 ? font : font.withSize(size)
}
