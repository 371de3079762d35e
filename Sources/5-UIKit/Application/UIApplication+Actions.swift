import Foundation

/// Target-action through the responder chain (UIKit's
/// `sendAction(_:to:from:for:)`): with a target, the action goes to it; with
/// none, to the first responder of the key window and up the chain from there
/// until a responder can perform it — how a menu's "Copy" finds the text view
/// that has the selection.
///
///     first responder ─▶ superview ─▶ … ─▶ controller ─▶ window ─▶ scene
///       ─▶ application ─▶ app delegate
extension UIApplication {
    /// Sends an action message identified by a selector to a target, or, with no
    /// target, up the responder chain from the key window's first responder.
    ///
    /// - Returns: `true` if a responder performed the action, `false` if none could.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            // Any object can be a target on iOS (an NSObject controller, a model);
            // it gets the sender and the event as its method's shape asks.
            return ObjCRuntime.send(action, to: target as AnyObject, arguments: [sender, event]) != nil
        }
        let start: UIResponder? = keyWindow?.firstResponder ?? (sender as? UIResponder) ?? keyWindow
        let handler = start?.target(forAction: action, withSender: sender) as? UIResponder
        if traceIsOn {
            let asked = start?.respondersAsked(until: handler) ?? []
            tracer.during { trace(.actionSent(action: action, asked: asked.map { Traced($0) }, target: handler.map { Traced($0) })) }
        }
        guard let handler else { return false }
        return handler.perform(action, sender: sender, event: event)
    }
}
