import Foundation

/// A size class: compact or regular. Raw values as Apple's.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// Not specified.
    case unspecified = 0
    /// A compact size: an iPhone's width in portrait.
    case compact = 1
    /// A regular size: an iPhone's height in portrait.
    case regular = 2
    /// As UIKit prints it: `Compact`.
    public var description: String { ["Unspecified", "Compact", "Regular"][rawValue] }
}

/// The kind of device. Raw values as Apple's.
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
    /// Not specified.
    case unspecified = -1
    /// An iPhone: the seeds' device.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst, Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
    /// As UIKit prints it: `Phone`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        }
    }
}

/// Light or dark. Raw values as Apple's.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// Not specified: follow the environment.
    case unspecified = 0
    /// Light: the demo's phone.
    case light = 1
    /// Dark.
    case dark = 2
    /// As UIKit prints it: `Light`.
    public var description: String { ["Unspecified", "Light", "Dark"][rawValue] }
}

/// The direction of layout in a trait collection. Raw values as Apple's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right: English, the app's language here.
    case leftToRight = 0
    /// Right to left: Arabic, Hebrew.
    case rightToLeft = 1
}

/// The direction of layout a view resolves. Raw values as Apple's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Whether 3D Touch is available. Raw values as Apple's.
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Not available: the seeds' iPhone has none.
    case unavailable = 1
    /// Available.
    case available = 2
}

/// Base or elevated content. Raw values as Apple's.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above it: a sheet, a popover.
    case elevated = 1
}

/// Whether Increase Contrast is on. Raw values as Apple's.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast.
    case high = 1
}

/// Whether Bold Text is on. Raw values as Apple's.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// The display's colour gamut. Raw values as Apple's.
public enum UIDisplayGamut: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3: the seeds' iPhone.
    case P3 = 1
}

/// The user's preferred text size, by UIKit's names (`UICTContentSizeCategoryL`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the category.
    public let rawValue: String
    /// Makes a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest: accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [.unspecified, .extraSmall, .small, .medium, .large, .extraLarge,
        .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
    /// Smaller sizes first.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}

/// How a view's content is laid out whatever the language's direction. Raw values as Apple's.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the language: flipped for right-to-left languages.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls (a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
