import Foundation

/// The base of everything that can receive events: views, view controllers,
/// windows, the window scene, the application and its delegate.
///
/// The rule (Behaviour §3): an event a responder does not handle goes to `next`.
/// The default implementations below *are* that rule — they pass the call on —
/// so an override that does not call `super` consumes the event, and one that
/// calls `super` handles it and passes it on as well (several responders may
/// act on one event, seed 002).
///
///     hit view ─▶ superview ─▶ … ─▶ controller's root view ─▶ controller
///       ─▶ (parent controllers) ─▶ UIWindow ─▶ UIWindowScene ─▶ UIApplication
///       ─▶ app delegate ─▶ nil
///
/// As on iOS it is an `NSObject` (Foundation's): `isKind(of:)`, `isEqual(_:)`
/// and `hash` (identity unless overridden), `description`, and delegate
/// protocols bound to `NSObjectProtocol` work as written for iOS.
open class UIResponder: NSObject {
    /// Makes a responder.
    public override init() { super.init() }

    /// The next responder in the chain; subclasses answer with UIKit's rules.
    open var next: UIResponder? { nil }

    // MARK: Touches — the default passes the call up the chain.

    /// Tells this object that one or more new touches occurred in a view or window.
    ///
    /// The default passes the call to ``next``; an override that does not call
    /// `super` consumes the touches (Behaviour §3).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.began, touches, event) { $0.touchesBegan(touches, with: event) }
    }
    /// Tells the responder when one or more touches associated with an event changed.
    ///
    /// The default passes the call to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.moved, touches, event) { $0.touchesMoved(touches, with: event) }
    }
    /// Tells the responder when one or more fingers are raised from a view or window.
    ///
    /// The default passes the call to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.ended, touches, event) { $0.touchesEnded(touches, with: event) }
    }
    /// Tells the responder when a system event, such as a gesture recognizer
    /// recognizing, cancels a touch sequence (Behaviour §4).
    ///
    /// The default passes the call to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.cancelled, touches, event) { $0.touchesCancelled(touches, with: event) }
    }

    private func forward(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?,
                         _ call: (UIResponder) -> Void) {
        let next = self.next
        trace(.touchesForwarded(from: Traced(self), to: next.map { Traced($0) }, phase: phase))
        if let next { call(next) }
    }

    // MARK: Presses — the first responder, then up the chain (UIPress, UIKeyCommand)

    /// Tells this object when a physical button or key is first pressed.
    /// The default passes the call to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.began, presses, event) }
    /// Tells this object when a value associated with a press has changed.
    /// The default passes the call to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.changed, presses, event) }
    /// Tells the object when a button or key is released.
    /// The default passes the call to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.ended, presses, event) }
    /// Tells this object when a system event cancels a press event.
    /// The default passes the call to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.cancelled, presses, event) }

    /// The key commands this responder offers; they apply to the whole chain below it.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Motion and remote control — not hit-tested: first responder, then up (Behaviour §3).

    /// Tells the receiver that a motion event has begun. Motion is not hit-tested:
    /// it starts at the first responder and goes up the chain (Behaviour §3).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        trace(.motionForwarded(from: Traced(self), to: next.map { Traced($0) }, call: .began))
        next?.motionBegan(motion, with: event)
    }
    /// Tells the receiver that a motion event has ended. The default passes the call to ``next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        trace(.motionForwarded(from: Traced(self), to: next.map { Traced($0) }, call: .ended))
        next?.motionEnded(motion, with: event)
    }
    /// Tells the receiver that a motion event has been cancelled. The default passes the call to ``next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        trace(.motionForwarded(from: Traced(self), to: next.map { Traced($0) }, call: .cancelled))
        next?.motionCancelled(motion, with: event)
    }
    /// Tells the object when it receives a remote-control event. The default passes the call to ``next``.
    open func remoteControlReceived(with event: UIEvent?) {
        trace(.motionForwarded(from: Traced(self), to: next.map { Traced($0) }, call: .remoteControl))
        next?.remoteControlReceived(with: event)
    }

    // MARK: First responder

    /// Whether this object can become the first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object is willing to give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this would be; nil for responders
    /// outside any window (the application, its delegate), which UIKit never
    /// makes first responder.
    var firstResponderHost: UIWindow? { nil }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool { firstResponderHost?.firstResponder === self }

    /// Asks UIKit to make this object the first responder in its window.
    ///
    /// The current first responder must resign first; a responder outside any
    /// window (the application, its delegate) never becomes first responder.
    ///
    /// - Returns: `true` if this object is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderHost else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up the first-responder status in its window.
    ///
    /// - Returns: `false` if ``canResignFirstResponder`` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderHost, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Interface Builder — no nibs here, so never called by UIKit

    /// Called on iOS after a nib or storyboard made the object; nothing loads
    /// nibs here, so it is never called. It exists so iOS code that overrides it compiles.
    open func awakeFromNib() {}
    /// Called by Interface Builder to draw an `@IBDesignable` view on its
    /// canvas; never called here. It exists so iOS code that overrides it compiles.
    open func prepareForInterfaceBuilder() {}

    // MARK: Actions — the responder chain's other job

    /// What `objc_setAssociatedObject` attached to this responder: released with it.
    var associatedObjects: [UnsafeRawPointer: AssociatedValue] = [:]
    /// Its key-value observations (`KeyValueObserving.swift`): nil until the first.
    var keyValueObservers: KeyValueObservers?

    /// Receives the changes this object observes with
    /// `addObserver(_:forKeyPath:options:context:)`. As on iOS, an observer
    /// must override it: `NSObject`'s stops the program with iOS's message.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        unhandledObservation(self, keyPath)
    }

    /// The actions this responder implements, by name (see `Selector`).
    private var actionHandlers: [Selector: (Any?) -> Void] = [:]

    /// Implements `action` on this responder (nil removes it): what an
    /// Objective-C method with that selector does on iOS.
    ///
    ///     // iOS:  @objc func copy(_ sender: Any?) { … }
    ///     textView.setAction("copy:") { sender in … }
    public func setAction(_ action: Selector, _ handler: ((_ sender: Any?) -> Void)?) {
        actionHandlers[action] = handler
    }

    func hasActionHandler(_ action: Selector) -> Bool { actionHandlers[action] != nil }

    /// Runs the closure set for `action`; false if there is none.
    func runActionHandler(_ action: Selector, sender: Any?) -> Bool {
        guard let handler = actionHandlers[action] else { return false }
        handler(sender)
        return true
    }

    /// Whether this responder handles `action`; by default, whether it
    /// implements it — an `@objc` method of a pasted iOS file (``ObjCRuntime``)
    /// or an action set with ``setAction(_:_:)``. Override to refuse an action
    /// it implements (UIKit's "Copy" greyed out when nothing is selected).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ObjCRuntime.responds(self, to: action)
    }

    /// The responder that would handle `action`: this one if it can perform
    /// it, otherwise the answer of the next responder — UIKit's walk for a
    /// nil-targeted action.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Runs the implementation of `action` with the sender and event iOS
    /// passes to an action method; false if there is none.
    func perform(_ action: Selector, sender: Any?, event: UIEvent? = nil) -> Bool {
        ObjCRuntime.send(action, to: self, arguments: [sender, event]) != nil
    }

    // MARK: Identity and logs

    /// The class name as a log prints it (`UIView`, `AView`, `XMDashboardViewController`).
    @_spi(TouchLab) public var className: String { LogNames.className(of: type(of: self)) }

    /// `0x…` like Objective-C's `%p`.
    @_spi(TouchLab) public var address: String { LogNames.address(of: self) }

    /// The class name and address, as Objective-C's default description prints them
    /// (`<UIView: 0x…>`), which the seed logs show.
    open override var description: String { "<\(className): \(address)>" }
}

extension UIResponder: AssociatedObjectHost, KeyValueObservingHost, KeyValueObserverMethod {}
