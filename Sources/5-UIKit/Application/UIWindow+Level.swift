import Foundation

extension UIWindow {
    /// The positioning of windows relative to each other. "Windows are
    /// ordered by their level, with windows of a higher level appearing on
    /// top of windows of lower level" (Apple's `windowLevel`); the values are
    /// UIKit's (`UIWindowLevelNormal` 0, `StatusBar` 1000, `Alert` 2000).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number; any value between and beyond the named ones is allowed.
        public let rawValue: CGFloat
        /// Makes a level from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a level from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default level: 0.
        public static let normal = Level(rawValue: 0)
        /// The level of the status bar: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alerts: 2000.
        public static let alert = Level(rawValue: 2000)
        /// Lower levels are further back.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// A level above or below another: `.normal + 1`.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue + offset) }
        /// A level below another: `.alert - 1`.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue - offset) }
    }
}
