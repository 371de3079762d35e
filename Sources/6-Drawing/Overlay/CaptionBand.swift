import Foundation

/// A recording's subtitles (`caption "…"` in a script), in a band of their
/// own below the picture: a caption never covers a panel — the trace's last
/// lines, compare mode's ≠ rows, the punchline of the lesson.
///
///     ┌──────────────────────────────────────────┐
///     │ the demo's frame, laid out for the height │
///     │ that is left                              │
///     ├──────────────────────────────────────────┤
///     │   Hold it: at 0.5 s the long press        │  the band: two lines at most,
///     │   begins and viewb is cancelled           │  wrapped at word breaks
///     └──────────────────────────────────────────┘
///
/// Everything is measured at 1× and multiplied by the frame's `uiScale`, so
/// `--scale 2` gives a caption twice as large, as it does every panel.
public struct CaptionBand: Equatable, Sendable {
    /// The text, or nil between captions (the band stays, empty: the picture does not jump).
    public var text: String?
    /// `--scale`: 2 draws everything twice as large.
    public var uiScale: Double

    /// A caption with its scale.
    public init(text: String?, uiScale: Double = 1) {
        self.text = text
        self.uiScale = uiScale
    }

    /// The most lines a caption wraps to: a subtitle, not a paragraph.
    public static let maximumLines = 2
    static let fontSize = 22.0
    static let lineHeight = 29.0
    static let padding = 12.0
    /// The band's colour: near black, as film subtitles sit on.
    public static let background = RGBA(hex: 0x0B0B0C)

    /// The band's height at `uiScale`: two lines and their padding.
    public static func height(uiScale: Double) -> Double {
        ((Double(maximumLines) * lineHeight + 2 * padding) * uiScale).rounded()
    }

    /// The lines the text wraps to in a band `width` pixels wide.
    func lines(in canvas: CairoCanvas, width: Double) -> [String] {
        guard let text else { return [] }
        let font = FontSpec.sans(Self.fontSize * uiScale, bold: true)
        return canvas.wrap(text, font, width: width - 2 * Self.padding * 2 * uiScale, maxLines: Self.maximumLines)
    }

    /// Fills `band` and draws the caption in it, centred, each line whole
    /// where the words allow.
    public func draw(in canvas: CairoCanvas, band: CGRect) {
        canvas.fill(band, Self.background)
        let lines = lines(in: canvas, width: Double(band.width))
        guard !lines.isEmpty else { return }
        let font = FontSpec.sans(Self.fontSize * uiScale, bold: true)
        let lineHeight = Self.lineHeight * uiScale
        let top = Double(band.midY) - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() {
            let row = CGRect(x: Double(band.minX), y: top + lineHeight * Double(i), width: Double(band.width), height: lineHeight)
            canvas.drawText(line, in: row.insetBy(dx: Self.padding * 2 * uiScale, dy: 0), font, RGBA(hex: 0xFFFFFF), alignment: .center)
        }
    }
}
