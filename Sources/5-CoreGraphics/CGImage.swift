internal import CCairoImage
import Foundation

/// A bitmap: 8-bit premultiplied ARGB pixels in a Cairo image surface,
/// immutable once made (a context's `makeImage()` copies its pixels). PNG
/// decoding and encoding are Cairo's own (libpng), so decoding needs no X server.
public final class CGImage: @unchecked Sendable {
    // @unchecked: the surface is written only while the image is being made,
    // before it is shared; afterwards it is only read.

    /// The `cairo_surface_t *` holding the pixels (the demo paints it directly).
    @_spi(TouchLab) public let cairoSurface: OpaquePointer

    init(adopting surface: OpaquePointer) {
        cairo_surface_flush(surface)
        cairoSurface = surface
    }

    deinit { cairo_surface_destroy(cairoSurface) }

    /// Width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(cairoSurface)) }
    /// Height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(cairoSurface)) }
    /// 8.
    public var bitsPerComponent: Int { 8 }
    /// 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(cairoSurface)) }
    /// sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Premultiplied, alpha first (Cairo's ARGB32 in native byte order).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }

    /// Decodes PNG data; nil if it is not a PNG Cairo can read.
    @_spi(TouchLab) public static func decodePNG(_ data: Data) -> CGImage? {
        guard data.count >= 8, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        final class Reader { let data: Data; var offset = 0; init(_ d: Data) { data = d } }
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard reader.offset + n <= reader.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
                reader.data.withUnsafeBytes { raw in
                    buffer.update(from: raw.baseAddress!.advanced(by: reader.offset).assumingMemoryBound(to: UInt8.self), count: n)
                }
                reader.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) != CAIRO_FORMAT_INVALID else {
            cairo_surface_destroy(surface); return nil
        }
        // Always ARGB32, so every image draws and reads the same way.
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return CGImage(adopting: surface) }
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(argb)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return CGImage(adopting: argb)
    }

    /// The image as PNG data.
    @_spi(TouchLab) public func pngData() -> Data? {
        final class Writer { var data = Data() }
        let writer = Writer()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(cairoSurface, { closure, bytes, length in
                let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { writer.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }

    /// The pixel at (x, y), unpremultiplied, as (red, green, blue, alpha) 0…255: for tests and tools.
    @_spi(TouchLab) public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, let base = cairo_image_surface_get_data(cairoSurface) else { return (0, 0, 0, 0) }
        let word = base.advanced(by: y * bytesPerRow + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(word >> 24), r = UInt32((word >> 16) & 0xFF), g = UInt32((word >> 8) & 0xFF), b = UInt32(word & 0xFF)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a))) }
        return (un(r), un(g), un(b), a)
    }

    /// The part of the image inside `rect` (pixels), or nil if they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(r.width), Int32(r.height))!
        let cr = cairo_create(out)!
        cairo_set_source_surface(cr, cairoSurface, -Double(r.minX), -Double(r.minY))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(adopting: out)
    }
}
