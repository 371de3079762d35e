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
    /// Room between `rect` and the ring, at 1×: a view's ring stands off
    /// it, a trace row's hugs it so as not to cover the rows beside it.
    public var margin: Double

    /// A pointer at `rect`, drawn as `style`.
    public init(rect: CGRect, style: Style, scale: Double = 1, margin: Double = 6) {
        self.rect = rect
        self.style = style
        self.scale = scale
        self.margin = margin
    }

    static let ringColor = RGBA(hex: 0xFFD60A)
    /// How dark the rest of the frame goes under a spotlight.
    static let dimming = 0.62

    /// Draws over a frame of `size` pixels.
    public func draw(in canvas: CairoCanvas, size: CGSize) {
        let around = rect.insetBy(dx: -margin * scale, dy: -margin * scale)
        canvas.withSavedState {
            switch style {
            case .highlight:
                let width = min(4, max(2, margin)) * scale
                canvas.strokeInside(around.insetBy(dx: -width, dy: -width), Self.ringColor.withAlpha(0.35), width: 2.5 * width, radius: 10 * scale)
                canvas.strokeInside(around, Self.ringColor, width: width, radius: 8 * scale)
            case .spotlight:
                canvas.setEvenOddFill()
                canvas.addRect(CGRect(origin: .zero, size: size))
                canvas.addRoundedRect(around, radius: 8 * scale)
                canvas.fill(RGBA(hex: 0x000000, alpha: Self.dimming))
            }
        }
    }
}
