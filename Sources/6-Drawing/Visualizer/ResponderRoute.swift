import Foundation
@_spi(TouchLab) import UIKit

/// The way a press, a key command or a nil-targeted action went up the
/// responder chain: who was asked, in order, and who took it.
///
///     press ←   UIView root → SceneViewController → UIWindow → … → DemoKeys ★
///     action copy:   asked TextView → UIView → ViewController ★
public struct ResponderRoute {
    public enum Kind: Equatable {
        case press(String)
        case keyCommand(String, String)
        case action(String)
    }
    public let kind: Kind
    public internal(set) var asked: [UIResponder]
    /// Who performed or kept it; nil when it fell off the end of the chain.
    public internal(set) var handler: UIResponder?
    public let time: TimeInterval

    /// One line for the chain panel.
    public var summary: String {
        let names = asked.map { ($0 as? UIView)?.shortName ?? $0.className }
        let end = handler.map { " ★ " + (($0 as? UIView)?.shortName ?? $0.className) } ?? " — nobody"
        switch kind {
        case let .press(key):
            return "press \(key): " + names.joined(separator: " → ") + (handler == nil ? end : " ★")
        case let .keyCommand(input, action):
            return "key command \(input) → \(action):" + end
        case let .action(action):
            return "action \(action): asked " + names.joined(separator: " → ") + (handler == nil ? end : " ★")
        }
    }
}
