import Foundation
@_spi(TouchLab) import UIKit

/// The last haptic a feedback generator fired (`prepare()` fires none), and
/// when: the overlay draws it as a brief pulse on the phone's screen edge.
public struct HapticPulse {
    /// What fired.
    public let feedback: HapticFeedback
    /// When, on the app's run-loop clock.
    public let time: TimeInterval
}
