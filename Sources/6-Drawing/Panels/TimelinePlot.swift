import CCairo
import Foundation
import HID
@_spi(TouchLab) import UIKit

/// What of a timeline's lanes has been drawn: how far into each list of
/// marks, and where the last mark of each kind went (one mark a pixel
/// column). Drawing from a fresh `TimelineProgress` draws everything.
struct TimelineProgress {
    var input = 0
    var inputLastX = -Double.infinity
    var inputLastKind: HIDEvent.Kind?
    var passes = 0
    var lastPassX = -Double.infinity
    var marks = 0
    var lastMarkX: [Int: Double] = [:]
    /// Per mode span, the x its shading reaches.
    var modeEnds: [Double] = []
    var labelledModes: Set<Int> = []
    struct ViewLaneProgress {
        var drawn = 0
        var lastX = -Double.infinity
        var lastPhase: UITouch.Phase?
    }
    var viewMarks: [ViewLaneProgress] = []
    /// A recognizer lane's row as it stood after its first `bands` bands,
    /// at `device` (whole pixels of the kept lanes' surface).
    struct KeptRow {
        var bands: Int
        var device: CGRect
        var pixels: CairoSurface
    }
    /// Per recognizer lane (by index), its row kept as pixels.
    var recognizerRows: [Int: KeptRow] = [:]
}

/// The live timeline's lanes kept as pixels between frames, so that a
/// frame during a drag draws only the marks that came since the last one
/// (input, run-loop passes and marks, view calls) and the recognizer lanes
/// (a handful of bands), then copies the lanes in: the timeline costs what
/// its new marks cost. Kept while the gesture, the axis (`TimelineAxis.liveLength`
/// steps it) and the panel's layout stay the same; any change draws it afresh.
/// Only for the live window at 1×: `--scale` draws vectors, and recordings
/// and tests log every run of text, so those draw the lanes directly.
final class TimelinePlot {
    struct Geometry: Equatable {
        var content: CGRect
        var plot: CGRect
        var laneHeight: Double
        var labelWidth: Double
        var lanes: [String]
        var axisStart: TimeInterval
        var axisLength: TimeInterval
        /// The gesture's first record: another gesture is another plot.
        var gesture: Int?
    }

    private var geometry: Geometry?
    private var theme: DrawingTheme?
    private var surface: CairoSurface?
    private var surfaceCanvas: CairoCanvas?
    private var progress = TimelineProgress()
    /// How many times a recognizer lane's row was put back from kept pixels (tests).
    var keptRecognizerRows = 0

    /// Forgets the pixels: the next `draw` starts afresh.
    func invalidate() { geometry = nil }

    /// Runs `body` on the kept lanes (`fresh`: just cleared to the panel's
    /// colour, so titles are drawn too), with the progress so far, then
    /// copies the lanes into `canvas` at the content's place.
    func draw(_ geometry: Geometry, theme: DrawingTheme, on canvas: CairoCanvas,
              _ body: (CairoCanvas, inout TimelineProgress, Bool) -> Void) {
        let content = geometry.content
        var fresh = false
        if geometry != self.geometry || theme != self.theme || surfaceCanvas == nil {
            let width = Int(content.width.rounded(.up)), height = Int(content.height.rounded(.up))
            guard let surface = CairoSurface(similarTo: canvas, width: width, height: height) else { return }
            let plotCanvas = surface.makeCanvas()
            // The lanes' canvas has the frame's coordinates: its (0, 0) is the content's top-left.
            plotCanvas.translate(x: -Double(content.minX), y: -Double(content.minY))
            plotCanvas.fill(content, theme.panel)
            self.surface = surface
            surfaceCanvas = plotCanvas
            self.geometry = geometry
            self.theme = theme
            progress = TimelineProgress()
            fresh = true
        }
        guard let surface, let surfaceCanvas else { return }
        body(surfaceCanvas, &progress, fresh)
        cairo_surface_flush(cairo_get_target(surfaceCanvas.context))
        canvas.withSavedState {
            cairo_set_source_surface(canvas.context, surface.surface, Double(content.minX), Double(content.minY))
            canvas.addRect(content)
            cairo_fill(canvas.context)
        }
    }
}

extension CairoCanvas {
    /// True when user space is device space (no `--scale`, no transform).
    var isUnscaled: Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        return m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0
    }
}
