internal import CCairoImage
internal import CJPEG
import Foundation

extension CGImage {
    /// Decodes JPEG data (baseline or progressive, colour or grey) with
    /// libjpeg; nil if it is not a JPEG libjpeg can read. A JPEG is opaque:
    /// every pixel's alpha is 255. Data cut short decodes as far as it goes
    /// (the rest grey), as libjpeg and iOS both show a partial file.
    @_spi(TouchLab) public static func decodeJPEG(_ data: Data) -> CGImage? {
        // Every JPEG starts with the start-of-image marker FF D8.
        guard data.count >= 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8 else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        let decoded = data.withUnsafeBytes { raw in
            touchlab_jpeg_decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(raw.count), &width, &height)
        }
        guard let decoded else { return nil }
        defer { free(decoded) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface); return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), rowBytes = Int(width) * 4
        for y in 0..<Int(height) {
            UnsafeMutableRawPointer(base.advanced(by: y * stride))
                .copyMemory(from: UnsafeRawPointer(decoded.advanced(by: y * Int(width))), byteCount: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(adopting: surface)
    }

    /// Decodes PNG or JPEG data, whichever it is; nil for anything else.
    @_spi(TouchLab) public static func decode(_ data: Data) -> CGImage? {
        decodePNG(data) ?? decodeJPEG(data)
    }
}
