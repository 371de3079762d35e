import Foundation

/// What can go wrong turning a frame into pixels or a file; each message
/// names the thing and the place.
public enum DrawingError: Error, Equatable, CustomStringConvertible {
    /// `cairo_image_surface_create` refused the size (too large, negative) or ran out of memory.
    case surfaceCreationFailed(width: Int, height: Int, reason: String)
    /// `cairo_surface_write_to_png` failed (a missing directory, no permission, a full disk).
    case pngWriteFailed(path: String, reason: String)
    /// Drawing left the context in an error state.
    case drawingFailed(reason: String)

    public var description: String {
        switch self {
        case let .surfaceCreationFailed(w, h, reason):
            "cannot create a \(w)×\(h) image surface: \(reason)"
        case let .pngWriteFailed(path, reason):
            "cannot write PNG to '\(path)': \(reason)"
        case let .drawingFailed(reason):
            "drawing failed: \(reason)"
        }
    }
}

extension DrawingError: LocalizedError {
    public var errorDescription: String? { description }
}
