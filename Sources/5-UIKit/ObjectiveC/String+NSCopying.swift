import Foundation

/// A Swift `String` is an `NSCopying` here, as it is on iOS through its
/// bridge to `NSString`.
///
/// UIKit hands identifiers back as `NSCopying` (a collision behaviour's
/// boundary identifier: `collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`),
/// and apps read them as `if let id = identifier as? String`. On iOS the
/// compiler knows `String` bridges to `NSString` and allows the cast. On
/// Linux `String` has no such bridge: the compiler called the cast one that
/// "always fails", and whether it worked depended on how the identifier
/// happened to be boxed. With this conformance the cast is an ordinary
/// protocol cast, and `"floor" as NSCopying` keeps the string itself; the
/// identifiers compare as strings however they were made (`NSString`,
/// `String`), see `UICollisionBehavior.sameIdentifier`.
extension String: @retroactive NSCopying {
    /// A string is a value: its copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
