import Foundation
@_spi(TouchLab) import UIKit

/// The responder chain of the last touch-down's hit view, walked with `next`
/// at that moment, and how each touches call travelled along it.
///
///     BView B ──▶ UIView root ──▶ UIViewController ──▶ UIWindow ──▶ UIWindowScene ──▶ UIApplication ──▶ AppDelegate
///     received     received ★ handled (did not call super)
///     forwarded
///
/// A default touches method forwards to `next`; an override that does not
/// call `super` stops the call there. So the responder that handled a call is
/// the last one that received it without forwarding it. (One that handles
/// *and* calls `super` looks like a forwarder — the trace can't tell.)
public struct ResponderChainRecord {
    public enum Role: String, Sendable {
        case hitView = "hit view", view, viewController = "view controller", window, windowScene = "window scene",
             application, appDelegate = "app delegate", other
    }

    public struct Link {
        /// The responder as the trace names it (a weak reference: the chain
        /// shown for the last gesture keeps no view or controller alive).
        public let traced: Traced<UIResponder>
        /// The responder while it exists; nil once it has been freed.
        public var responder: UIResponder? { traced.object }
        public let role: Role
        /// Phases this responder's touches methods were called with, in order
        /// received; a phase repeated in a row is kept once, so a long drag
        /// costs one `.moved`, not one per move.
        public internal(set) var received: [UITouch.Phase] = []
        /// Phases it passed on to `next` (repeats in a row kept once).
        public internal(set) var forwarded: [UITouch.Phase] = []

        mutating func noteReceived(_ phase: UITouch.Phase) {
            if received.last != phase { received.append(phase) }
        }

        mutating func noteForwarded(_ phase: UITouch.Phase) {
            if forwarded.last != phase { forwarded.append(phase) }
        }
    }

    public internal(set) var links: [Link]
    /// Index of the link that handled the latest call; nil while none has, or
    /// when the call fell off the end of the chain (`unhandled`).
    public internal(set) var handlerIndex: Int?
    public internal(set) var handledPhase: UITouch.Phase?
    /// The latest call went past the app delegate: nobody handled it.
    public internal(set) var fellOffEnd = false
    /// Who handled each phase, for a panel that lists them.
    public internal(set) var handlerByPhase: [UITouch.Phase: Int] = [:]
    public let builtAt: TimeInterval

    /// Walks `next` from `hitView` (at most `limit` links, so a cycle made by
    /// a buggy `next` override can't hang the demo).
    init(from hitView: UIView?, at time: TimeInterval, limit: Int = 64) {
        builtAt = time
        var links: [Link] = []
        var current: UIResponder? = hitView
        var afterApplication = false
        while let responder = current, links.count < limit {
            if links.contains(where: { $0.responder === responder }) { break }
            let role: Role
            if links.isEmpty { role = .hitView }
            else if afterApplication { role = .appDelegate }
            else { role = Self.role(of: responder) }
            links.append(Link(traced: Traced(responder), role: role))
            if responder is UIApplication { afterApplication = true }
            current = responder.next
        }
        self.links = links
    }

    static func role(of responder: UIResponder) -> Role {
        switch responder {
        case is UIWindow: .window
        case is UIView: .view
        case is UIViewController: .viewController
        case is UIWindowScene: .windowScene
        case is UIApplication: .application
        default: .other
        }
    }

    public func index(of responder: UIResponder) -> Int? { links.firstIndex { $0.traced === responder } }

    public var handler: UIResponder? { handlerIndex.flatMap { links[$0].responder } }
}
