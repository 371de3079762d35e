import CCairo
import Foundation
import Synchronization

/// A font the renderers ask for: DejaVu Sans for labels, DejaVu Sans Mono for
/// the trace (its columns line up like a console's).
public struct FontSpec: Hashable, Sendable {
    public enum Family: String, Sendable { case sans = "DejaVu Sans", mono = "DejaVu Sans Mono" }
    public var family: Family
    public var size: Double
    public var bold: Bool

    /// No text is drawn smaller than this (at 1280×800, and so on video):
    /// a label below 12 px is unreadable in a screen recording.
    public static let minimumSize = 12.0

    public init(_ family: Family = .sans, size: Double, bold: Bool = false) {
        self.family = family; self.size = max(size, Self.minimumSize); self.bold = bold
    }

    public static func sans(_ size: Double, bold: Bool = false) -> FontSpec { FontSpec(.sans, size: size, bold: bold) }
    public static func mono(_ size: Double, bold: Bool = false) -> FontSpec { FontSpec(.mono, size: size, bold: bold) }
}

enum TextAlignment { case left, center, right }

/// Text through Cairo's toy API (fontconfig finds DejaVu; glyphs are cached by
/// Cairo). Faces are made once per process; the canvas remembers the font
/// it last set so a run of labels in one font costs no font switches.
extension CairoCanvas {
    struct FontMetrics { var ascent: Double; var descent: Double; var height: Double }

    /// Grey antialiasing with slight hinting: crisp at 11–13 px and free of the
    /// colour fringes subpixel AA leaves in screen recordings.
    ///
    /// And scaled fonts of this thread's own. Cairo keeps one scaled font per
    /// face, size and options for the whole process, and its X backend keeps
    /// that font's glyphs in each display's glyph set; a glyph the cache
    /// evicts while drawing on one thread is freed from the glyph set another
    /// thread is drawing with, and that thread's X server answers
    /// RenderBadGlyph (two apps on two threads, as the window tests run).
    /// Options that differ by thread — a variation axis DejaVu does not have,
    /// so nothing drawn changes — keep each thread's scaled fonts apart.
    func configureText() {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        cairo_font_options_set_variations(options, FontFaces.threadVariation)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    func setFont(_ font: FontSpec) {
        if textState.current == font { return }
        textState.current = font
        cairo_set_font_face(context, FontFaces.face(font.family, bold: font.bold))
        cairo_set_font_size(context, font.size)
    }

    func metrics(_ font: FontSpec) -> FontMetrics {
        if let m = textState.metrics[font] { return m }
        setFont(font)
        var e = cairo_font_extents_t()
        cairo_font_extents(context, &e)
        let m = FontMetrics(ascent: e.ascent, descent: e.descent, height: e.height)
        textState.metrics[font] = m
        return m
    }

    /// The advance width of `text` in `font`, in pixels.
    func measure(_ text: String, _ font: FontSpec) -> Double {
        let key = MeasureKey(font: font, text: text)
        if let w = textState.widths[key] { return w }
        setFont(font)
        var e = cairo_text_extents_t()
        cairo_text_extents(context, text, &e)
        if textState.widths.count > 8192 { textState.widths.removeAll(keepingCapacity: true) }
        textState.widths[key] = e.x_advance
        return e.x_advance
    }

    /// Draws `text` with its baseline starting at `origin`.
    func drawText(_ text: String, at origin: CGPoint, _ font: FontSpec, _ color: RGBA, wasCut: Bool = false) {
        guard !text.isEmpty else { return }
        if textAudit != nil || placedText != nil {
            let box = CGRect(x: Double(origin.x), y: Double(origin.y) - metrics(font).ascent,
                             width: measure(text, font), height: metrics(font).height)
            textAudit?(text, font, box)
            recordPlacedText(text, box: box, wasCut: wasCut)
        }
        setFont(font)
        setColor(color)
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        cairo_show_text(context, text)
        cairo_new_path(context)
    }

    /// The baseline that centres a line of `font` vertically in `rect`.
    func centeredBaseline(in rect: CGRect, _ font: FontSpec) -> Double {
        let m = metrics(font)
        return (Double(rect.midY) + (m.ascent - m.descent) / 2).rounded()
    }

    /// Draws one line inside `rect`, vertically centred, cut with "…" if it is
    /// too wide. Returns the width drawn.
    @discardableResult
    func drawText(_ text: String, in rect: CGRect, _ font: FontSpec, _ color: RGBA,
                  alignment: TextAlignment = .left) -> Double {
        // Half a pixel of slack: a box made to measure can come out a hair
        // short once hinted at a scale (`--scale`, `--size`), and must not cut.
        let fitted = truncate(text, font, toWidth: Double(rect.width) + 0.5)
        let width = measure(fitted, font)
        let x: Double
        switch alignment {
        case .left: x = Double(rect.minX)
        case .center: x = Double(rect.midX) - width / 2
        case .right: x = Double(rect.maxX) - width
        }
        drawText(fitted, at: CGPoint(x: x.rounded(), y: centeredBaseline(in: rect, font)), font, color, wasCut: fitted != text)
        return width
    }

    /// `text`, or its longest prefix + "…" that fits `width`.
    ///
    /// Remembered per text, font and width: the panels draw the same lines
    /// frame after frame, and the search measures a dozen new strings.
    func truncate(_ text: String, _ font: FontSpec, toWidth width: Double) -> String {
        if measure(text, font) <= width { return text }
        let key = TruncationKey(font: font, text: text, width: width)
        if let fitted = textState.truncations[key] { return fitted }
        let chars = Array(text)
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if cairoWidth(String(chars[0..<mid]) + "…", font) <= width { lo = mid } else { hi = mid - 1 }
        }
        let fitted = lo == 0 ? "" : String(chars[0..<lo]) + "…"
        if textState.truncations.count > 4096 { textState.truncations.removeAll(keepingCapacity: true) }
        textState.truncations[key] = fitted
        return fitted
    }

    /// Measures without filling the width cache with the search's candidates.
    private func cairoWidth(_ text: String, _ font: FontSpec) -> Double {
        setFont(font)
        var e = cairo_text_extents_t()
        cairo_text_extents(context, text, &e)
        return e.x_advance
    }

    /// A rounded "chip" of text — the demo's unit of annotation. Returns its rect.
    @discardableResult
    func drawChip(_ text: String, at origin: CGPoint, _ font: FontSpec, text textColor: RGBA, fill fillColor: RGBA,
                  border: RGBA? = nil, paddingX: Double = 6, height: Double? = nil, maxWidth: Double = .infinity) -> CGRect {
        let h = height ?? (font.size + 8).rounded()
        let fitted = truncate(text, font, toWidth: max(0, maxWidth - 2 * paddingX))
        let w = (measure(fitted, font) + 2 * paddingX).rounded(.up)
        let rect = CGRect(x: Double(origin.x).rounded(), y: Double(origin.y).rounded(), width: w, height: h)
        fill(rect, fillColor, radius: h / 2)
        if let border {
            strokeInside(rect, border, width: 1, radius: h / 2)
        }
        drawText(fitted, in: rect.insetBy(dx: CGFloat(paddingX), dy: 0), font, textColor)
        return rect
    }

    /// The first of `candidates` (longest wording first) that fits `width`,
    /// else the last: text abbreviated by meaning, not cut mid-word.
    func firstFitting(_ candidates: [String], _ font: FontSpec, width: Double) -> String {
        candidates.first { measure($0, font) <= width } ?? candidates.last ?? ""
    }

    /// The width `drawChip` would use.
    func chipWidth(_ text: String, _ font: FontSpec, paddingX: Double = 6) -> Double {
        (measure(text, font) + 2 * paddingX).rounded(.up)
    }
}

struct MeasureKey: Hashable { var font: FontSpec; var text: String }
struct TruncationKey: Hashable { var font: FontSpec; var text: String; var width: Double }

/// Per-canvas text bookkeeping (an extension can't add stored properties).
final class TextState {
    var current: FontSpec?
    var metrics: [FontSpec: CairoCanvas.FontMetrics] = [:]
    var widths: [MeasureKey: Double] = [:]
    var truncations: [TruncationKey: String] = [:]
    /// The part of the frame text is being drawn into (`inTextContainer`).
    var container: TextContainer?
}

/// The four DejaVu faces, made once per process and never freed.
enum FontFaces {
    /// "TLth=<n>", n counting the threads that draw text: an axis no face has
    /// (see `configureText`).
    static var threadVariation: String {
        let key = "TouchLab.FontFaces.threadVariation"
        if let variation = Thread.current.threadDictionary[key] as? String { return variation }
        let n = threads.withLock { count in count += 1; return count }
        let variation = "TLth=\(n)"
        Thread.current.threadDictionary[key] = variation
        return variation
    }
    private static let threads = Mutex(0)

    private static let faces = Mutex<[String: OpaquePointer]>([:])

    static func face(_ family: FontSpec.Family, bold: Bool) -> OpaquePointer {
        let key = family.rawValue + (bold ? "-bold" : "")
        return faces.withLock { faces in
            if let f = faces[key] { return f }
            let f = cairo_toy_font_face_create(family.rawValue, CAIRO_FONT_SLANT_NORMAL,
                                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)!
            faces[key] = f
            return f
        }
    }
}

extension CairoCanvas {
    /// Greedy word wrap into at most `maxLines` lines; the last one ends in
    /// "…" if text is left over.
    func wrap(_ text: String, _ font: FontSpec, width: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var i = 0
        while i < words.count {
            let candidate = current.isEmpty ? words[i] : current + " " + words[i]
            if measure(candidate, font) <= width || current.isEmpty {
                current = candidate
                i += 1
            } else {
                lines.append(current)
                current = ""
                if lines.count == maxLines { break }
            }
        }
        if lines.count < maxLines, !current.isEmpty { lines.append(current); current = "" }
        if i < words.count || !current.isEmpty, let last = lines.last {
            lines[lines.count - 1] = truncate(last + " " + words[i...].joined(separator: " "), font, toWidth: width)
        }
        return lines.map { truncate($0, font, toWidth: width) }
    }
}
