import Foundation

/// The header's explanation set so that every word of it shows (Behaviour
/// §12: a lesson's text is wrapped or set smaller, never cut with "…"):
/// two lines at 13 px when it fits; else smaller, down to the 12-px floor;
/// else as many 12-px lines as it takes, and the header grows to hold them
/// (`FrameLayout`'s `explanationHeight`), pushing the panels below down.
struct HeaderExplanation: Equatable {
    var font: FontSpec
    var lines: [String]
    /// The distance from one line's top to the next's.
    var lineHeight: Double

    /// The room two 13-px lines take: the header's height is designed around it.
    static let standardHeight = 36.0
    /// The smallest text the header is set in; below it, the text wraps onto more lines.
    static let floorSize = 12.0

    /// Lines are wrapped this much narrower than the header, so a line
    /// measured at one `--scale` never needs cutting when drawn at another.
    static let slack = 1.0

    /// The height the lines take.
    var height: Double { Double(lines.count) * lineHeight }

    /// The explanation set in `width` (the header's, in layout points).
    static func fit(_ text: String, width: Double, canvas: CairoCanvas) -> HeaderExplanation {
        for size in [13.0, 12.5, floorSize] {
            let font = FontSpec.sans(size)
            let lines = canvas.wrap(text, font, width: width - slack, maxLines: 2)
            if !lines.contains(where: { $0.hasSuffix("…") }) {
                return HeaderExplanation(font: font, lines: lines, lineHeight: 18)
            }
        }
        // Words are never cut: a single word wider than the line is the only thing `wrap` may still shorten.
        let font = FontSpec.sans(floorSize)
        return HeaderExplanation(font: font, lines: canvas.wrap(text, font, width: width - slack, maxLines: .max), lineHeight: 16)
    }
}

extension PanelRenderer {
    /// The explanation as the header draws it in `width`; the last answer is
    /// kept, since a frame asks twice (for the layout, then to draw) and the
    /// text rarely changes between frames.
    func explanation(_ info: SceneInfo, width: Double, canvas: CairoCanvas) -> HeaderExplanation {
        if let last = lastExplanation, last.text == info.explanation, last.width == width { return last.fit }
        let fit = HeaderExplanation.fit(info.explanation, width: width, canvas: canvas)
        lastExplanation = (info.explanation, width, fit)
        return fit
    }

    /// The extra height the header needs beyond its standard two lines, for `info` in a header `width` wide.
    public func headerGrowth(_ info: SceneInfo, width: Double, canvas: CairoCanvas) -> Double {
        max(0, explanation(info, width: width, canvas: canvas).height - HeaderExplanation.standardHeight)
    }
}
