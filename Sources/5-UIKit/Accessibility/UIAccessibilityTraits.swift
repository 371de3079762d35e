import Foundation

/// What an accessibility element is and how it behaves, as VoiceOver says
/// it ("button", "adjustable", "dimmed"). Raw values as Apple's
/// (`UIAccessibilityTraitButton` is `1 << 0` … `UIAccessibilityTraitTabBar` `1 << 15`,
/// `Header` `1 << 16`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt64
    /// Makes traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element is a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that can't change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled: VoiceOver says "dimmed".
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element is adjustable: swipes up and down call `accessibilityIncrement()`/`Decrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to the element, not through VoiceOver (a piano keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header for a section of content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

    /// The traits' names, for the demo's inspector: `button, selected`.
    @_spi(TouchLab) public var names: [String] {
        let all: [(UIAccessibilityTraits, String)] = [(.button, "button"), (.link, "link"), (.image, "image"),
            (.selected, "selected"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
            (.staticText, "staticText"), (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
            (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.tabBar, "tabBar"), (.header, "header")]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// The kind of container a view is, for VoiceOver's rotor. Raw values as Apple's.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of a particular kind.
    case none = 0
    /// A table of data.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark: a region of the page.
    case landmark = 3
    /// A group of elements read as one.
    case semanticGroup = 4
}

/// The direction of VoiceOver's three-finger scroll. Raw values as Apple's.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Content moves right.
    case right = 1
    /// Content moves left.
    case left = 2
    /// Content moves up.
    case up = 3
    /// Content moves down.
    case down = 4
    /// To the next page.
    case next = 5
    /// To the previous page.
    case previous = 6
}
