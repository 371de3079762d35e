import Foundation

/// What a trace keeps of an object it names: a weak reference, for readers
/// that use the object while it still exists (the demo highlights a view,
/// the explainer reads a recognizer's settings), and what a log prints of
/// it — class, address, the demo's name, and for a view that got a touches
/// call its whole `description` — taken when the event happened.
///
/// Why not the object itself: a trace outlives the gesture it records. If
/// it held its views, a view removed and released by the app would live on
/// in the trace, and would be freed — running its deinit, which may trace —
/// whenever the trace happened to be cleared (issue 24: a scroll view freed
/// by clearing the trace left the tracking mode and traced into the trace
/// being cleared). A released view's lines still print, as the seeds' log
/// lines are text that names objects long gone.
///
///     Touches Began: <UIView: 0x6000…; frame = (0 0; 100 100); layer = …>   ← printed from the snapshot
///     record.event … view.object                                          ← nil once the view is freed
public struct Traced<Object: AnyObject>: Hashable, CustomStringConvertible {
    /// The object while it exists; nil once it has been freed.
    public private(set) weak var object: Object?
    /// The object's dynamic type (a metatype keeps nothing alive).
    public let objectType: AnyObject.Type
    /// The object's identity while the trace lasts (its address).
    public let id: ObjectIdentifier
    /// The demo's name for a view, or a recognizer's `name`, when the event happened.
    public let name: String?
    private let capturedDescription: String?

    /// Takes what a log prints of `object` now: class, address and name.
    public init(_ object: Object) {
        self.init(object, description: nil)
    }

    /// The same, with the object's whole `description` as it reads now (the
    /// seeds' `Touches Began: <UIView: 0x…; frame = …>` line, which shows the
    /// frame at the moment of the call, as a device's log does).
    public init(describing object: Object) {
        self.init(object, description: String(describing: object))
    }

    /// The same, for an object whose `description` is known here (a view: an
    /// `NSObject`): called directly. `String(describing:)` would first ask the
    /// runtime, by dynamic casts up the class chain, whether the object is
    /// text-streamable or custom-described — with every touches call a drag
    /// traces, as much again as the description itself (PipelineAndBenchmarks).
    public init(describing object: Object) where Object: CustomStringConvertible {
        self.init(object, description: object.description)
    }

    private init(_ object: Object, description: String?) {
        self.object = object
        objectType = type(of: object)
        id = ObjectIdentifier(object)
        if let view = object as? UIView { name = view.name }
        else if let recognizer = object as? UIGestureRecognizer { name = recognizer.name }
        else { name = nil }
        capturedDescription = description
    }

    /// The class name as a log prints it (`UIView`, `AView`, `UITapGestureRecognizer`).
    public var className: String { LogNames.className(of: objectType) }
    /// `0x…`, like Objective-C's `%p`.
    public var address: String { LogNames.address(UInt(bitPattern: id)) }
    /// A view as the demo labels it (`AView "A"` reads `AView A`; a plain
    /// named `UIView` reads its name), anything else by its class.
    public var shortName: String {
        guard let name, objectType is UIView.Type else { return className }
        return className == "UIView" ? name : "\(className) \(name)"
    }
    /// The object's `description` when the event happened, if the event took
    /// it (`init(describing:)`); else Objective-C's default, `<UIView: 0x…>`.
    public var description: String { capturedDescription ?? "<\(className): \(address)>" }

    /// Whether the object was an instance of `type` (or a subclass): asked of
    /// the captured type, so a freed object still answers.
    public func isKind<T>(of type: T.Type) -> Bool { objectType is T.Type }

    /// The same object's record, seen as one of its superclasses.
    public func upcast<Super: AnyObject>(to: Super.Type = Super.self) -> Traced<Super> {
        Traced<Super>(id: id, objectType: objectType, name: name, description: capturedDescription, object: object as? Super)
    }

    private init(id: ObjectIdentifier, objectType: AnyObject.Type, name: String?, description: String?, object: Object?) {
        self.id = id; self.objectType = objectType; self.name = name; capturedDescription = description; self.object = object
    }

    // MARK: Identity

    /// Two records name the same object: the same address, and not one
    /// freed object and one living one that reused its address.
    public static func == (a: Traced, b: Traced) -> Bool { a.id == b.id && (a.object == nil) == (b.object == nil) }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The record names `object`, which exists (a freed object is no living one).
    public static func === <Other: AnyObject>(traced: Traced, object: Other?) -> Bool {
        guard let object, let mine = traced.object else { return false }
        return mine === object
    }
    /// The record names `object`, which exists.
    public static func === <Other: AnyObject>(object: Other?, traced: Traced) -> Bool { traced === object }
    /// The record does not name `object`.
    public static func !== <Other: AnyObject>(traced: Traced, object: Other?) -> Bool { !(traced === object) }
    /// The record does not name `object`.
    public static func !== <Other: AnyObject>(object: Other?, traced: Traced) -> Bool { !(traced === object) }
    /// Two records name the same object, whatever their static types.
    public static func === <Other>(a: Traced, b: Traced<Other>) -> Bool {
        a.id == b.id && (a.object == nil) == (b.object == nil)
    }
    /// Two records name different objects.
    public static func !== <Other>(a: Traced, b: Traced<Other>) -> Bool { !(a === b) }
}

/// An optional record (a hit-test's nil result, a forward to no one) names
/// `object`, which exists.
public func === <Object, Other: AnyObject>(traced: Traced<Object>?, object: Other?) -> Bool {
    traced.map { $0 === object } ?? false
}
/// An optional record does not name `object`.
public func !== <Object, Other: AnyObject>(traced: Traced<Object>?, object: Other?) -> Bool { !(traced === object) }
