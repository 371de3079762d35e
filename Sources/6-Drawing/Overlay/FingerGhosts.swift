import Foundation

/// The fingers the pointer does not show, drawn over the phone in the live
/// window (frame pixels):
///
///        ◯           the iOS Simulator's Alt finger: a ring while Alt is held, filled while down
///        ∘           the point it mirrors about
public struct FingerGhosts: Sendable {
    public var secondFinger: CGPoint?
    public var secondFingerIsDown = false
    public var mirrorCentre: CGPoint?
    /// Pixels per point: the ring keeps a finger's size on any scale.
    public var scale: Double = 1

    public init() {}

    static let colour = RGBA(hex: 0xFF9F0A)

    public func draw(in canvas: CairoCanvas) {
        guard let second = secondFinger else { return }
        let radius = 16 * scale
        if secondFingerIsDown { canvas.fillCircle(center: second, radius: radius, Self.colour.withAlpha(0.3)) }
        canvas.strokeCircle(center: second, radius: radius, Self.colour, width: 2.5)
        canvas.fillCircle(center: second, radius: 3, Self.colour)
        if let mirrorCentre { canvas.strokeCircle(center: mirrorCentre, radius: 4, Self.colour.withAlpha(0.7), width: 1.5) }
    }
}
