import Foundation
@_spi(TouchLab) import UIKit

/// The pointer while no button is down, as the last hover event left it:
/// where it is (window coordinates) and the view hit-testing found under it
/// (nil when the window has no hover recognizer: nobody hit-tests a hover then).
public struct HoverTrack {
    public let location: CGPoint
    /// The view as the trace names it (weakly: see ``HitTestRecord``).
    public let viewRecord: Traced<UIView>?
    /// The view while it exists.
    public var view: UIView? { viewRecord?.object }
    public let time: TimeInterval
}
