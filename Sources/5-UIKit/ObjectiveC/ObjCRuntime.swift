import Foundation
import Synchronization

/// The part of the Objective-C runtime that touch code leans on: sending a
/// method by its selector to an object whose class is known only at run time.
///
/// On iOS every `@objc` method sits in its class's method list under its
/// selector; `addTarget(_:action:for:)`, a recognizer, a `Timer`, a display
/// link and `NotificationCenter` keep `(target, selector)` and send it later,
/// and `responds(to:)` looks it up. Here the `iOSSources` translator writes,
/// for each class of a pasted file, the list of its `@objc` methods (and of
/// the methods that implement an `@objc optional` requirement), and
/// registers it the first time an instance of the class is made:
///
///     @objc func handlePan(_ sender: UIPanGestureRecognizer)
///       ─▶ ObjCRuntime.register(CardView.self, ["handlePan:": ObjCMethod { … }])
///     recognizer's target fires ─▶ ObjCRuntime.method("handlePan:", of: cardView)
///       ─▶ CardView, then its superclasses ─▶ handlePan(recognizer)
///
/// A method receives the arguments iOS passes for its shape (Apple,
/// "Target-Action": `doSomething`, `doSomething:(id)sender`,
/// `doSomething:(id)sender forEvent:(UIEvent*)event`): the sender sends what it
/// has, and a method with fewer parameters receives the first ones.
public enum ObjCRuntime {
    /// The methods of each class that registered any, by selector name.
    /// UIKit's own methods (``UIKitMethods``) are there from the start.
    private static let classes = Mutex<[ObjectIdentifier: [String: ObjCMethod]]>(UIKitMethods.table)

    /// Enters `methods` (selector name → method) as the class's own methods;
    /// the translator calls it once per class. Registering again adds to them.
    public static func register(_ type: AnyClass, _ methods: [String: ObjCMethod]) {
        classes.withLock { $0[ObjectIdentifier(type), default: [:]].merge(methods) { _, new in new } }
    }

    /// The method `selector` names on `object`'s class or the nearest
    /// superclass that has one, as Objective-C's method lookup walks them.
    public static func method(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
        var type: AnyClass? = Swift.type(of: object)
        return classes.withLock { table in
            while let current = type {
                if let method = table[ObjectIdentifier(current)]?[selector.name] { return method }
                type = _getSuperclass(current)
            }
            return nil
        }
    }

    /// Whether `object` implements `selector`: a registered method, or an
    /// action a responder set with `UIResponder.setAction(_:_:)`.
    public static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        if let responder = object as? UIResponder, responder.hasActionHandler(selector) { return true }
        return method(selector, of: object) != nil
    }

    /// Sends `selector` to `object` with `arguments` (the sender's; the method
    /// takes as many as its shape has). Returns nil when the object does not
    /// implement it; otherwise `.some` of what the method returned.
    @discardableResult
    public static func send(_ selector: Selector, to object: AnyObject, arguments: [Any?]) -> Any?? {
        if let responder = object as? UIResponder, responder.runActionHandler(selector, sender: arguments.first ?? nil) {
            return .some(nil)
        }
        guard let method = method(selector, of: object) else { return nil }
        return .some(method.call(object, arguments))
    }

    /// Sends `selector` to `object` and stops the program, as iOS's
    /// "unrecognized selector sent to instance" does, when it has no such method.
    public static func sendOrStop(_ selector: Selector, to object: AnyObject, arguments: [Any?], from sender: String) {
        if send(selector, to: object, arguments: arguments) != nil { return }
        APIMisuse.stop("\(sender): -[\(String(describing: type(of: object))) \(selector.name)]: "
            + "unrecognized selector sent to instance (an iOS file's @objc method is registered when it is "
            + "compiled through the iOSSources plugin; code written here implements an action with setAction)")
    }

    /// What `super.observeValue(forKeyPath:of:change:context:)` does in a
    /// direct `NSObject` subclass of a pasted file: iOS's `NSObject` raises
    /// "message was received but not handled", and this stops with it.
    public static func unhandledObservation(_ observer: AnyObject, forKeyPath keyPath: String?) {
        UIKit.unhandledObservation(observer, keyPath)
    }

    /// What `delegate?.card?(self, didSwipe: direction)` means for an
    /// `@objc optional` requirement: the method's result when the object
    /// implements it, nil (and no argument evaluated) when it does not.
    public static func callOptional<Result>(_ object: AnyObject?, _ selector: Selector,
                                            _ arguments: @autoclosure () -> [Any?],
                                            returning: Result.Type) -> Result? {
        guard let object, let result = send(selector, to: object, arguments: arguments()) else { return nil }
        if Result.self == Void.self { return (() as! Result) }
        guard let value = result as? Result else {
            APIMisuse.stop("-[\(String(describing: type(of: object))) \(selector.name)] returned "
                + "\(result.map { String(describing: type(of: $0)) } ?? "nothing") where its protocol promises \(Result.self)")
        }
        return value
    }
}

/// One method as the runtime keeps it: how to call it on an object of its
/// class with the arguments a sender passes (as `Any?`, cast to the
/// parameters' types here).
public struct ObjCMethod: @unchecked Sendable {
    // @unchecked: the closure holds no state; it casts its object and calls a method.
    let body: (AnyObject, [Any?]) -> Any?

    /// Wraps a call: `ObjCMethod { ObjCMethod.call(($0 as! CardView).handlePan(_:), $1) }`.
    public init(_ body: @escaping (_ object: AnyObject, _ arguments: [Any?]) -> Any?) { self.body = body }

    func call(_ object: AnyObject, _ arguments: [Any?]) -> Any? { body(object, arguments) }

    /// Calls a method of no parameters; the sender's arguments are dropped, as on iOS.
    public static func call<R>(_ method: () throws -> R, _ arguments: [Any?]) rethrows -> Any? { try method() }
    /// Calls a method of one parameter with the first argument (the sender).
    public static func call<A, R>(_ method: (A) throws -> R, _ arguments: [Any?]) rethrows -> Any? {
        try method(argument(arguments, 0))
    }
    /// Calls a method of two parameters (the sender and the event).
    public static func call<A, B, R>(_ method: (A, B) throws -> R, _ arguments: [Any?]) rethrows -> Any? {
        try method(argument(arguments, 0), argument(arguments, 1))
    }
    /// Calls a method of three parameters (a delegate's).
    public static func call<A, B, C, R>(_ method: (A, B, C) throws -> R, _ arguments: [Any?]) rethrows -> Any? {
        try method(argument(arguments, 0), argument(arguments, 1), argument(arguments, 2))
    }
    /// Calls a method of four parameters.
    public static func call<A, B, C, D, R>(_ method: (A, B, C, D) throws -> R, _ arguments: [Any?]) rethrows -> Any? {
        try method(argument(arguments, 0), argument(arguments, 1), argument(arguments, 2), argument(arguments, 3))
    }

    /// Sets an `@objc` property through its setter's selector (`setValue:`)
    /// to the first argument.
    public static func assign<A>(_ setter: (A) throws -> Void, _ arguments: [Any?]) rethrows -> Any? {
        try setter(argument(arguments, 0))
    }

    /// The `index`th argument as the parameter's type. A parameter the sender
    /// has no argument for gets nil if it is optional; a mismatch stops with
    /// the types, where iOS would pass the object and crash later.
    static func argument<T>(_ arguments: [Any?], _ index: Int) -> T {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let typed = value as? T { return typed }
        if let typed = value as Any as? T { return typed }   // T is Optional: nil, or a wrapped value
        APIMisuse.stop("an @objc method's parameter \(index + 1) is \(T.self), but the sender passed "
            + (value.map { String(describing: type(of: $0)) } ?? "nothing"))
    }
}
