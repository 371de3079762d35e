import Foundation

/// A teacher's finger on the picture (`highlight viewb`, `spotlight viewb`
/// in a script): a view picked out by a ring, or everything else dimmed.
///
///     highlight:  ┏━━━━━━━┓        spotlight:  ░░░░░░░░░░░░░░░░
///                 ┃ viewb ┃                    ░░░┌───────┐░░░░
///                 ┗━━━━━━━┛                    ░░░│ viewb │░░░░  the rest of the frame dimmed
///                                              ░░░└───────┘░░░░
///
/// Drawn over a finished frame, in frame pixels.
public struct LessonPointer: Equatable, Sendable {
    /// How the view is picked out.
    public enum Style: Equatable, Sendable {
        /// A bright ring around the view; the rest untouched.
        case highlight
        /// Everything but the view dimmed, as a spotlight would leave it.
        case spotlight
    }

    /// The view's rectangle, in frame pixels.
    public var rect: CGRect
    /// Ring or spotlight.
    public var style: Style
    /// `--scale`: the ring's width grows with it.
    public var scale: Double

    /// A pointer at `rect`, drawn as `style`.
    public init(rect: CGRect, style: Style, scale: Double = 1) {
        self.rect = rect
        self.style = style
        self.scale = scale
    }

    static let ringColor = RGBA(hex: 0xFFD60A)
    /// How dark the rest of the frame goes under a spotlight.
    static let dimming = 0.62

    /// Draws over a frame of `size` pixels.
    public func draw(in canvas: CairoCanvas, size: CGSize) {
        let margin = 6 * scale
        let around = rect.insetBy(dx: -margin, dy: -margin)
        canvas.withSavedState {
            switch style {
            case .highlight:
                canvas.strokeInside(around.insetBy(dx: -3 * scale, dy: -3 * scale), Self.ringColor.withAlpha(0.35), width: 10 * scale, radius: 10 * scale)
                canvas.strokeInside(around, Self.ringColor, width: 4 * scale, radius: 8 * scale)
            case .spotlight:
                canvas.setEvenOddFill()
                canvas.addRect(CGRect(origin: .zero, size: size))
                canvas.addRoundedRect(around, radius: 8 * scale)
                canvas.fill(RGBA(hex: 0x000000, alpha: Self.dimming))
            }
        }
    }
}
