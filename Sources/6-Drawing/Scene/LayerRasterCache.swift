import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// Layers' subtrees kept as pixels between frames, as Core Animation's render
/// server keeps a layer tree it does not have to draw again: a signature pad
/// redrawing under the finger then costs its own `draw(_:)` and the
/// compositing of its still neighbours, not every shape, gradient and label
/// of the phone drawn again each frame.
///
///     frame n:   a view's subtree, fingerprint F at rect R   ─▶ drawn as before (a change may be under way)
///     frame n+1: the same F at the same R                    ─▶ drawn once into a surface like the canvas's
///                                                                (an X pixmap in the demo), then copied on
///     frame n+k: the same F at the same R                    ─▶ copied from the surface (server-side on X)
///     anything else (a property, a bitmap, a subview, the place, the scale) ─▶ dropped, drawn as before
///
/// Each entry is a node of the layer tree (`LayerNode`: a view's layer,
/// made or not), found by the node's identity, and holds its owner weakly:
/// a layer gone, its entry goes.
///
/// `UIView.stillLayerTreeFingerprint` is the invalidation: every change the
/// subtree's layers show counts in a view's `drawingRevision`; an animation
/// anywhere in the subtree keeps it out of the cache. A view is kept only
/// after one frame unchanged, so a view that changes every frame (the pad's
/// superview) is drawn directly, and its still subviews come from the cache.
///
/// The pixels are the ones drawing the subtree onto the canvas makes: the
/// cache is filled with what the frame painted under the subtree (copied
/// from the canvas), then the subtree is drawn over it by the same calls
/// through the canvas's own matrix and clip, shifted by whole pixels; it is
/// copied back, not blended. So it stands for the subtree only while what
/// was painted under it is unchanged: each frame records a stamp of what it
/// paints where (`Pass.painted`), and an entry whose backdrop's stamp
/// differs is dropped. Only where the canvas's matrix is a scale and a
/// translation and its clip is whole-pixel rectangles.
final class LayerRasterCache {
    final class Entry {
        /// What holds the layer alive (the view, for a view's layer).
        weak var owner: AnyObject?
        let key: Key
        let surface: OpaquePointer?
        /// The canvas pixels the surface covers.
        let pixelBox: CGRect
        /// The subtree's own text boxes (`RenderedScene.contentText`), recorded when it was drawn.
        var contentText: [CGRect] = []
        /// The surface's box in the canvas's user space, and the stamp of
        /// what was painted under it when it was drawn (`backdropStamp`).
        var userBox = CGRect.null
        var backdrop = 0
        var usedInFrame: Int

        init(owner: AnyObject, key: Key, surface: OpaquePointer?, pixelBox: CGRect, frame: Int) {
            self.owner = owner
            self.key = key
            self.surface = surface
            self.pixelBox = pixelBox
            usedInFrame = frame
        }

        deinit { if let surface { cairo_surface_destroy(surface) } }
    }

    /// Everything the subtree's pixels depend on.
    struct Key: Equatable {
        var fingerprint: Int
        /// The view's rect and the clip its ancestors leave, on the canvas.
        var rect: CGRect
        var clip: CGRect
        /// The canvas's clip, in canvas pixels: the cache holds the pixels it leaves.
        var canvasClip: [CGRect]
        var alpha: Double
        /// The canvas's matrix (`xx`, `yy`, `x0`, `y0`) and its surface.
        var matrix: [Double]
        var target: UInt
        /// How the scene draws views (the hairlines, the ghosts of hidden views).
        var theme: DrawingTheme
        var hairlines: Bool
        var hiddenViews: Bool
    }

    private var entries: [LayerNode.ID: Entry] = [:]
    /// Keys seen last frame for layers not (yet) cached: a layer is cached from its second still frame.
    private var seen: [LayerNode.ID: (key: Key, frame: Int)] = [:]
    private(set) var frame = 0
    /// How many subtrees the last frame copied from the cache, and drew into it (for tests).
    private(set) var hits = 0
    private(set) var fills = 0

    func beginFrame() {
        frame += 1
        hits = 0
        fills = 0
        guard frame % 30 == 0 else { return }
        entries = entries.filter { $0.value.owner != nil && frame - $0.value.usedInFrame < 30 }
        seen = seen.filter { frame - $0.value.frame < 2 }
    }

    func removeAll() { entries = [:]; seen = [:] }

    /// Whether `view`'s layer's subtree is kept as pixels now.
    func holds(_ view: UIView) -> Bool { holds(LayerNode(view)) }

    /// Whether the node's subtree is kept as pixels now.
    func holds(_ node: LayerNode) -> Bool { entries[node.id]?.owner === node.owner }

    /// The cached pixels for the node under `key`, if they are current.
    func entry(for node: LayerNode, key: Key) -> Entry? {
        guard let entry = entries[node.id], entry.owner === node.owner, entry.key == key else { return nil }
        entry.usedInFrame = frame
        hits += 1
        return entry
    }

    /// Whether the node was drawn with the same key last frame (so it is worth keeping now);
    /// remembers the key either way.
    func wasStill(_ node: LayerNode, key: Key) -> Bool {
        let id = node.id
        if entries[id] != nil { entries[id] = nil }
        defer { seen[id] = (key, frame) }
        guard let last = seen[id] else { return false }
        return last.key == key && last.frame == frame - 1
    }

    /// A new surface for the node's subtree covering `pixelBox` of `target`.
    func makeEntry(for node: LayerNode, key: Key, pixelBox: CGRect, target: OpaquePointer) -> Entry? {
        guard pixelBox.width >= 1, pixelBox.height >= 1, pixelBox.width <= 8192, pixelBox.height <= 8192,
              let surface = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(pixelBox.width), Int32(pixelBox.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        let entry = Entry(owner: node.owner, key: key, surface: surface, pixelBox: pixelBox, frame: frame)
        entries[node.id] = entry
        seen[node.id] = nil
        fills += 1
        return entry
    }

    /// Composites the entry's pixels onto `cairo` at their place. The pixels
    /// already hold the clip they were drawn under, so the canvas's is set
    /// aside: a shared fractional edge must not be covered twice.
    /// `clipPixels`: the canvas's clip, rounded out to whole pixels (a
    /// frame that redraws only a damaged region keeps its clip).
    static func composite(_ entry: Entry, onto cairo: OpaquePointer, clipPixels: [CGRect]) {
        guard let surface = entry.surface else { return }
        let box = entry.pixelBox
        cairo_save(cairo)
        cairo_reset_clip(cairo)
        cairo_identity_matrix(cairo)
        if !clipPixels.isEmpty {
            for r in clipPixels { cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
            cairo_clip(cairo)
        }
        // The pixels are what the canvas is to show there, backdrop included: copied, not blended.
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, Double(box.minX), Double(box.minY))
        cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
