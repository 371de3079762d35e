import Foundation
@_spi(TouchLab) import UIKit

/// The pointer while no button is down, as the last hover event left it:
/// where it is (window coordinates) and the view hit-testing found under it
/// (nil when the window has no hover recognizer: nobody hit-tests a hover then).
public struct HoverTrack {
    public let location: CGPoint
    public let view: UIView?
    public let time: TimeInterval
}
