import CCairo
import Foundation

/// A Cairo context and the few drawing operations the renderers share.
///
/// Why a wrapper: the renderers think in `CGRect`s, `RGBA`s and "a chip of
/// text here"; Cairo's C calls stay in this file and `CairoCanvas+Text.swift`.
/// Everything is drawn in device pixels with an identity matrix — the scene's
/// scale is applied to coordinates, never to the context — so a 11 px label
/// is 11 px whatever the phone's scale, and hairlines stay hairlines.
///
/// The caller passes any surface (an image surface in tests and PNGs, a
/// `cairo_xlib_surface` on an X Pixmap in the demo) or a context it owns.
public final class CairoCanvas {
    /// The `cairo_t *`.
    public let context: OpaquePointer
    let textState = TextState()
    /// Sees every run of text drawn, with its font and its box on the canvas
    /// (tests check that none is below 12 px and none runs off the phone).
    public var textAudit: ((String, FontSpec, CGRect) -> Void)?
    /// Collects every run of text drawn, with its box and container, while set.
    public var placedText: PlacedTextLog?

    /// Wraps a `cairo_t *` the caller made; the canvas takes its own reference.
    public init(context: OpaquePointer) {
        self.context = cairo_reference(context)
        configureText()
    }

    /// Makes a context on a `cairo_surface_t *` (an image, Xlib or PDF surface).
    public init(surface: OpaquePointer) {
        context = cairo_create(surface)
        configureText()
    }

    deinit { cairo_destroy(context) }

    /// Cairo's sticky error state, as text; nil while all is well.
    public var errorDescription: String? {
        let status = cairo_status(context)
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return String(cString: cairo_status_to_string(status))
    }

    // MARK: State

    func save() { cairo_save(context) }

    /// Scales user space (`--scale`: the frame drawn larger, as vectors).
    public func scale(_ factor: Double) { cairo_scale(context, factor, factor) }

    /// Moves the origin (user space) to (x, y).
    func translate(x: Double, y: Double) { cairo_translate(context, x, y) }

    /// Applies an affine transform (Core Graphics' a b c d tx ty) to user space.
    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        var m = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(context, &m)
    }

    /// `cairo_restore` also restores the font, so the remembered one is forgotten.
    func restore() {
        cairo_restore(context)
        textState.current = nil
    }

    public func withSavedState<T>(_ body: () -> T) -> T {
        save()
        defer { restore() }
        return body()
    }

    func clip(to rect: CGRect) {
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
    }

    func clip(toRoundedRect rect: CGRect, radius: Double) {
        addRoundedRect(rect, radius: radius)
        cairo_clip(context)
    }

    /// The device-space box everything drawn now is clipped to.
    var clipBounds: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Colour and lines

    func setColor(_ c: RGBA) { cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha) }

    func setLineWidth(_ width: Double) { cairo_set_line_width(context, width) }

    func setDash(_ pattern: [Double], offset: Double = 0) {
        pattern.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), offset) }
    }
    func clearDash() { cairo_set_dash(context, nil, 0, 0) }

    // MARK: Paths

    func addRect(_ r: CGRect) {
        cairo_rectangle(context, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    func addRoundedRect(_ r: CGRect, radius: Double) {
        let rad = min(radius, Double(min(r.width, r.height)) / 2)
        guard rad > 0.5 else { return addRect(r) }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        cairo_new_sub_path(context)
        cairo_arc(context, x1 - rad, y0 + rad, rad, -.pi / 2, 0)
        cairo_arc(context, x1 - rad, y1 - rad, rad, 0, .pi / 2)
        cairo_arc(context, x0 + rad, y1 - rad, rad, .pi / 2, .pi)
        cairo_arc(context, x0 + rad, y0 + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }

    func addCircle(center: CGPoint, radius: Double) {
        cairo_new_sub_path(context)
        cairo_arc(context, Double(center.x), Double(center.y), max(radius, 0), 0, 2 * .pi)
    }

    func addArc(center: CGPoint, radius: Double, from start: Double, to end: Double) {
        cairo_new_sub_path(context)
        cairo_arc(context, Double(center.x), Double(center.y), radius, start, end)
    }

    func move(to p: CGPoint) { cairo_move_to(context, Double(p.x), Double(p.y)) }
    func line(to p: CGPoint) { cairo_line_to(context, Double(p.x), Double(p.y)) }
    func closePath() { cairo_close_path(context) }

    func fill(_ color: RGBA) { setColor(color); cairo_fill(context) }
    func stroke(_ color: RGBA, width: Double) { setColor(color); cairo_set_line_width(context, width); cairo_stroke(context) }
    func fillPreserve(_ color: RGBA) { setColor(color); cairo_fill_preserve(context) }

    // MARK: Shapes

    func fill(_ rect: CGRect, _ color: RGBA) { addRect(rect); fill(color) }

    func fill(_ rect: CGRect, _ color: RGBA, radius: Double) { addRoundedRect(rect, radius: radius); fill(color) }

    /// Strokes inside `rect` (the line's outer edge on the rect's edge), as
    /// `CALayer.borderWidth` does.
    func strokeInside(_ rect: CGRect, _ color: RGBA, width: Double, radius: Double = 0) {
        let inset = rect.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2))
        guard inset.width > 0, inset.height > 0 else { return fill(rect, color, radius: radius) }
        addRoundedRect(inset, radius: max(0, radius - width / 2))
        stroke(color, width: width)
    }

    func fillCircle(center: CGPoint, radius: Double, _ color: RGBA) { addCircle(center: center, radius: radius); fill(color) }

    func strokeCircle(center: CGPoint, radius: Double, _ color: RGBA, width: Double) {
        addCircle(center: center, radius: radius); stroke(color, width: width)
    }

    func strokeLine(from a: CGPoint, to b: CGPoint, _ color: RGBA, width: Double) {
        move(to: a); line(to: b); stroke(color, width: width)
    }

    /// A vertical gradient over `rect`'s height, filling a rounded `rect`
    /// or (with `currentPath`) the path already built.
    func fillVerticalGradient(currentPath: Bool = false, _ rect: CGRect, top: RGBA, bottom: RGBA, radius: Double = 0) {
        let pattern = cairo_pattern_create_linear(0, Double(rect.minY), 0, Double(rect.maxY))
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        if !currentPath { addRoundedRect(rect, radius: radius) }
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    /// Clears the whole target to `color` (no blending).
    func paint(_ color: RGBA) {
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setColor(color)
            cairo_paint(context)
        }
    }
}

extension CairoCanvas {
    func setEvenOddFill() { cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD) }

    func setRoundCaps() {
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    }
}
