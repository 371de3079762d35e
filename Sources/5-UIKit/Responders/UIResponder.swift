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
open class UIResponder: Hashable, CustomStringConvertible {
    public init() {}

    /// The next responder in the chain; subclasses answer with UIKit's rules.
    open var next: UIResponder? { nil }

    // MARK: Touches — the default passes the call up the chain.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.began, touches, event) { $0.touchesBegan(touches, with: event) }
    }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.moved, touches, event) { $0.touchesMoved(touches, with: event) }
    }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.ended, touches, event) { $0.touchesEnded(touches, with: event) }
    }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.cancelled, touches, event) { $0.touchesCancelled(touches, with: event) }
    }

    private func forward(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?,
                         _ call: (UIResponder) -> Void) {
        let next = self.next
        trace(.touchesForwarded(from: self, to: next, phase: phase))
        if let next { call(next) }
    }

    // MARK: Presses — the first responder, then up the chain (UIPress, UIKeyCommand)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.began, presses, event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.changed, presses, event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.ended, presses, event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(.cancelled, presses, event) }

    /// The key commands this responder offers; they apply to the whole chain below it.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Motion and remote control — not hit-tested: first responder, then up (Behaviour §3).

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        trace(.motionForwarded(from: self, to: next, call: .began))
        next?.motionBegan(motion, with: event)
    }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        trace(.motionForwarded(from: self, to: next, call: .ended))
        next?.motionEnded(motion, with: event)
    }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        trace(.motionForwarded(from: self, to: next, call: .cancelled))
        next?.motionCancelled(motion, with: event)
    }
    open func remoteControlReceived(with event: UIEvent?) {
        trace(.motionForwarded(from: self, to: next, call: .remoteControl))
        next?.remoteControlReceived(with: event)
    }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this would be; nil for responders
    /// outside any window (the application, its delegate), which UIKit never
    /// makes first responder.
    var firstResponderHost: UIWindow? { nil }

    open var isFirstResponder: Bool { firstResponderHost?.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderHost else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderHost, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Actions — the responder chain's other job

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

    /// Whether this responder handles `action`; by default, whether it
    /// implements it. Override to refuse an action it implements (UIKit's
    /// "Copy" greyed out when nothing is selected).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionHandlers[action] != nil
    }

    /// The responder that would handle `action`: this one if it can perform
    /// it, otherwise the answer of the next responder — UIKit's walk for a
    /// nil-targeted action.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Runs the implementation of `action`; false if there is none.
    func perform(_ action: Selector, sender: Any?) -> Bool {
        guard let handler = actionHandlers[action] else { return false }
        handler(sender)
        return true
    }

    // MARK: Identity and logs

    public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The class name as a log prints it (`UIView`, `AView`, `XMDashboardViewController`).
    @_spi(TouchLab) public var className: String { String(describing: type(of: self)) }

    /// `0x…` like Objective-C's `%p`.
    @_spi(TouchLab) public var address: String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }

    open var description: String { "<\(className): \(address)>" }
}
