import Foundation

extension UIButton {
    /// iOS 15's description of a button's look: its title, subtitle, image,
    /// colours, corners and size. The common fields are here; the ones that
    /// need text attributes or background configurations are not.
    ///
    /// Apple's `UIButton.Configuration`: "plain", "tinted", "gray" and
    /// "filled" styles (and their bordered names); `baseForegroundColor` and
    /// `baseBackgroundColor` "derive" the title and background colours; a nil
    /// base colour means the button's tint colour (Behaviour §15).
    public struct Configuration: Sendable {
        /// The styles Apple's factory methods make.
        public enum Style: Hashable, Sendable {
            /// `plain()`: no background.
            case plain
            /// `tinted()`: a translucent tint background.
            case tinted
            /// `gray()`: a grey background.
            case gray
            /// `filled()`: a tint background.
            case filled
        }
        /// Which factory made this configuration.
        public private(set) var style: Style

        /// The title shown; `nil` shows none.
        public var title: String?
        /// A second line under the title.
        public var subtitle: String?
        /// The foreground image.
        public var image: UIImage?
        /// The colour the title and image are drawn in; `nil` for the style's default.
        public var baseForegroundColor: UIColor?
        /// The colour the background is drawn in; `nil` for the style's default.
        public var baseBackgroundColor: UIColor?
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size class, which sets its font and padding.
        public var buttonSize: Size = .medium
        /// Where the image sits around the title.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// The distance from the button's edges to its content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        /// How a configured button rounds its corners.
        public enum CornerStyle: Hashable, Sendable {
            /// Follows the button's size.
            case dynamic
            /// The background's own corner radius, unchanged.
            case fixed
            /// Small, medium or large rounded corners.
            case small, medium, large
            /// Half the button's height: a capsule.
            case capsule
        }
        /// The size classes of a configured button.
        public enum Size: Hashable, Sendable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// Medium: the default.
            case medium
            /// Large.
            case large
        }
        /// How the title and subtitle line up.
        public enum TitleAlignment: Hashable, Sendable {
            /// The system's choice.
            case automatic
            /// Along the leading edge.
            case leading
            /// Centred.
            case center
            /// Along the trailing edge.
            case trailing
        }

        private init(style: Style) { self.style = style }

        /// A transparent background, the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted, translucent background, the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background, the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint colour, the title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style under its older name.
        public static func borderless() -> Configuration { plain() }
        /// The gray style under its older name.
        public static func bordered() -> Configuration { gray() }
        /// The tinted style under its older name.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The filled style under its older name.
        public static func borderedProminent() -> Configuration { filled() }

        /// The configuration for a button's current state: here, the same.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title's colour: the base foreground colour, else white on a
        /// filled button and the tint colour on the others.
        public var resolvedForegroundColor: UIColor {
            baseForegroundColor ?? (style == .filled ? .white : .systemBlue)
        }
        /// The background's colour: the base background colour, else the
        /// style's: none, the tint at 15 %, system grey 5, the tint.
        public var resolvedBackgroundColor: UIColor? {
            switch style {
            case .plain: baseBackgroundColor
            case .tinted: (baseBackgroundColor ?? .systemBlue).withAlphaComponent(0.15)
            case .gray: baseBackgroundColor ?? .systemGray5
            case .filled: baseBackgroundColor ?? .systemBlue
            }
        }
    }

    /// A button with a configuration and, optionally, its action.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// What the demo draws behind a configured button's title, if anything.
    @_spi(TouchLab) public var configurationBackgroundColor: UIColor? { configuration?.resolvedBackgroundColor }
}


/// The edges of a rectangle, named by the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits, as Apple's.
    public let rawValue: UInt
    /// Makes a set of edges from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
