import Foundation
import Synchronization

/// `NSObject`'s selector methods, which Foundation on Linux leaves out (it has
/// no `Selector`): asking whether an object implements a method, and sending
/// one now or after a delay. They reach the methods ``ObjCRuntime`` knows.
extension NSObjectProtocol {
    /// Whether the object implements `aSelector` — for an `@objc optional`
    /// requirement, whether the delegate implemented it.
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return ObjCRuntime.responds(self as AnyObject, to: aSelector)
    }
}

extension NSObject {
    /// Sends `aSelector` to the object now and returns its result, as
    /// `perform(_:)` does on iOS (an object result, unretained).
    @discardableResult
    public func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>? { performNow(aSelector, []) }
    /// Sends `aSelector` with one argument.
    @discardableResult
    public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? {
        performNow(aSelector, [object])
    }
    /// Sends `aSelector` with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector?, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>? {
        performNow(aSelector, [object1, object2])
    }

    private func performNow(_ selector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        var result: Any?? = nil
        result = ObjCRuntime.send(selector, to: self, arguments: arguments)
        guard let sent = result else {
            ObjCRuntime.sendOrStop(selector, to: self, arguments: arguments, from: "perform(_:)")
            return nil
        }
        guard let value = sent, type(of: value) is AnyClass else { return nil }
        return Unmanaged.passUnretained(value as AnyObject)
    }

    /// Sends `aSelector` with `anArgument` after `delay` seconds, on a timer in
    /// the current run loop's default mode, as iOS's
    /// `performSelector:withObject:afterDelay:` does (so it waits while a
    /// scroll view tracks). The object and the argument are kept until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// The same, in the given run loop modes.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        DelayedPerforms.schedule(DelayedPerforms.Request(target: self, selector: aSelector, argument: anArgument),
                                 after: delay, modes: modes)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made with `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerforms.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the requests made with this target, selector and argument
    /// (arguments compared with `isEqual(_:)`, as iOS does).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerforms.cancel {
            $0.target === aTarget as AnyObject && $0.selector == aSelector && DelayedPerforms.same($0.argument, anArgument)
        }
    }
}

/// The requests `perform(_:with:afterDelay:)` has scheduled and not yet sent.
enum DelayedPerforms {
    struct Request: @unchecked Sendable {
        // @unchecked: made, fired and cancelled on the thread whose run loop runs the timer.
        let target: AnyObject
        let selector: Selector
        let argument: Any?
    }
    private struct Pending: @unchecked Sendable {
        // @unchecked: as above; the lock guards the list.
        let request: Request
        let timer: Timer
    }
    private static let pending = Mutex<[Pending]>([])

    static func schedule(_ request: Request, after delay: TimeInterval, modes: [RunLoop.Mode]) {
        // Foundation on Linux dates `Timer(timeInterval:repeats:block:)` now, not
        // an interval from now (Darwin's), so the fire date is given.
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: 0, repeats: false) { timer in
            pending.withLock { $0.removeAll { $0.timer === timer } }
            ObjCRuntime.sendOrStop(request.selector, to: request.target, arguments: [request.argument],
                                   from: "perform(_:with:afterDelay:)")
        }
        pending.withLock { $0.append(Pending(request: request, timer: timer)) }
        for mode in modes { RunLoop.current.add(timer, forMode: mode) }
    }

    static func cancel(where matches: (Request) -> Bool) {
        let cancelled = pending.withLock { list -> [Pending] in
            let gone = list.filter { matches($0.request) }
            list.removeAll { matches($0.request) }
            return gone
        }
        for request in cancelled { request.timer.invalidate() }
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): (a as? NSObject)?.isEqual(b) ?? (a as AnyObject === b as AnyObject)
        default: false
        }
    }
}

extension NSObject {
    /// Sends `aSelector` with `arg` "on the main thread using the default
    /// mode" (Apple, `performSelector(onMainThread:with:waitUntilDone:)`):
    /// here, the thread that runs the app, which is the thread calling. With
    /// `wait`, "the message is delivered immediately" (the current thread is
    /// the main thread); without, it is queued on the run loop in the common
    /// modes and sent on its next pass.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        ObjCRuntime.performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait, on: self)
    }

    /// The same, queued in `array`'s run loop modes when it does not wait.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool, modes array: [String]?) {
        ObjCRuntime.performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait, modes: array, on: self)
    }
}

/// Sending a selector to a receiver of any type — `AnyObject`, `Any` — as
/// Objective-C's dynamic lookup lets iOS code do (`target?.performSelector(…)`
/// on a `weak var target: AnyObject?`, Shuffle's test recognizers): Swift on
/// Linux has no member lookup on `AnyObject`, so the translator sends such a
/// call here with its receiver as the last argument (`SelectorSendRule`).
/// A nil receiver does nothing, as the optional chain did.
extension ObjCRuntime {
    /// `receiver.performSelector(onMainThread:with:waitUntilDone:modes:)`.
    public static func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
                                       modes: [String]? = nil, on receiver: Any?) {
        guard let receiver else { return }
        let target = receiver as AnyObject
        if wait {
            sendOrStop(aSelector, to: target, arguments: [arg], from: "performSelector(onMainThread:with:waitUntilDone:)")
        } else {
            DelayedPerforms.schedule(DelayedPerforms.Request(target: target, selector: aSelector, argument: arg), after: 0,
                                     modes: modes.map { $0.map { RunLoop.Mode($0) } } ?? [.common])
        }
    }

    /// `receiver.perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)`:
    /// sent now; an object result, unretained, as on iOS.
    @discardableResult
    public static func perform(_ aSelector: Selector?, on receiver: Any?) -> Unmanaged<AnyObject>? {
        performNow(aSelector, [], on: receiver)
    }
    /// `receiver.perform(_:with:)`.
    @discardableResult
    public static func perform(_ aSelector: Selector?, with object: Any?, on receiver: Any?) -> Unmanaged<AnyObject>? {
        performNow(aSelector, [object], on: receiver)
    }
    /// `receiver.perform(_:with:with:)`.
    @discardableResult
    public static func perform(_ aSelector: Selector?, with object1: Any?, with object2: Any?, on receiver: Any?) -> Unmanaged<AnyObject>? {
        performNow(aSelector, [object1, object2], on: receiver)
    }

    /// `receiver.perform(_:with:afterDelay:)` (and `inModes:`).
    public static func perform(_ aSelector: Selector, with argument: Any?, afterDelay delay: TimeInterval,
                               inModes modes: [RunLoop.Mode] = [.default], on receiver: Any?) {
        guard let receiver else { return }
        DelayedPerforms.schedule(DelayedPerforms.Request(target: receiver as AnyObject, selector: aSelector, argument: argument),
                                 after: delay, modes: modes)
    }

    private static func performNow(_ selector: Selector?, _ arguments: [Any?], on receiver: Any?) -> Unmanaged<AnyObject>? {
        guard let selector, let receiver else { return nil }
        let target = receiver as AnyObject
        guard let sent = send(selector, to: target, arguments: arguments) else {
            sendOrStop(selector, to: target, arguments: arguments, from: "perform(_:)")
            return nil
        }
        guard let value = sent, type(of: value) is AnyClass else { return nil }
        return Unmanaged.passUnretained(value as AnyObject)
    }
}
