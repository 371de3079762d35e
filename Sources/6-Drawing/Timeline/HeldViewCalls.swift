import Foundation
@_spi(TouchLab) import UIKit

/// The view calls a gesture's recognizers hold back and have not yet let go
/// (`touchesHeld` not yet followed by its release, drop or cancel).
///
/// Why the timeline needs them: a touch-down usually starts a new gesture,
/// but not while a call of the current one is held — the second tap of a
/// double tap is part of the double tap: the view heard one `touchesBegan`,
/// its first tap's `touchesEnded` is held, the second tap's `touchesBegan`
/// is held behind it, and recognizing cancels the first and drops the second
/// (Behaviour §6, "A multi-tap recognizer…"). Cut at the second touch-down,
/// the first timeline would end with a held call and the second would show
/// the first tap's cancel as if it were the second's.
struct HeldViewCalls {
    private var held: [Key: Int] = [:]
    private struct Key: Hashable { let view: ObjectIdentifier; let phase: UITouch.Phase }

    var isEmpty: Bool { held.isEmpty }

    mutating func removeAll() { held.removeAll() }

    mutating func note(_ event: TraceEvent) {
        switch event {
        case let .touchesHeld(view, phase, _):
            held[Key(view: view.id, phase: phase), default: 0] += 1
        case let .touchesReleased(view, phase, _):
            letGo(Key(view: view.id, phase: phase))
        case let .touchesDelivered(view, .cancelled, _, _):
            letGo(Key(view: view.id, phase: .ended))   // a held touchesEnded, cancelled
        default:
            break
        }
    }

    private mutating func letGo(_ key: Key) {
        guard let count = held[key] else { return }
        held[key] = count > 1 ? count - 1 : nil
    }
}
