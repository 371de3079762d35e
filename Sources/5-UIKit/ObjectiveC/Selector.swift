import Foundation

/// The name of a method, standing in for an Objective-C selector.
///
/// There is no Objective-C runtime on Linux. An iOS file compiled through the
/// `iOSSources` plugin has each `#selector(handleTap(_:))` turned into
/// `Selector("handleTap:")` and each `@objc` method of its classes entered in
/// ``ObjCRuntime`` under that name, so the engine can send it by name as iOS
/// does (<doc:PastediOSFiles>). Code written here by hand can name one with a
/// string (`"copy:"`) and implement it on a responder with
/// `UIResponder.setAction(_:_:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, as Objective-C spells it (`"copy:"`, `"card:didSwipe:"`).
    public let name: String
    /// Makes a selector with the given name.
    public init(_ name: String) { self.name = name }
    /// Makes a selector from a string literal: `"copy:"`.
    public init(stringLiteral name: String) { self.name = name }
    /// The selector's name.
    public var description: String { name }

    /// How many arguments a method with this name takes: its colons, as in
    /// Objective-C (`"tap"` none, `"tap:"` one, `"tap:event:"` two).
    public var argumentCount: Int { name.count(where: { $0 == ":" }) }
}

/// `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// `NSSelectorFromString`: the selector with that name.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
