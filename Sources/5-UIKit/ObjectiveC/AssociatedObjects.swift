import Foundation

/// `objc_AssociationPolicy`: how an associated value is kept.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not kept: the value may go away while associated (held weakly here, so it reads nil then).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Kept until the owner goes away or the value is replaced.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Kept as a copy (a value type is copied anyway).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Kept, atomically (every access here is under a lock).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Kept as a copy, atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static
/// variable, as iOS code writes `&AssociatedKeys.badge`); nil removes it.
///
/// As on iOS, the value lives as long as its owner: a responder or recognizer
/// keeps its values itself, so they go with it; for any other object the table
/// keeps the owner weakly and drops the values of owners that are gone at the
/// next association.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let stored: AssociatedValue? = value.map { policy == .OBJC_ASSOCIATION_ASSIGN ? .weak(WeakBox($0 as AnyObject)) : .strong($0) }
    if let host = owner as? AssociatedObjectHost {
        host.associatedObjects[key] = stored
    } else {
        AssociatedObjects.set(owner: owner, key: key, value: stored)
    }
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    if let host = owner as? AssociatedObjectHost { return host.associatedObjects[key]?.value }
    return AssociatedObjects.get(owner: owner, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = object as AnyObject
    if let host = owner as? AssociatedObjectHost { host.associatedObjects.removeAll(); return }
    AssociatedObjects.removeAll(owner: owner)
}

/// An object that keeps its associated values in itself, so they are
/// released with it (responders and recognizers).
protocol AssociatedObjectHost: AnyObject {
    var associatedObjects: [UnsafeRawPointer: AssociatedValue] { get set }
}

enum AssociatedValue {
    case strong(Any)
    case weak(WeakBox)
    var value: Any? {
        switch self {
        case let .strong(value): value
        case let .weak(box): box.object
        }
    }
}

final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The side table for owners that are not hosts.
private enum AssociatedObjects {
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: AssociatedValue]
    }
    private nonisolated(unsafe) static var table: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func set(owner: AnyObject, key: UnsafeRawPointer, value: AssociatedValue?) {
        lock.withLock {
            table = table.filter { $0.value.owner != nil }
            var entry = table[ObjectIdentifier(owner)] ?? Entry(owner: owner, values: [:])
            entry.values[key] = value
            table[ObjectIdentifier(owner)] = entry
        }
    }
    static func get(owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry.values[key]?.value
        }
    }
    static func removeAll(owner: AnyObject) {
        lock.withLock { _ = table.removeValue(forKey: ObjectIdentifier(owner)) }
    }
}
