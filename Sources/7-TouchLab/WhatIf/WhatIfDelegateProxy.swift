import Foundation
@_spi(TouchLab) import UIKit

/// Stands in as a recognizer's delegate while a what-if switch forces one of
/// its answers; every question it does not force goes to the original
/// delegate (or gets UIKit's default answer when there was none).
/// `WhatIfLedger.reset` puts the original back.
///
/// UIKit asks both recognizers of a pair whether they may recognize
/// together and lets them if either says yes, so forcing NO here cannot
/// overrule the other's delegate — as in UIKit.
final class WhatIfDelegateProxy: UIGestureRecognizerDelegate {
    /// Held strongly: the recognizer holds its delegate weakly, and the scene
    /// that made the original keeps it too.
    let original: UIGestureRecognizerDelegate?
    var forcedShouldBegin: Bool?
    var forcedSimultaneous: Bool?

    init(original: UIGestureRecognizerDelegate?) { self.original = original }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        forcedShouldBegin ?? original?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        original?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        forcedSimultaneous ?? original?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        original?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: other) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        original?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: other) ?? false
    }
}
