import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// Frames as PNG files, for screenshots, README images and golden tests.
///
///     try PNGWriter.writeFrame(composer, size: CGSize(width: 1280, height: 800), root: window,
///                              visualizer: visualizer, info: info, now: clock.now, to: "/tmp/frame.png")
public enum PNGWriter {
    /// Writes any Cairo surface (`cairo_surface_t *`) as a PNG.
    public static func write(surface: OpaquePointer, to path: String) throws {
        guard !path.isEmpty else { throw DrawingError.pngWriteFailed(path: path, reason: "the path is empty") }
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            var reason = String(cString: cairo_status_to_string(status))
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
                reason += " (directory '\(directory)' does not exist)"
            }
            throw DrawingError.pngWriteFailed(path: path, reason: reason)
        }
    }

    /// Draws with `body` into a fresh `width`×`height` surface and writes it.
    public static func render(width: Int, height: Int, to path: String, _ body: (CairoCanvas) throws -> Void) throws {
        let image = try ImageSurface(width: width, height: height)
        let canvas = image.makeCanvas()
        try body(canvas)
        if let error = canvas.errorDescription { throw DrawingError.drawingFailed(reason: error) }
        try image.writePNG(to: path)
    }

    /// One whole demo frame as a PNG.
    public static func writeFrame(_ composer: FrameComposer, size: CGSize, root: UIView?, visualizer: DispatchVisualizer,
                                  info: SceneInfo, now: TimeInterval, to path: String,
                                  over: (CairoCanvas, FrameLayout) -> Void = { _, _ in }) throws {
        try render(width: Int(size.width.rounded()), height: Int(size.height.rounded()), to: path) { canvas in
            let layout = composer.compose(into: canvas, size: size, root: root, visualizer: visualizer, info: info, now: now)
            over(canvas, layout)
        }
    }
}
