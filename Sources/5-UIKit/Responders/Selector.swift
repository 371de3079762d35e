import Foundation

/// The name of an action, standing in for an Objective-C selector: there is
/// no Objective-C runtime here, so `#selector(copy(_:))` becomes
/// `Selector("copy:")` (or just `"copy:"` where a `Selector` is expected), and
/// a responder implements it with `setAction(_:_:)` instead of a method.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, as Objective-C spells it (`"copy:"`).
    public let name: String
    /// Makes a selector with the given name.
    public init(_ name: String) { self.name = name }
    /// Makes a selector from a string literal: `"copy:"`.
    public init(stringLiteral name: String) { self.name = name }
    /// The selector's name.
    public var description: String { name }
}
