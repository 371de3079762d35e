import Foundation

/// The environment a view draws and lays out in: size classes, scale, idiom,
/// light or dark, text size, layout direction. Immutable, as UIKit's.
///
/// The device's collection (``device``) is the one the seeds' iPhone has in
/// portrait (430×932 points at 3×, `UIScreen.main`): compact width, regular
/// height (Apple's Human Interface Guidelines, "Layout" → "Device size
/// classes": every iPhone in portrait is compact × regular), display scale
/// 3, phone idiom, light style, the Large content size category (Apple,
/// `UIContentSizeCategory.large`: "the default"), left to right
/// (Behaviour §15). A view's collection is the device's, with the
/// `overrideUserInterfaceStyle` of the nearest view or controller above it
/// that sets one.
public final class UITraitCollection: Equatable, CustomStringConvertible, @unchecked Sendable {   // immutable after init
    /// The width class: compact on an iPhone in portrait.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: regular on an iPhone in portrait.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The user's preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The direction of text and layout.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether the device has 3D Touch: not on the seeds' iPhone.
    public let forceTouchCapability: UIForceTouchCapability
    /// Base or elevated (a presented sheet's content).
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// Whether Increase Contrast is on.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Whether Bold Text is on.
    public let legibilityWeight: UILegibilityWeight
    /// The display's colour gamut.
    public let displayGamut: UIDisplayGamut

    /// An empty collection: every trait unspecified.
    public convenience init() { self.init(values: Values()) }

    struct Values: Equatable {
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var displayScale: CGFloat = 0
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        var forceTouchCapability = UIForceTouchCapability.unknown
        var userInterfaceLevel = UIUserInterfaceLevel.unspecified
        var accessibilityContrast = UIAccessibilityContrast.unspecified
        var legibilityWeight = UILegibilityWeight.unspecified
        var displayGamut = UIDisplayGamut.unspecified

        /// `other`'s specified traits over these.
        func merging(_ other: Values) -> Values {
            var v = self
            if other.horizontalSizeClass != .unspecified { v.horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { v.verticalSizeClass = other.verticalSizeClass }
            if other.displayScale != 0 { v.displayScale = other.displayScale }
            if other.userInterfaceIdiom != .unspecified { v.userInterfaceIdiom = other.userInterfaceIdiom }
            if other.userInterfaceStyle != .unspecified { v.userInterfaceStyle = other.userInterfaceStyle }
            if other.preferredContentSizeCategory != .unspecified { v.preferredContentSizeCategory = other.preferredContentSizeCategory }
            if other.layoutDirection != .unspecified { v.layoutDirection = other.layoutDirection }
            if other.forceTouchCapability != .unknown { v.forceTouchCapability = other.forceTouchCapability }
            if other.userInterfaceLevel != .unspecified { v.userInterfaceLevel = other.userInterfaceLevel }
            if other.accessibilityContrast != .unspecified { v.accessibilityContrast = other.accessibilityContrast }
            if other.legibilityWeight != .unspecified { v.legibilityWeight = other.legibilityWeight }
            if other.displayGamut != .unspecified { v.displayGamut = other.displayGamut }
            return v
        }
    }
    let values: Values

    init(values: Values) {
        self.values = values
        horizontalSizeClass = values.horizontalSizeClass
        verticalSizeClass = values.verticalSizeClass
        displayScale = values.displayScale
        userInterfaceIdiom = values.userInterfaceIdiom
        userInterfaceStyle = values.userInterfaceStyle
        preferredContentSizeCategory = values.preferredContentSizeCategory
        layoutDirection = values.layoutDirection
        forceTouchCapability = values.forceTouchCapability
        userInterfaceLevel = values.userInterfaceLevel
        accessibilityContrast = values.accessibilityContrast
        legibilityWeight = values.legibilityWeight
        displayGamut = values.displayGamut
    }

    private convenience init(_ change: (inout Values) -> Void) {
        var v = Values()
        change(&v)
        self.init(values: v)
    }
    /// A collection with only the width class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    /// A collection with only the height class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    /// A collection with only the display scale specified.
    public convenience init(displayScale scale: CGFloat) { self.init { $0.displayScale = scale } }
    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = idiom } }
    /// A collection with only the style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    /// A collection with only the content size category specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    /// A collection with only the 3D Touch capability specified.
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init { $0.forceTouchCapability = forceTouchCapability } }
    /// A collection with only the interface level specified.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }
    /// The collections combined: "the values of the last trait collection in the array take precedence" among specified ones (Apple).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(Values()) { $0.merging($1.values) })
    }

    /// Whether every trait specified in `trait` has the same value here (Apple's `containsTraits(in:)`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.merging(trait.values) == values
    }
    /// Whether a colour could look different in `traitCollection` (style, contrast, level, gamut differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel || displayGamut != other.displayGamut
    }
    /// iOS 17: a copy with some traits changed.
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var mutable = UIMutableTraits(values: values)
        mutations(&mutable)
        return UITraitCollection(values: mutable.values)
    }

    /// The device's traits: the seeds' iPhone in portrait (see the type's comment).
    public static let device = UITraitCollection {
        $0.horizontalSizeClass = .compact
        $0.verticalSizeClass = .regular
        $0.displayScale = UIScreen.main.scale
        $0.userInterfaceIdiom = .phone
        $0.userInterfaceStyle = .light
        $0.preferredContentSizeCategory = .large
        $0.layoutDirection = .leftToRight
        $0.forceTouchCapability = .unavailable
        $0.userInterfaceLevel = .base
        $0.accessibilityContrast = .normal
        $0.legibilityWeight = .regular
        $0.displayGamut = .P3
    }

    private static let currentStack = LockedValue<[UITraitCollection]>([])
    /// The collection UIKit resolves dynamic colours and images with: the
    /// device's, or the one ``performAsCurrent(_:)`` installed.
    public static var current: UITraitCollection {
        get { currentStack.withLock { $0.last } ?? ofTheInterface }
        set { currentStack.withLock { $0 = [newValue] } }
    }
    /// Runs `actions` with this collection as ``current``.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        Self.currentStack.withLock { $0.append(self) }
        defer { _ = Self.currentStack.withLock { $0.popLast() } }
        try actions()
    }

    /// Collections are equal when every trait is.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.values == b.values }
    /// The specified traits, as UIKit's description lists them.
    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("VerticalSizeClass = \(verticalSizeClass)") }
        if displayScale != 0 { parts.append("DisplayScale = \(uikitNumber(displayScale))") }
        if userInterfaceIdiom != .unspecified { parts.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        if userInterfaceStyle != .unspecified { parts.append("UserInterfaceStyle = \(userInterfaceStyle)") }
        if preferredContentSizeCategory != .unspecified { parts.append("PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)") }
        return "<UITraitCollection: \(address(of: self)); \(parts.joined(separator: ", "))>"
    }
}

/// iOS 17's mutable bag of traits, for ``UITraitCollection/modifyingTraits(_:)``.
public struct UIMutableTraits {
    var values: UITraitCollection.Values
    /// The width class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue } }
    /// The height class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { get { values.verticalSizeClass } set { values.verticalSizeClass = newValue } }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue } }
    /// The text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { get { values.layoutDirection } set { values.layoutDirection = newValue } }
    /// Pixels per point.
    public var displayScale: CGFloat { get { values.displayScale } set { values.displayScale = newValue } }
}

func address(of object: AnyObject) -> String { "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) }
