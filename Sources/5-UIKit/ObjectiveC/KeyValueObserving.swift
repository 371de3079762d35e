import Foundation

// Key-value observation, which Foundation on Linux leaves out entirely (no
// `NSKeyValueObservation`, no `observe(_:options:changeHandler:)`, no
// `addObserver(_:forKeyPath:options:context:)`; measured with Swift 6.3), so
// these declarations take Foundation's names without clashing with any.
//
// On iOS the observed object's setter is wrapped in `willChangeValueForKey:` /
// `didChangeValueForKey:`; here each UIKit property touch code observes
// (``KeyValueKeys``) wraps its change in one call, `notifyingObservers(of:)`:
//
//     scrollView.contentOffset = p ─▶ notifyingObservers(of: "contentOffset") {
//         will: each observation with .prior gets isPrior + old      (Apple: NSKeyValueObservingOptions.prior)
//         the change itself
//         did:  each observation gets kind .setting, old and/or new  (.old / .new)
//     }
//
// `.initial` sends one notification at once, when the observation is added.

/// What a change notification includes (Apple, `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, as Apple's.
    public let rawValue: UInt
    /// Makes options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value, in ``NSKeyValueChangeKey/newKey``.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value, in ``NSKeyValueChangeKey/oldKey``.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// One notification at once, when the observer is added, before it returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change (Apple, `NSKeyValueChange`); a property's setter is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The change's kind, an `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change (with `.new`).
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change (with `.old`).
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `true` in the notification sent before the change (with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The change a block observation receives, typed (Apple, `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public let kind: NSKeyValueChange
    /// The value after the change: only with `.new`, and never in a prior notification.
    public let newValue: Value?
    /// The value before the change: only with `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change (nil for a property).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change.
    public let isPrior: Bool
}

/// A block observation: it observes until it is invalidated or released
/// (Apple, `NSKeyValueObservation`: "when the returned object is deallocated,
/// or `invalidate()` is called, the observation stops").
public final class NSKeyValueObservation: NSObject {
    private weak var object: AnyObject?
    private var entry: KeyValueObservers.Entry?

    init(object: AnyObject, entry: KeyValueObservers.Entry) {
        self.object = object
        self.entry = entry
    }

    /// Stops the observation; calling it again does nothing.
    public func invalidate() {
        guard let entry else { return }
        self.entry = nil
        if let object { KeyValueObservers.of(object, creating: false)?.remove(entry) }
    }

    deinit { invalidate() }
}

/// The protocol `observe(_:options:changeHandler:)` is declared on, as in
/// Apple's Foundation, where `NSObject` adopts it: the handler receives the
/// object with its own static type (a `UIScrollView`, not an `NSObject`).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` when the property at `keyPath` changes, until the
    /// returned observation is invalidated or released.
    ///
    /// The key paths that notify are UIKit's (``KeyValueKeys``: a view's
    /// `frame`, `bounds`, `center`; a scroll view's `contentOffset`,
    /// `contentInset`, `contentSize`; a recognizer's `state`) and the
    /// `@objc dynamic` properties of classes in pasted files; any other stops
    /// with a line naming it, where iOS would not notify a property that is
    /// not `@objc dynamic`.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let object = self as AnyObject
        guard let key = KeyValueKeys.key(of: keyPath, rootedAt: Self.self) else {
            APIMisuse.stop("observe(\(keyPath)): not a property TouchLab notifies; the observable ones are "
                + KeyValueKeys.description(of: object))
        }
        let entry = KeyValueObservers.Entry(key: key, options: options, observer: nil, context: nil) { object, change in
            guard let object = object as? Self else { return }
            changeHandler(object, NSKeyValueObservedChange(
                kind: (change[.kindKey] as? UInt).flatMap(NSKeyValueChange.init(rawValue:)) ?? .setting,
                newValue: change[.newKey].flatMap { $0 as? Value }, oldValue: change[.oldKey].flatMap { $0 as? Value },
                indexes: change[.indexesKey] as? IndexSet, isPrior: change[.notificationIsPriorKey] as? Bool ?? false))
        }
        let observation = NSKeyValueObservation(object: object, entry: entry)
        KeyValueObservers.of(object, creating: true)!.add(entry, of: object)
        return observation
    }
}

extension NSObject {
    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)`
    /// for changes of `keyPath`. The observer is not kept (as on iOS).
    /// A key UIKit does not notify on one of its own classes stops with a
    /// line that names it; on other objects a key notifies when the object
    /// calls `willChangeValue(forKey:)` / `didChangeValue(forKey:)`.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        if KeyValueKeys.isUIKitClass(self), !KeyValueKeys.notifies(keyPath, on: self) {
            APIMisuse.stop("addObserver(_:forKeyPath:): \"\(keyPath)\" of \(type(of: self)) is not a property "
                + "TouchLab notifies; the observable ones are " + KeyValueKeys.description(of: self))
        }
        let entry = KeyValueObservers.Entry(key: keyPath, options: options, observer: observer, context: context) {
            [weak observer] object, change in
            guard let observer else { return }
            KeyValueObservers.send(keyPath, of: object, change: change, context: context, to: observer)
        }
        KeyValueObservers.of(self, creating: true)!.add(entry, of: self)
    }

    /// Removes `observer`'s registration for `keyPath` with `context`; iOS
    /// raises when there is none, and so does this (with iOS's message).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObservation(observer, keyPath) { $0.context == context }
    }

    /// Removes `observer`'s most recent registration for `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObservation(observer, keyPath) { _ in true }
    }

    private func removeObservation(_ observer: NSObject, _ keyPath: String, where matches: (KeyValueObservers.Entry) -> Bool) {
        let observers = KeyValueObservers.of(self, creating: false)
        guard let entry = observers?.entries.last(where: { $0.key == keyPath && $0.observerID == ObjectIdentifier(observer) && matches($0) })
        else {
            APIMisuse.stop("Cannot remove an observer <\(type(of: observer))> for the key path \"\(keyPath)\" from "
                + "<\(type(of: self))> because it is not registered as an observer.")
        }
        observers?.remove(entry)
    }

    /// Tells observers of `key` that it is about to change: a manual
    /// notification, for a property of your own (Apple: call it before the
    /// change, `didChangeValue(forKey:)` after).
    public func willChangeValue(forKey key: String) {
        KeyValueObservers.of(self, creating: false)?.willChange(key, of: self)
    }

    /// Tells observers of `key` that it changed.
    public func didChangeValue(forKey key: String) {
        KeyValueObservers.of(self, creating: false)?.didChange(key, of: self)
    }
}

/// The objects that receive `observeValue(forKeyPath:of:change:context:)` by
/// an override (UIKit's `NSObject` subclasses); other observers are sent it by
/// selector, as a pasted file's `NSObject` subclass registers it.
protocol KeyValueObserverMethod: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// The message iOS's `NSObject` raises when an observer does not override
/// `observeValue(forKeyPath:of:change:context:)`.
func unhandledObservation(_ observer: AnyObject, _ keyPath: String?) -> Never {
    APIMisuse.stop("<\(type(of: observer))>: An -observeValueForKeyPath:ofObject:change:context: message was "
        + "received but not handled. Key path: \(keyPath ?? "nil")")
}

/// An object that keeps its observations in itself (responders and
/// recognizers), so a setter with no observer pays one nil check.
protocol KeyValueObservingHost: AnyObject {
    var keyValueObservers: KeyValueObservers? { get set }
}

extension KeyValueObservingHost {
    /// Runs `change`, the body of the setter of `key`, between the
    /// notifications iOS's automatic KVO sends around it.
    @inline(__always)
    func notifyingObservers<Result>(of key: String, _ change: () -> Result) -> Result {
        guard let observers = keyValueObservers, !observers.entries.isEmpty else { return change() }
        observers.willChange(key, of: self)
        defer { observers.didChange(key, of: self) }
        return change()
    }
}

extension CALayer: KeyValueObservingHost {}

extension UIView {
    /// Runs `change`, a change of the view's geometry that is its layer's
    /// `key` too (a view's layer keeps no geometry of its own here), between
    /// the notifications the layer's observers get on iOS, where the view's
    /// setter sets its layer's. A view whose layer no one made or observes pays one check.
    @inline(__always)
    func notifyingLayerObservers<Result>(of key: String, _ change: () -> Result) -> Result {
        guard let layer = existingLayer else { return change() }
        return layer.notifyingObservers(of: key, change)
    }
}

/// The observations of one object, with the old values of changes under way.
final class KeyValueObservers {
    /// One registration: a block's, or an observer's with its context.
    final class Entry {
        let key: String
        let options: NSKeyValueObservingOptions
        weak var observer: AnyObject?
        /// The observer's identity, for `removeObserver` — also from the
        /// observer's own `deinit`, where weak references to it already read nil.
        let observerID: ObjectIdentifier?
        let context: UnsafeMutableRawPointer?
        let deliver: (AnyObject, [NSKeyValueChangeKey: Any]) -> Void
        /// For a key path through other objects (`layer.bounds`): takes the
        /// observations it made on them away, when this one is removed.
        var detach: (() -> Void)?
        init(key: String, options: NSKeyValueObservingOptions, observer: AnyObject?, context: UnsafeMutableRawPointer?,
             deliver: @escaping (AnyObject, [NSKeyValueChangeKey: Any]) -> Void) {
            self.key = key
            self.options = options
            self.observer = observer
            self.observerID = observer.map(ObjectIdentifier.init)
            self.context = context
            self.deliver = deliver
        }
    }

    private(set) var entries: [Entry] = []
    /// The value each key had when its change began, innermost last (a
    /// change may start another, as `contentOffset` sets `bounds`).
    private var changing: [(key: String, old: Any?)] = []

    /// The observations of `object`: its own for a host, the side table's otherwise.
    static func of(_ object: AnyObject, creating: Bool) -> KeyValueObservers? {
        if let host = object as? KeyValueObservingHost {
            if host.keyValueObservers == nil, creating { host.keyValueObservers = KeyValueObservers() }
            return host.keyValueObservers
        }
        return SideTable.observers(of: object, creating: creating)
    }

    func add(_ entry: Entry, of object: AnyObject) {
        entries.append(entry)
        if let dot = entry.key.firstIndex(of: ".") {
            followPath(of: entry, first: String(entry.key[..<dot]), rest: String(entry.key[entry.key.index(after: dot)...]),
                       of: object)
        }
        if entry.options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if entry.options.contains(.new), let value = KeyValueKeys.value(of: object, forKey: entry.key) {
                change[.newKey] = value
            }
            entry.deliver(object, change)
        }
    }

    func remove(_ entry: Entry) {
        entries.removeAll { $0 === entry }
        entry.detach?()
        entry.detach = nil
    }

    /// A key path through another object (Apple, *Key-Value Observing
    /// Programming Guide*: "key paths … are observed through each object in
    /// the path"): `rest` is observed on the object at `first`, each of its
    /// notifications passed on as the whole path's, for `object`; when
    /// `first` itself notifies (an `@objc dynamic` property holding an
    /// object), the observation moves to the new object and the whole path's
    /// change is sent.
    private func followPath(of entry: Entry, first: String, rest: String, of object: AnyObject) {
        weak var root = object
        var inner: (target: AnyObject, entry: Entry)?
        func attach(to target: AnyObject?) {
            guard let target, let observers = KeyValueObservers.of(target, creating: true) else { inner = nil; return }
            let passOn = Entry(key: rest, options: entry.options.subtracting(.initial), observer: nil, context: nil) {
                [weak entry] _, change in
                guard let entry, let root else { return }
                entry.deliver(root, change)
            }
            observers.add(passOn, of: target)
            inner = (target, passOn)
        }
        attach(to: KeyValueKeys.value(of: object, forKey: first) as AnyObject?)
        var oldLeaf: Any?
        let hop = Entry(key: first, options: [.prior], observer: nil, context: nil) { [weak entry] _, change in
            guard let entry, let root else { return }
            if change[.notificationIsPriorKey] as? Bool == true {
                oldLeaf = KeyValueKeys.value(of: root, forKey: entry.key)
                return
            }
            if let inner { KeyValueObservers.of(inner.target, creating: false)?.remove(inner.entry) }
            attach(to: KeyValueKeys.value(of: root, forKey: first) as AnyObject?)
            var whole: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if entry.options.contains(.old), let oldLeaf { whole[.oldKey] = oldLeaf }
            if entry.options.contains(.new), let new = KeyValueKeys.value(of: root, forKey: entry.key) { whole[.newKey] = new }
            oldLeaf = nil
            entry.deliver(root, whole)
        }
        entries.append(hop)
        entry.detach = { [weak self] in
            self?.entries.removeAll { $0 === hop }
            if let inner { KeyValueObservers.of(inner.target, creating: false)?.remove(inner.entry) }
            inner = nil
        }
    }

    func willChange(_ key: String, of object: AnyObject) {
        let watching = entries.filter { $0.key == key }
        guard !watching.isEmpty else { changing.append((key, nil)); return }
        let old = KeyValueKeys.value(of: object, forKey: key)
        changing.append((key, old))
        for entry in watching where entry.options.contains(.prior) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if entry.options.contains(.old), let old { change[.oldKey] = old }
            entry.deliver(object, change)
        }
    }

    func didChange(_ key: String, of object: AnyObject) {
        let index = changing.lastIndex { $0.key == key }
        let old = index.flatMap { changing.remove(at: $0).old }
        let watching = entries.filter { $0.key == key }
        guard !watching.isEmpty else { return }
        let new = KeyValueKeys.value(of: object, forKey: key)
        for entry in watching {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if entry.options.contains(.old), let old { change[.oldKey] = old }
            if entry.options.contains(.new), let new { change[.newKey] = new }
            entry.deliver(object, change)
        }
    }

    /// Delivers a notification to an `addObserver` observer.
    static func send(_ keyPath: String, of object: AnyObject, change: [NSKeyValueChangeKey: Any],
                     context: UnsafeMutableRawPointer?, to observer: AnyObject) {
        if let receiver = observer as? KeyValueObserverMethod {
            receiver.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let selector = Selector("observeValueForKeyPath:ofObject:change:context:")
        if ObjCRuntime.send(selector, to: observer, arguments: [keyPath, object, change, context]) == nil {
            unhandledObservation(observer, keyPath)
        }
    }

    /// Observations of objects that are not hosts, kept while the object lives.
    private enum SideTable {
        private struct Slot {
            weak var owner: AnyObject?
            let observers: KeyValueObservers
        }
        private static let table = LockedValue<[ObjectIdentifier: Slot]>([:])

        static func observers(of object: AnyObject, creating: Bool) -> KeyValueObservers? {
            table.withLock { table in
                if let slot = table[ObjectIdentifier(object)], slot.owner === object { return slot.observers }
                guard creating else { return nil }
                table = table.filter { $0.value.owner != nil }
                let observers = KeyValueObservers()
                table[ObjectIdentifier(object)] = Slot(owner: object, observers: observers)
                return observers
            }
        }
    }
}
