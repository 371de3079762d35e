import Foundation
@_spi(TouchLab) import UIKit

/// Why a gesture did or did not win, drawn while it is being decided:
/// a long press's countdown ring fills over `minimumPressDuration`; a pan's
/// threshold circle shows how far the finger must go before it begins.
public enum StandardRecognizerHints {
    /// The hints as a provider for `OverlayRenderer` (a function, not a
    /// stored closure: nothing here is state that threads could share).
    public static var provider: RecognizerHintProvider { hints }

    static func hints(for status: RecognizerStatus, visualizer: DispatchVisualizer, now: TimeInterval) -> [RecognizerHint] {
        switch status.recognizer {
        case let press as UILongPressGestureRecognizer:
            guard press.state == .possible, let start = press.pressStartTime,
                  let touch = visualizer.touch, touch.isPressed else { return [] }
            let progress = min(1, max(0, (now - start) / press.minimumPressDuration))
            let center = touch.downLocation
            return [.countdown(center: center, progress: progress,
                               label: String(format: "%.1f s", press.minimumPressDuration))]
        case let pan as UIPanGestureRecognizer:
            guard let start = pan.startLocationInWindow else { return [] }
            let center = start   // window coordinates are the root's
            let crossed = pan.state == .began || pan.state == .changed
            return [.threshold(center: center, radius: pan.minimumDistance, crossed: crossed,
                               label: crossed ? nil : "\(Int(pan.minimumDistance)) pt")]
        default:
            return []
        }
    }

    /// True while a hint changes with time alone (a countdown running): the
    /// demo keeps drawing frames even when no event arrives.
    public static func isAnimating(_ visualizer: DispatchVisualizer) -> Bool {
        visualizer.recognizerStatuses.contains { status in
            guard let press = status.recognizer as? UILongPressGestureRecognizer else { return false }
            return press.state == .possible && press.pressStartTime != nil
        }
    }
}
