internal import CCairoImage
import Foundation

extension CGContext {
    /// The box, in pixels, of the pixels inside `pixelRect` that are not
    /// fully transparent; nil when there are none (or this is not a bitmap).
    /// The phone's name tags keep clear of what a view's `draw(_:)` painted,
    /// not of its whole bounds: a signature pad's empty top band is room for
    /// its tag, its strokes are not.
    @_spi(TouchLab) public func inkBounds(inPixelRect pixelRect: CGRect) -> CGRect? {
        guard let surface = targetSurface, let base = cairo_image_surface_get_data(surface) else { return nil }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let r = pixelRect.integral.intersection(CGRect(x: 0, y: 0, width: w, height: h))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(r.minY)..<Int(r.maxY) {
            // ARGB32 in native (little-endian) order: alpha is the word's top byte.
            let row = UnsafeRawPointer(base.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            var first = -1, last = -1
            for x in Int(r.minX)..<Int(r.maxX) where row[x] >> 24 != 0 {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, y); maxY = y
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
