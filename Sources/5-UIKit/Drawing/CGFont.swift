import Foundation

/// A font face by name, as Core Graphics makes one for a `CATextLayer`'s
/// `font` (Apple, `CGFont.init(_:)`: "a font object corresponding to the font
/// specified by a PostScript or full name", nil when there is no such font).
///
/// It lives in UIKit, not CoreGraphics, because the names iOS ships are
/// UIKit's table (`IOSFontTable`, drawn with DejaVu stand-ins); `import UIKit`
/// brings it, as on iOS.
public final class CGFont: Hashable, @unchecked Sendable {   // immutable
    /// The face's PostScript name (`Helvetica-Bold`), as iOS answers it.
    public let postScriptName: CFString?
    /// The face's full name; here the PostScript name.
    public var fullName: CFString? { postScriptName }
    /// The font at `size` points, for drawing.
    let face: UIFont

    /// The font named `name` (PostScript or family name), or nil when iOS ships none by that name.
    public init?(_ name: CFString) {
        guard let font = UIFont(name: name as String, size: 12) else { return nil }
        face = font
        postScriptName = font.fontName as NSString
    }

    /// Two fonts are equal when they are the same face.
    public static func == (a: CGFont, b: CGFont) -> Bool { a.face.fontName == b.face.fontName }
    /// Hashes the face's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(face.fontName) }
}
