import CCairo
import Foundation

/// An in-memory ARGB32 Cairo surface: what screenshots and tests draw into.
public final class ImageSurface {
    /// The `cairo_surface_t *`.
    public let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// A transparent surface of `width`×`height` pixels.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw DrawingError.surfaceCreationFailed(width: width, height: height, reason: "each side must be 1…32767 pixels")
        }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw DrawingError.surfaceCreationFailed(width: width, height: height, reason: String(cString: cairo_status_to_string(status)))
        }
        surface = s
        self.width = width
        self.height = height
    }

    /// A PNG file read back (a screenshot, a recording's frame), as ARGB32.
    public init(contentsOfPNG path: String) throws {
        let loaded = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            throw DrawingError.surfaceCreationFailed(width: 0, height: 0, reason: "\(path): \(String(cString: cairo_status_to_string(status)))")
        }
        width = Int(cairo_image_surface_get_width(loaded))
        height = Int(cairo_image_surface_get_height(loaded))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(loaded)
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// A new canvas drawing into this surface.
    public func makeCanvas() -> CairoCanvas { CairoCanvas(surface: surface) }

    /// One pixel, un-premultiplied, components 0…255.
    public struct Pixel: Equatable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public var description: String { String(format: "#%02X%02X%02X/%d", red, green, blue, alpha) }

        /// True when each channel is within `tolerance` of `color` (composited over nothing).
        public func isClose(to color: RGBA, tolerance: Int = 6) -> Bool {
            func close(_ a: UInt8, _ b: Double) -> Bool { abs(Int(a) - Int((b * 255).rounded())) <= tolerance }
            return close(red, color.red) && close(green, color.green) && close(blue, color.blue)
        }
    }

    /// The pixel at (`x`, `y`); nil outside the surface.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is a native-endian 32-bit word with premultiplied alpha.
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(word >> 24), r = UInt8((word >> 16) & 0xFF), g = UInt8((word >> 8) & 0xFF), b = UInt8(word & 0xFF)
        guard a > 0 else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        func unpremultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return Pixel(red: unpremultiply(r), green: unpremultiply(g), blue: unpremultiply(b), alpha: a)
    }

    /// The pixels as they lie in memory: rows of `width` native-endian ARGB32
    /// words (bytes B, G, R, A on x86 and ARM), what ffmpeg reads as `bgra`.
    public func withPixelBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height))
    }

    /// A new surface holding the same pixels (a frame handed to another thread).
    public func copy() throws -> ImageSurface {
        let other = try ImageSurface(width: width, height: height)
        cairo_surface_flush(surface)
        let bytes = Int(cairo_image_surface_get_stride(surface)) * height
        memcpy(cairo_image_surface_get_data(other.surface)!, cairo_image_surface_get_data(surface)!, bytes)
        cairo_surface_mark_dirty(other.surface)
        return other
    }

    /// Writes the surface as a PNG; throws with the path in the message.
    public func writePNG(to path: String) throws {
        try PNGWriter.write(surface: surface, to: path)
    }
}
