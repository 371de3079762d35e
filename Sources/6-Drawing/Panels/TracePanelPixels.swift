import CCairo
import Foundation

/// The trace panel's rows kept as pixels between frames, as a console
/// keeps its lines: when rows are appended the picture scrolls up by their
/// height, and only rows whose text or highlight changed are drawn again —
/// during a drag, the one row a run of moves counts up, under its fading
/// highlight. Text is shaped and drawn once per change, not once per frame.
/// A row whose text changed in a few columns only, under the same colour
/// and highlight (a run's count: `× 41: Touches Moved: <UIView…>` becoming
/// `× 42: …`), is drawn again across those columns only (`redrawSpan`):
/// the rest of the row stays as it was drawn (issue 25).
///
/// Only for the live window at 1× (see `TimelinePlot` for why recordings,
/// tests and `--scale` draw directly). Any change of the panel's rectangle
/// or theme draws every row afresh.
final class TracePanelPixels {
    /// What one row's pixels show.
    struct Slot: Equatable {
        var id: Int
        var text: String
        var color: RGBA
        /// The new-line highlight's strength, 0 to 1.
        var highlight: Double
    }

    private var area: CGRect?
    private var theme: DrawingTheme?
    private var surfaces: [CairoSurface] = []
    private var canvases: [CairoCanvas] = []
    private var current = 0
    private var slots: [Slot?] = []
    /// How many rows were drawn again across a span rather than whole (for tests).
    private(set) var rowSpansRedrawn = 0

    /// Draws `wanted` (top to bottom, one per row of `lineHeight` from
    /// `top`) into the kept pixels, scrolling and redrawing as little as
    /// it can, then copies `area` into `canvas`. `drawRow` paints one row
    /// (highlight and text) on the canvas it is given, at the row's place;
    /// when its last argument is a span of x, only what lies in it needs
    /// painting (the canvas is clipped to it). `redrawSpan` says, for a row
    /// whose kept slot and new slot differ only in text, the whole-pixel
    /// span of x outside which both texts draw the same pixels, or nil.
    func draw(_ wanted: [Slot?], area: CGRect, top: Double, lineHeight: Double, theme: DrawingTheme, on canvas: CairoCanvas,
              redrawSpan: (_ kept: Slot, _ new: Slot) -> Range<Double>? = { _, _ in nil },
              drawRow: (CairoCanvas, Slot, CGFloat, Range<Double>?) -> Void) {
        if area != self.area || theme != self.theme || surfaces.isEmpty {
            surfaces = []
            canvases = []
            for _ in 0..<2 {
                guard let surface = CairoSurface(similarTo: canvas, width: Int(area.width.rounded(.up)),
                                                 height: Int(area.height.rounded(.up))) else { return }
                let c = surface.makeCanvas()
                c.translate(x: -Double(area.minX), y: -Double(area.minY))   // frame coordinates
                surfaces.append(surface)
                canvases.append(c)
            }
            canvases[0].fill(area, theme.panel)
            current = 0
            slots = []
            self.area = area
            self.theme = theme
        }
        // Rows move up when new ones come: find the shift that keeps the most rows where they were drawn.
        let rowsInArea = wanted.count
        if slots.count != rowsInArea { slots = Array(repeating: nil, count: rowsInArea) }
        var shift = 0
        if let newestKept = slots.lastIndex(where: { $0 != nil }), let id = slots[newestKept]?.id,
           let now = wanted.lastIndex(where: { $0?.id == id }), now < newestKept {
            shift = newestKept - now
        }
        if shift > 0 {
            // Copy the kept rows `shift` rows up into the other surface, then clear the rows that came in at the bottom.
            let from = surfaces[current], to = canvases[1 - current]
            to.withSavedState {
                to.fill(area, theme.panel)
                cairo_set_source_surface(to.context, from.surface, Double(area.minX), Double(area.minY) - Double(shift) * lineHeight)
                to.addRect(area)
                cairo_fill(to.context)
            }
            current = 1 - current
            slots = Array(slots.dropFirst(shift)) + Array(repeating: nil, count: shift)
        }
        let target = canvases[current]
        for (i, slot) in wanted.enumerated() where slots[i] != slot {
            var row = CGRect(x: Double(area.minX), y: top + Double(i) * lineHeight, width: Double(area.width), height: lineHeight)
            var span: Range<Double>?
            if let kept = slots[i], let slot, kept.id == slot.id, kept.color == slot.color, kept.highlight == slot.highlight,
               let wanted = redrawSpan(kept, slot) {
                let x = wanted.clamped(to: Double(row.minX)..<Double(row.maxX))
                if !x.isEmpty, x != Double(row.minX)..<Double(row.maxX) {
                    span = x
                    row = CGRect(x: x.lowerBound, y: Double(row.minY), width: x.upperBound - x.lowerBound, height: lineHeight)
                    rowSpansRedrawn += 1
                }
            }
            let y = CGFloat(top + Double(i) * lineHeight)
            target.withSavedState {
                target.clip(to: row)
                target.fill(row, theme.panel)
                if let slot { drawRow(target, slot, y, span) }
            }
            slots[i] = slot
        }
        cairo_surface_flush(surfaces[current].surface)
        canvas.withSavedState {
            cairo_set_source_surface(canvas.context, surfaces[current].surface, Double(area.minX), Double(area.minY))
            canvas.addRect(area)
            cairo_fill(canvas.context)
        }
    }
}
