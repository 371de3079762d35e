import Foundation

/// Where a scroll event came from, with Apple's raw values (`UIScrollType`,
/// iPadOS 13.4): a mouse wheel's notches are `.discrete`, a trackpad's
/// two-finger scroll is `.continuous`.
public enum UIScrollType: UInt, Sendable {
    /// Scrolling in steps: a mouse wheel's notches.
    case discrete = 0
    /// Smooth scrolling: a trackpad's two-finger scroll.
    case continuous = 1
}

/// The scroll types a pan recognizer accepts (`allowedScrollTypesMask`).
/// Apple's bits: `1 << UIScrollType.rawValue`. A plain pan accepts none
/// (scroll events reach it only if it opts in); a scroll view's accepts `.all`.
public struct UIScrollTypeMask: OptionSet, Sendable {
    /// The accepted types as bits: `1 << UIScrollType.rawValue`.
    public let rawValue: Int
    /// Makes a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Scrolls in notches, as from a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Scrolls that flow, as from a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds of scroll.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Does the mask admit scrolls of this type?
    func admits(_ type: UIScrollType) -> Bool { contains(UIScrollTypeMask(rawValue: 1 << Int(type.rawValue))) }
}
