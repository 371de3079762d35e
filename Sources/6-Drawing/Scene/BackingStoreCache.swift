import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// The bitmaps views' layers show — a `draw(_:)` backing store, an image
/// view's image — kept at the canvas's own resolution, as Core Animation's
/// render server keeps a layer's backing store as a texture: uploaded once,
/// then only its dirty region when `draw(_:)` repaints part of it, and
/// composited from there every frame.
///
///     draw(_:) into the 3× bitmap (UIKit, the dirty rect only)
///         │  drawnContentChanges(since:) — the rects repainted since this cache's revision
///         ▼
///     the cache: a surface like the canvas's (an X pixmap in the demo), one pixel per canvas pixel,
///                the bitmap scaled down into it once, then only where it changed
///         │  every frame: a copy at a whole-pixel offset (server-side on X)
///         ▼
///     the phone
///
/// Without it, every frame scaled the whole 3× bitmap down again (and, on
/// X, sent all of it to the server): a signature pad of 390×170 points is
/// 1170×510 pixels, 2.4 MB a frame at 60 frames a second.
///
/// The pixels are the ones drawing the bitmap directly would make: the cache
/// is drawn by the same Cairo calls (`CGContext.drawUpright`) through the
/// canvas's own matrix, shifted by whole pixels, and copied back unscaled.
/// It is used only where the canvas's matrix is a scale and a translation
/// (not inside a turned view) and the bitmap is drawn at full opacity; a
/// change of place, size or scale draws the cache afresh.
final class BackingStoreCache {
    private final class Entry {
        weak var view: UIView?
        let key: Key
        /// One pixel per canvas pixel, covering `box`.
        let surface: OpaquePointer
        /// The canvas pixels the bitmap covers, rounded out to whole pixels.
        let box: CGRect
        /// The backing store's revision the cache holds (`drawnContentChanges(since:)`).
        var revision: Int
        var usedInFrame: Int
        /// A reference on the source bitmap, so its address names it while the entry lives.
        let source: OpaquePointer
        /// Cairo's downscale of the bitmap into this cache, worked out once (`BoxFilterDownscale`).
        var downscale: BoxFilterDownscale?
        /// An image as big as the cache that Cairo scales changed regions into (`scaleByCairo`).
        var scratch: OpaquePointer?

        init(view: UIView, key: Key, surface: OpaquePointer, box: CGRect, source: OpaquePointer, revision: Int, frame: Int) {
            self.view = view
            self.key = key
            self.surface = surface
            self.box = box
            self.source = cairo_surface_reference(source)
            self.revision = revision
            usedInFrame = frame
        }

        deinit {
            if let scratch { cairo_surface_destroy(scratch) }
            cairo_surface_destroy(surface)
            cairo_surface_destroy(source)
        }
    }

    /// What the cached pixels depend on besides the bitmap's own pixels.
    private struct Key: Equatable {
        var source: UInt
        var pixelWidth: Int
        var pixelHeight: Int
        /// The canvas's matrix at the view (scale and translation: `xx`, `yy`, `x0`, `y0`).
        var matrix: [Double]
        var rect: CGRect
        var tint: [CGFloat]?
        /// The canvas's surface: a cache is made like it (an X pixmap for an X window).
        var target: UInt
    }

    private var entries: [Slot: Entry] = [:]
    private struct Slot: Hashable {
        let view: ObjectIdentifier
        let kind: LayerBitmap.Kind
    }
    private var frame = 0
    /// False: every region is scaled by Cairo (the tests compare both).
    var computesDownscale = true
    /// How many changed regions were scaled by `BoxFilterDownscale`, not Cairo (tests count them).
    private(set) var computedRegions = 0
    /// Canvas pixels scaled beyond a changed region and thrown away (see `update`).
    /// None: the region already reaches 2 pixels past the changed rect, which
    /// holds what the filter reads past it — measured, margins of 0, 2 and 6
    /// give the same pixels to the bit (`BackingStoreCacheTests`), and the
    /// scaling costs Pixman about 1,900 instructions a pixel: a signature
    /// segment's 30×14 region was 42×26 pixels scaled with 6.
    static let samplingMargin: CGFloat = 0

    /// Marks every cache of a living view used this frame: a repair of the
    /// kept layers (`SceneRenderer+RepairWalk`) does not enter the views away
    /// from its damage, which still show their cached pixels, and a cache
    /// dropped for that would be scaled whole again at the next whole frame.
    func keepLivingEntries() {
        for entry in entries.values where entry.view != nil { entry.usedInFrame = frame }
    }

    /// Caches of views not drawn for a few frames are dropped (a view removed, a scene changed).
    func beginFrame() {
        frame += 1
        guard frame % 30 == 0 else { return }
        entries = entries.filter { $0.value.view != nil && frame - $0.value.usedInFrame < 30 }
    }

    /// Composites `bitmap` from its cache onto `cairo` (whose user space is
    /// the view's bounds), bringing the cache up to date first. Returns false
    /// where the cache cannot stand for the bitmap (the caller draws it directly).
    func composite(_ bitmap: LayerBitmap, cairo: OpaquePointer, alpha: CGFloat) -> Bool {
        guard alpha >= 1 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, bitmap.pixelWidth > 0, bitmap.pixelHeight > 0,
              bitmap.rect.width > 0, bitmap.rect.height > 0 else { return false }
        let r = bitmap.rect
        let device = CGRect(x: m.xx * Double(r.minX) + m.x0, y: m.yy * Double(r.minY) + m.y0,
                            width: m.xx * Double(r.width), height: m.yy * Double(r.height))
        guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite else { return false }
        let box = device.integral
        guard box.width <= 8192, box.height <= 8192, let target = cairo_get_target(cairo) else { return false }
        let key = Key(source: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitmap.surface))),
                      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, matrix: [m.xx, m.yy, m.x0, m.y0],
                      rect: r, tint: bitmap.tint.map { [$0.rgba.0, $0.rgba.1, $0.rgba.2, $0.rgba.3] },
                      target: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(target))))
        let slot = Slot(view: ObjectIdentifier(bitmap.view), kind: bitmap.kind)
        let revision = bitmap.kind == .backingStore ? bitmap.view.drawnContentRevision : 0
        let entry: Entry
        if let cached = entries[slot], cached.view === bitmap.view, cached.key == key {
            entry = cached
            if bitmap.kind == .backingStore, entry.revision != revision {
                let changes = bitmap.view.drawnContentChanges(since: entry.revision)
                if let changed = changes.changed {
                    if !changed.isNull { update(entry, bitmap, matrix: m, changedInBitmap: changed) }
                } else {
                    update(entry, bitmap, matrix: m, changedInBitmap: nil)
                }
                entry.revision = changes.revision
            }
        } else {
            guard let surface = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(box.width), Int32(box.height)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
            entry = Entry(view: bitmap.view, key: key, surface: surface, box: box, source: bitmap.surface, revision: revision, frame: frame)
            if bitmap.kind == .backingStore, bitmap.tint == nil {
                entry.downscale = BoxFilterDownscale(matrix: Self.matrix(m, shiftedTo: box), rect: r, pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight,
                                                     width: Int(box.width), height: Int(box.height))
            }
            entries[slot] = entry
            update(entry, bitmap, matrix: m, changedInBitmap: nil)
        }
        entry.usedInFrame = frame
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, entry.surface, Double(box.minX), Double(box.minY))
        cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
        return true
    }

    /// Draws the bitmap into the cache where it changed (`changedInBitmap`,
    /// in the bitmap's points; nil: everywhere), by the calls that would draw
    /// it onto the canvas, through the canvas's matrix shifted to the cache's origin.
    private func update(_ entry: Entry, _ bitmap: LayerBitmap, matrix m: cairo_matrix_t, changedInBitmap: CGRect?) {
        let box = entry.box
        var region = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        if let changed = changedInBitmap, let content = bitmap.view.drawnContent, content.size.width > 0, content.size.height > 0 {
            let r = bitmap.rect
            let sx = Double(r.width / content.size.width), sy = Double(r.height / content.size.height)
            let x = m.xx * (Double(r.minX) + Double(changed.minX) * sx) + m.x0 - Double(box.minX)
            let y = m.yy * (Double(r.minY) + Double(changed.minY) * sy) + m.y0 - Double(box.minY)
            // The scaling filter reads a few bitmap pixels round each canvas pixel: two canvas pixels of margin.
            let changedOnCanvas = CGRect(x: x, y: y, width: m.xx * Double(changed.width) * sx, height: m.yy * Double(changed.height) * sy)
                .insetBy(dx: -2, dy: -2).integral
            // Only the changed rect, not whole rows: a stroke's segment is a tenth of the pad's
            // width. Scaled here (`BoxFilterDownscale`) where it can be, else by Cairo below.
            // Either way the pixels of the whole bitmap scaled: `BackingStoreCacheTests`.
            region = region.intersection(changedOnCanvas)
            guard !region.isNull, !region.isEmpty else { return }
            if computesDownscale, computeDownscale(entry, bitmap, region: region) { return }
            return scaleByCairo(entry, bitmap, matrix: m, region: region)
        }
        let cr = cairo_create(entry.surface)!
        defer { cairo_destroy(cr) }
        // Cairo samples a bitmap only round the area it paints, and past that
        // area's edge its filter reads padding, not the bitmap: so the bitmap
        // is scaled into a group (`samplingMargin` larger than `region`, which
        // is itself 2 pixels larger than the change), and only `region` is
        // copied into the cache — the pixels a whole redraw makes.
        let sampled = region.insetBy(dx: -Self.samplingMargin, dy: -Self.samplingMargin)
            .intersection(CGRect(x: 0, y: 0, width: box.width, height: box.height))
        cairo_save(cr)
        cairo_rectangle(cr, Double(sampled.minX), Double(sampled.minY), Double(sampled.width), Double(sampled.height))
        cairo_clip(cr)
        cairo_push_group(cr)
        var shifted = Self.matrix(m, shiftedTo: box)
        cairo_set_matrix(cr, &shifted)
        let ctx = CGContext(cairo: cr, baseScale: CGFloat(m.xx))
        ctx.drawUpright(surface: bitmap.surface, pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, in: bitmap.rect,
                        tint: bitmap.tint)
        let scaled = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(scaled) }
        cairo_restore(cr)
        cairo_rectangle(cr, Double(region.minX), Double(region.minY), Double(region.width), Double(region.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, scaled)
        cairo_paint(cr)
        cairo_surface_flush(entry.surface)
    }

    /// Scales the bitmap into `region` of the cache by Cairo, as the whole
    /// cache is scaled. Cairo corrects its 16.16 transform at the centre of
    /// the extents it draws, so a pixel it scales depends on the region
    /// drawn (a level or two of 255 apart, measured: `BackingStoreCacheTests`).
    /// Here a pixel of the cache's two far corners is in the clip beside the
    /// region: the extents are the whole cache's whatever the region, so the
    /// pixels are the whole bitmap scaled (a fresh cache's, and
    /// `BoxFilterDownscale`'s), while only the region is sampled. It is drawn
    /// on an image as big as the cache, kept with it — on an X pixmap Cairo
    /// would draw this filter (which XRender has not) client-side over the
    /// whole extents — and only the region is copied to the cache.
    private func scaleByCairo(_ entry: Entry, _ bitmap: LayerBitmap, matrix m: cairo_matrix_t, region: CGRect) {
        let box = entry.box
        if entry.scratch == nil {
            entry.scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))
        }
        guard let scratch = entry.scratch, cairo_surface_status(scratch) == CAIRO_STATUS_SUCCESS else { return }
        let cr = cairo_create(scratch)!
        cairo_rectangle(cr, Double(region.minX), Double(region.minY), Double(region.width), Double(region.height))
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_rectangle(cr, Double(region.minX), Double(region.minY), Double(region.width), Double(region.height))
        cairo_rectangle(cr, 0, 0, 1, 1)
        cairo_rectangle(cr, Double(box.width) - 1, Double(box.height) - 1, 1, 1)
        cairo_clip(cr)
        var shifted = Self.matrix(m, shiftedTo: box)
        cairo_set_matrix(cr, &shifted)
        CGContext(cairo: cr, baseScale: CGFloat(m.xx))
            .drawUpright(surface: bitmap.surface, pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, in: bitmap.rect,
                         tint: bitmap.tint)
        cairo_destroy(cr)
        cairo_surface_flush(scratch)
        let copy = cairo_create(entry.surface)!
        defer { cairo_destroy(copy) }
        cairo_rectangle(copy, Double(region.minX), Double(region.minY), Double(region.width), Double(region.height))
        cairo_clip(copy)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, scratch, 0, 0)
        cairo_paint(copy)
        cairo_surface_flush(entry.surface)
    }

    /// Scales the bitmap into `region` of the cache by `BoxFilterDownscale`
    /// (Cairo's own arithmetic, half its instructions); false where
    /// that does not apply and Cairo must draw it.
    private func computeDownscale(_ entry: Entry, _ bitmap: LayerBitmap, region: CGRect) -> Bool {
        guard let downscale = entry.downscale else { return false }
        let x0 = Int(region.minX), y0 = Int(region.minY), x1 = Int(region.maxX), y1 = Int(region.maxY)
        let format = cairo_image_surface_get_format(bitmap.surface)
        guard downscale.covers(x0: x0, y0: y0, x1: x1, y1: y1), format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              Int(cairo_image_surface_get_width(bitmap.surface)) == downscale.pixelWidth,
              Int(cairo_image_surface_get_height(bitmap.surface)) == downscale.pixelHeight else { return false }
        cairo_surface_flush(bitmap.surface)
        guard let source = cairo_image_surface_get_data(bitmap.surface) else { return false }
        let sourceStride = Int(cairo_image_surface_get_stride(bitmap.surface))
        if cairo_surface_get_type(entry.surface) == CAIRO_SURFACE_TYPE_IMAGE,
           cairo_image_surface_get_format(entry.surface) == CAIRO_FORMAT_ARGB32 {
            cairo_surface_flush(entry.surface)
            guard let data = cairo_image_surface_get_data(entry.surface) else { return false }
            let stride = Int(cairo_image_surface_get_stride(entry.surface))
            downscale.scale(source: source, sourceStride: sourceStride, opaque: format == CAIRO_FORMAT_RGB24,
                            x0: x0, y0: y0, x1: x1, y1: y1, into: data + y0 * stride + x0 * 4, stride: stride)
            cairo_surface_mark_dirty_rectangle(entry.surface, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        } else {
            // An X pixmap: the pixels are made here and copied to the server.
            guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else { return false }
            defer { cairo_surface_destroy(image) }
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else { return false }
            downscale.scale(source: source, sourceStride: sourceStride, opaque: format == CAIRO_FORMAT_RGB24,
                            x0: x0, y0: y0, x1: x1, y1: y1, into: data, stride: Int(cairo_image_surface_get_stride(image)))
            cairo_surface_mark_dirty(image)
            let cr = cairo_create(entry.surface)!
            defer { cairo_destroy(cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, image, Double(x0), Double(y0))
            cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
            cairo_fill(cr)
            cairo_surface_flush(entry.surface)
        }
        computedRegions += 1
        return true
    }

    /// The canvas's matrix `m` with its origin moved to the cache's `box`:
    /// the cache is the canvas's pixels from the box's corner.
    private static func matrix(_ m: cairo_matrix_t, shiftedTo box: CGRect) -> cairo_matrix_t {
        var shifted = m
        shifted.x0 -= Double(box.minX)
        shifted.y0 -= Double(box.minY)
        return shifted
    }
}
