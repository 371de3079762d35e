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
///   ════════════════  the subtitle bar (`caption "…"` in a script), at the bottom
///
/// Positions are frame pixels; the recorder maps the script's points
/// through the frame's `SceneTransform`.
public struct PointerOverlay: Equatable, Sendable {
    /// Where the pointer is, in frame pixels.
    public var position: CGPoint
    public var isPressed: Bool
    /// "tap", "hold 0.6 s", "drag": what the last click did, while it shows.
    public var clickLabel: String?
    /// How visible `clickLabel` is (1 = fully; it fades out).
    public var clickLabelOpacity: Double
    /// The script's current `caption`, nil after `caption off`.
    public var caption: String?
    /// The iOS Simulator's Alt finger, in frame pixels: a hollow ring while
    /// Alt is held, filled like the pointer's while it is down.
    public var secondFinger: CGPoint?

    public init(position: CGPoint, isPressed: Bool = false, clickLabel: String? = nil,
                clickLabelOpacity: Double = 1, caption: String? = nil) {
        self.position = position
        self.isPressed = isPressed
        self.clickLabel = clickLabel
        self.clickLabelOpacity = clickLabelOpacity
        self.caption = caption
    }

    static let ringRadius = 22.0
    static let ringColor = RGBA(hex: 0xFF9F0A)
    static let captionFont = FontSpec.sans(22, bold: true)
    static let labelFont = FontSpec.sans(15, bold: true)

    /// Draws the overlay on a frame of `size` pixels. The click label goes
    /// beside the pointer where it covers none of `avoiding` (the frame's own
    /// text, `FrameComposer.lastPlacedText`): a `tap` label on the cancel
    /// banner's title hides the lesson's punchline (Behaviour §Layout).
    public func draw(in canvas: CairoCanvas, size: CGSize, avoiding: [PlacedText] = []) {
        canvas.withSavedState {
            if isPressed {
                canvas.fillCircle(center: position, radius: Self.ringRadius, Self.ringColor.withAlpha(0.25))
                canvas.strokeCircle(center: position, radius: Self.ringRadius, Self.ringColor, width: 3)
            }
            if let second = secondFinger {
                if isPressed { canvas.fillCircle(center: second, radius: Self.ringRadius, Self.ringColor.withAlpha(0.25)) }
                canvas.strokeCircle(center: second, radius: Self.ringRadius, Self.ringColor, width: isPressed ? 3 : 2)
                canvas.fillCircle(center: second, radius: 3, Self.ringColor)
            }
            drawArrow(in: canvas)
            if let clickLabel, clickLabelOpacity > 0 { drawLabel(clickLabel, in: canvas, size: size, avoiding: avoiding) }
            if let caption { drawCaption(caption, in: canvas, size: size) }
        }
    }

    /// The classic arrow cursor, 22 px tall, black with a white rim so it
    /// shows on light and dark panels alike.
    private func drawArrow(in canvas: CairoCanvas) {
        let points: [(Double, Double)] = [(0, 0), (0, 20), (5, 15.5), (8.5, 23), (11.5, 21.6), (8, 14.5), (14.5, 14.5)]
        let x = Double(position.x), y = Double(position.y)
        canvas.move(to: CGPoint(x: x, y: y))
        for (dx, dy) in points.dropFirst() { canvas.line(to: CGPoint(x: x + dx, y: y + dy)) }
        canvas.closePath()
        canvas.fillPreserve(RGBA(hex: 0x111111))
        canvas.stroke(RGBA(hex: 0xFFFFFF), width: 1.5)
    }

    private func drawLabel(_ text: String, in canvas: CairoCanvas, size: CGSize, avoiding: [PlacedText]) {
        let width = canvas.measure(text, Self.labelFont) + 16
        let box = labelBox(width: width, height: 26, size: size, avoiding: avoiding.map(\.box))
        let alpha = min(1, max(0, clickLabelOpacity))
        canvas.fill(box, RGBA(hex: 0x1C1C1E, alpha: 0.85 * alpha), radius: 7)
        canvas.drawText(text, in: box.insetBy(dx: 8, dy: 0), Self.labelFont, RGBA(hex: 0xFFFFFF, alpha: alpha))
    }

    /// Below-right of the arrow as a cursor's tooltip sits, else the first
    /// other side of the pointer that covers no text and stays in the frame;
    /// below-right when every side is taken.
    func labelBox(width: Double, height: Double, size: CGSize, avoiding obstacles: [CGRect]) -> CGRect {
        let x = Double(position.x), y = Double(position.y)
        // The four diagonal corners, then directly below and above, each a
        // step further out (a crowded spot pushes the label away, not onto text).
        var candidates: [CGRect] = []
        for step in [0.0, 24, 48, 80] {
            let gap = 18 + step
            candidates += [
                CGRect(x: x + gap, y: y + 20 + step, width: width, height: height),
                CGRect(x: x - gap - width, y: y + 20 + step, width: width, height: height),
                CGRect(x: x + gap, y: y - gap - height, width: width, height: height),
                CGRect(x: x - gap - width, y: y - gap - height, width: width, height: height),
                CGRect(x: x - width / 2, y: y + 30 + step, width: width, height: height),
                CGRect(x: x - width / 2, y: y - 28 - step - height, width: width, height: height),
            ]
        }
        let frame = CGRect(origin: .zero, size: size)
        let inFrame = candidates.filter { frame.contains($0) }
        return inFrame.first { box in !obstacles.contains { $0.intersects(box) } } ?? inFrame.first ?? candidates[0]
    }

    /// A film subtitle: white on a dark bar across the bottom, centred.
    private func drawCaption(_ text: String, in canvas: CairoCanvas, size: CGSize) {
        let height = 48.0
        let width = min(Double(size.width) - 40, canvas.measure(text, Self.captionFont) + 48)
        let bar = CGRect(x: (Double(size.width) - width) / 2, y: Double(size.height) - height - 18, width: width, height: height)
        canvas.fill(bar, RGBA(hex: 0x000000, alpha: 0.78), radius: 10)
        canvas.drawText(text, in: bar.insetBy(dx: 24, dy: 0), Self.captionFont, RGBA(hex: 0xFFFFFF), alignment: .center)
    }
}
