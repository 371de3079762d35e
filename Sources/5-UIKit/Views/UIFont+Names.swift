import Foundation

/// The installed font the demo draws in place of an iOS font. Linux has
/// none of Apple's fonts; DejaVu (installed, PLATFORM-NOTES) has a sans,
/// a serif and a monospaced family, each regular and bold, upright and
/// slanted — so each iOS family maps to the DejaVu family of its kind.
public struct FontStandIn: Hashable, Sendable {
    /// DejaVu's three families.
    public enum DrawnFamily: String, Hashable, Sendable {
        /// DejaVu Sans: the system font, Helvetica, Avenir, Arial, …
        case sans = "DejaVu Sans"
        /// DejaVu Serif: Times New Roman, Georgia, Palatino, …
        case serif = "DejaVu Serif"
        /// DejaVu Sans Mono: Menlo, Courier, Courier New, …
        case mono = "DejaVu Sans Mono"
    }
    /// The iOS family name, as `UIFont.familyName` answers.
    public let familyName: String
    /// The DejaVu family drawn for it.
    public let drawnFamily: DrawnFamily
    /// Whether the face is italic or oblique.
    public let isItalic: Bool

    /// The system font (San Francisco), drawn with DejaVu Sans.
    public static let system = FontStandIn(familyName: ".AppleSystemUIFont", drawnFamily: .sans, isItalic: false)
}

extension UIFont {
    /// iOS's font by its PostScript name (`Helvetica-Bold`, `AvenirNext-DemiBold`,
    /// `Menlo-Regular`) or its family name (`Helvetica Neue`), drawn with its
    /// DejaVu stand-in at the size asked; `nil` for a name iOS does not ship,
    /// as on iOS ("The font object, or nil if no font with that name could be found",
    /// Apple's `init(name:size:)`). The names are `IOSFontTable`'s.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = IOSFontTable.face(named: fontName) else { return nil }
        self.init(pointSize: fontSize, weight: face.weight, fontName: face.postScriptName,
                  standIn: FontStandIn(familyName: face.family.name, drawnFamily: face.family.drawnFamily,
                                       isItalic: face.isItalic))
    }

    /// The font family names iOS ships that `init(name:size:)` knows, sorted.
    public class var familyNames: [String] { IOSFontTable.families.map(\.name).sorted() }

    /// The PostScript names of the fonts in a family; empty for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        IOSFontTable.families.first { $0.name == familyName }?.faces.map(\.postScriptName) ?? []
    }
}

/// The fonts iOS ships that touch code names most, by family, with their
/// faces' PostScript names as `UIFont.fontNames(forFamilyName:)` prints them
/// on iOS 17 (Apple's "Fonts for iOS" list, developer.apple.com/fonts/system-fonts).
/// The weight of each face is read from its name (`-Bold` is `.bold`,
/// `-DemiBold` `.semibold`, `-Light` `.light`, …), as Core Text reports it.
enum IOSFontTable {
    struct Family: Sendable {
        let name: String
        let drawnFamily: FontStandIn.DrawnFamily
        let faces: [Face]
    }
    struct Face: Sendable {
        let postScriptName: String
        let weight: UIFont.Weight
        let isItalic: Bool
        let family: Family
    }

    static func face(named name: String) -> Face? {
        if let face = facesByName[name] { return face }
        // A family name gives its regular face, as on iOS.
        guard let family = families.first(where: { $0.name == name }) else { return nil }
        return family.faces.first { $0.weight == .regular && !$0.isItalic } ?? family.faces.first
    }

    private static let facesByName: [String: Face] = {
        var table: [String: Face] = [:]
        for family in families { for face in family.faces { table[face.postScriptName] = face } }
        return table
    }()

    /// Family name, DejaVu kind, PostScript names.
    static let families: [Family] = [
        ("Helvetica", .sans, ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Helvetica-Light", "Helvetica-LightOblique"]),
        ("Helvetica Neue", .sans, ["HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-BoldItalic",
                                   "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic",
                                   "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
                                   "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack"]),
        ("Arial", .sans, ["ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT"]),
        ("Avenir", .sans, ["Avenir-Book", "Avenir-Roman", "Avenir-Light", "Avenir-Medium", "Avenir-Heavy", "Avenir-Black",
                           "Avenir-BookOblique", "Avenir-Oblique", "Avenir-LightOblique", "Avenir-MediumOblique",
                           "Avenir-HeavyOblique", "Avenir-BlackOblique"]),
        ("Avenir Next", .sans, ["AvenirNext-Regular", "AvenirNext-Medium", "AvenirNext-DemiBold", "AvenirNext-Bold",
                                "AvenirNext-Heavy", "AvenirNext-UltraLight", "AvenirNext-Italic", "AvenirNext-MediumItalic",
                                "AvenirNext-DemiBoldItalic", "AvenirNext-BoldItalic", "AvenirNext-HeavyItalic", "AvenirNext-UltraLightItalic"]),
        ("Futura", .sans, ["Futura-Medium", "Futura-MediumItalic", "Futura-Bold", "Futura-CondensedMedium", "Futura-CondensedExtraBold"]),
        ("Gill Sans", .sans, ["GillSans", "GillSans-Italic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-Light",
                              "GillSans-LightItalic", "GillSans-SemiBold", "GillSans-SemiBoldItalic", "GillSans-UltraBold"]),
        ("Trebuchet MS", .sans, ["TrebuchetMS", "TrebuchetMS-Italic", "TrebuchetMS-Bold", "Trebuchet-BoldItalic"]),
        ("Verdana", .sans, ["Verdana", "Verdana-Italic", "Verdana-Bold", "Verdana-BoldItalic"]),
        ("Optima", .sans, ["Optima-Regular", "Optima-Italic", "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack"]),
        ("Chalkboard SE", .sans, ["ChalkboardSE-Regular", "ChalkboardSE-Bold", "ChalkboardSE-Light"]),
        ("Marker Felt", .sans, ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        ("Noteworthy", .sans, ["Noteworthy-Light", "Noteworthy-Bold"]),
        ("Times New Roman", .serif, ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPS-BoldItalicMT"]),
        ("Georgia", .serif, ["Georgia", "Georgia-Bold", "Georgia-Italic", "Georgia-BoldItalic"]),
        ("Palatino", .serif, ["Palatino-Roman", "Palatino-Italic", "Palatino-Bold", "Palatino-BoldItalic"]),
        ("Baskerville", .serif, ["Baskerville", "Baskerville-Italic", "Baskerville-SemiBold", "Baskerville-SemiBoldItalic",
                                 "Baskerville-Bold", "Baskerville-BoldItalic"]),
        ("Didot", .serif, ["Didot", "Didot-Italic", "Didot-Bold"]),
        ("American Typewriter", .serif, ["AmericanTypewriter", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold",
                                         "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed"]),
        ("Courier", .mono, ["Courier", "Courier-Oblique", "Courier-Bold", "Courier-BoldOblique"]),
        ("Courier New", .mono, ["CourierNewPSMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-BoldItalicMT"]),
        ("Menlo", .mono, ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"]),
    ].map { name, kind, faces in
        var family = Family(name: name, drawnFamily: kind, faces: [])
        family = Family(name: name, drawnFamily: kind, faces: faces.map { face(postScriptName: $0, of: family) })
        return family
    }

    /// The weight and slant a PostScript name spells: the part after the
    /// last `-` (or the whole name), `MT`/`PS` marks dropped.
    private static func face(postScriptName: String, of family: Family) -> Face {
        let style = postScriptName.split(separator: "-").dropFirst().last.map(String.init) ?? ""
        let lower = style.replacingOccurrences(of: "MT", with: "").lowercased()
        let isItalic = lower.contains("italic") || lower.contains("oblique")
        let weights: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extrablack", .black), ("condensedblack", .black), ("ultrabold", .heavy),
            ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy), ("thin", .thin),
            ("light", .light), ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold), ("wide", .bold),
        ]
        let weight = weights.first { lower.contains($0.0) }?.1 ?? .regular
        return Face(postScriptName: postScriptName, weight: weight, isItalic: isItalic, family: family)
    }
}
