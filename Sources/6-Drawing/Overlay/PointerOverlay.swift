import Foundation
@_spi(TouchLab) import UIKit

/// What a recording shows of the hand on the mouse, drawn over a finished
/// frame: a screen recording has the pointer, a rendered one must add it.
///
///     ▲            the cursor (an arrow, tip at the pointer)
///    ( )           a ring while the button is down: a finger on the glass
///    ┌──────────┐
///    │ hold 0.6 s │  a label for each click and hold, beside the pointer
///    └──────────┘
///
/// Positions are frame pixels; the recorder maps the script's points
/// through the frame's `SceneTransform`. Sizes are at 1× and grow with
/// `scale` (`--scale 2`), as every panel does. A script's captions are not
/// drawn here but in a band of their own below the picture (`CaptionBand`),
/// so that they cover nothing.
public struct PointerOverlay: Equatable, Sendable {
    /// Where the pointer is, in frame pixels.
    public var position: CGPoint
    public var isPressed: Bool
    /// "tap", "hold 0.6 s", "drag": what the last click did, while it shows.
    public var clickLabel: String?
    /// How visible `clickLabel` is (1 = fully; it fades out).
    public var clickLabelOpacity: Double
    /// `--scale`: the cursor, the ring and the label drawn this much larger.
    public var scale: Double
    /// The iOS Simulator's Alt finger, in frame pixels: a hollow ring while
    /// Alt is held, filled like the pointer's while it is down.
    public var secondFinger: CGPoint?

    public init(position: CGPoint, isPressed: Bool = false, clickLabel: String? = nil,
                clickLabelOpacity: Double = 1, scale: Double = 1) {
        self.position = position
        self.isPressed = isPressed
        self.clickLabel = clickLabel
        self.clickLabelOpacity = clickLabelOpacity
        self.scale = scale
    }

    static let ringRadius = 22.0
    static let ringColor = RGBA(hex: 0xFF9F0A)
    static let labelFontSize = 15.0

    /// Draws the overlay on a frame of `size` pixels. The click label goes
    /// beside the pointer where it covers none of `avoiding` (the frame's own
    /// text, `FrameComposer.lastPlacedText`): a `tap` label on the cancel
    /// banner's title hides the lesson's punchline (Behaviour §12).
    public func draw(in canvas: CairoCanvas, size: CGSize, avoiding: [PlacedText] = []) {
        canvas.withSavedState {
            let radius = Self.ringRadius * scale
            if isPressed {
                canvas.fillCircle(center: position, radius: radius, Self.ringColor.withAlpha(0.25))
                canvas.strokeCircle(center: position, radius: radius, Self.ringColor, width: 3 * scale)
            }
            if let second = secondFinger {
                if isPressed { canvas.fillCircle(center: second, radius: radius, Self.ringColor.withAlpha(0.25)) }
                canvas.strokeCircle(center: second, radius: radius, Self.ringColor, width: (isPressed ? 3 : 2) * scale)
                canvas.fillCircle(center: second, radius: 3 * scale, Self.ringColor)
            }
            drawArrow(in: canvas)
            if let clickLabel, clickLabelOpacity > 0 { drawLabel(clickLabel, in: canvas, size: size, avoiding: avoiding) }
        }
    }

    /// The classic arrow cursor, 22 px tall at 1×, black with a white rim so it
    /// shows on light and dark panels alike.
    private func drawArrow(in canvas: CairoCanvas) {
        let points: [(Double, Double)] = [(0, 0), (0, 20), (5, 15.5), (8.5, 23), (11.5, 21.6), (8, 14.5), (14.5, 14.5)]
        let x = Double(position.x), y = Double(position.y)
        canvas.move(to: CGPoint(x: x, y: y))
        for (dx, dy) in points.dropFirst() { canvas.line(to: CGPoint(x: x + dx * scale, y: y + dy * scale)) }
        canvas.closePath()
        canvas.fillPreserve(RGBA(hex: 0x111111))
        canvas.stroke(RGBA(hex: 0xFFFFFF), width: 1.5 * scale)
    }

    private func drawLabel(_ text: String, in canvas: CairoCanvas, size: CGSize, avoiding: [PlacedText]) {
        let font = FontSpec.sans(Self.labelFontSize * scale, bold: true)
        let width = canvas.measure(text, font) + 16 * scale
        // The phone's screen is a boundary too: a label half on it and half off reads as cut.
        let phone = avoiding.lazy.compactMap(\.container).first { $0.name == "phone" }?.rect
        let box = labelBox(width: width, height: 26 * scale, size: size, avoiding: avoiding.map(\.box), boundary: phone)
        let alpha = min(1, max(0, clickLabelOpacity))
        canvas.fill(box, RGBA(hex: 0x1C1C1E, alpha: 0.85 * alpha), radius: 7 * scale)
        canvas.drawText(text, in: box.insetBy(dx: 8 * scale, dy: 0), font, RGBA(hex: 0xFFFFFF, alpha: alpha))
    }

    /// Below-right of the arrow as a cursor's tooltip sits, else the first
    /// other side of the pointer that covers no text and stays in the frame;
    /// below-right when every side is taken. Distances grow with `scale`.
    /// A box never straddles `boundary` (the phone's screen): it lies wholly
    /// on it or wholly off it.
    func labelBox(width: Double, height: Double, size: CGSize, avoiding obstacles: [CGRect],
                  boundary: CGRect? = nil) -> CGRect {
        let x = Double(position.x), y = Double(position.y), k = scale
        // The four diagonal corners, then directly below and above, each a
        // step further out (a crowded spot pushes the label away, not onto text).
        var candidates: [CGRect] = []
        for step in [0.0, 24, 48, 80].map({ $0 * k }) {
            let gap = 18 * k + step
            candidates += [
                CGRect(x: x + gap, y: y + 20 * k + step, width: width, height: height),
                CGRect(x: x - gap - width, y: y + 20 * k + step, width: width, height: height),
                CGRect(x: x + gap, y: y - gap - height, width: width, height: height),
                CGRect(x: x - gap - width, y: y - gap - height, width: width, height: height),
                CGRect(x: x - width / 2, y: y + 30 * k + step, width: width, height: height),
                CGRect(x: x - width / 2, y: y - 28 * k - step - height, width: width, height: height),
            ]
        }
        let frame = CGRect(origin: .zero, size: size)
        let inFrame = candidates.filter { box in
            frame.contains(box) && (boundary.map { $0.contains(box) || !$0.intersects(box) } ?? true)
        }
        return inFrame.first { box in !obstacles.contains { $0.intersects(box) } } ?? inFrame.first ?? candidates[0]
    }
}
