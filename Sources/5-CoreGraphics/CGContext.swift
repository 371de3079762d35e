internal import CCairoImage
import Foundation

/// A Core Graphics drawing context, as a thin translation to a Cairo context:
/// the current path, colours, line style, transform, clip and shadow are
/// Core Graphics' graphics state, saved and restored together.
///
/// Two kinds exist, as on iOS. A context that UIKit makes (for `draw(_:)`,
/// `UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`) has
/// its origin at the top left with y growing down, in points, scaled to the
/// pixels underneath. A bitmap context made with `CGContext(data:…)` has
/// Core Graphics' own origin at the bottom left with y growing up. Both draw
/// a `CGImage` as Core Graphics does, with its first row at the rectangle's
/// *bottom* in user space — which is why `context.draw(image, in:)` in a UIKit
/// context shows the image upside down, on iOS and here, and `UIImage.draw(in:)` flips it back.
public final class CGContext {
    /// The `cairo_t *` this context draws with.
    @_spi(TouchLab) public let cairo: OpaquePointer
    private let ownedSurface: OpaquePointer?
    /// Pixels per point of the base space (2 for a @2x image renderer): shadows' offsets and blurs are in points.
    @_spi(TouchLab) public let baseScale: CGFloat

    struct Shadow { var offset: CGSize; var blur: CGFloat; var color: CGColor }
    struct GState {
        var fill: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
        var stroke: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
        var alpha: CGFloat = 1
        var shadow: Shadow?
        /// Where what casts the shadow can be, in device pixels (`limitShadowSource(to:)`); nil: anywhere in the clip.
        var shadowSource: CGRect?
        var interpolation = CGInterpolationQuality.default
    }
    private(set) var state = GState()
    private var saved: [GState] = []

    /// How many fills, strokes, images and runs of text were drawn: UIKit
    /// asks whether a view's `draw(_:)` drew anything.
    @_spi(TouchLab) public private(set) var drawingOperations = 0

    // MARK: Making contexts

    /// Draws with an existing `cairo_t *` (the demo's canvas), in its current user space.
    @_spi(TouchLab) public init(cairo: OpaquePointer, baseScale: CGFloat = 1) {
        self.cairo = cairo_reference(cairo)
        ownedSurface = nil
        self.baseScale = baseScale
        cairo_set_line_width(cairo, 1)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_new_path(cairo)
    }

    /// A transparent bitmap of `size` points at `scale` pixels per point,
    /// with UIKit's coordinates (origin top left, y down): what image renderers and `draw(_:)` draw into.
    @_spi(TouchLab) public convenience init?(uikitBitmapOfSize size: CGSize, scale: CGFloat, opaque: Bool = false) {
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard w > 0, h > 0, w < 32768, h < 32768, scale.isFinite, scale > 0 else { return nil }
        guard let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface, scale: scale, flipped: false)
        if opaque {
            cairo_set_source_rgb(cairo, 1, 1, 1)   // an opaque renderer starts opaque (white here; black on iOS before it is drawn)
            cairo_paint(cairo)
        }
    }

    /// A bitmap context as Core Graphics makes one: origin bottom left, y up,
    /// one unit per pixel, 8-bit premultiplied pixels. With `data`, the
    /// caller's buffer holds the pixels in the byte order `bitmapInfo` names
    /// (RGBA for `premultipliedLast`, ARGB for `premultipliedFirst`, reversed
    /// with `byteOrder32Little`): Cairo draws into its own ARGB32 surface, and
    /// every paint is copied to the buffer in that order.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width < 32768, height < 32768, bitsPerComponent == 8,
              data == nil || bytesPerRow >= width * 4,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface, scale: 1, flipped: true)
        if let data {
            let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedLast
            let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
            let little = bitmapInfo & (7 << 12) == CGBitmapInfo.byteOrder32Little.rawValue
            external = ExternalBuffer(data: data.assumingMemoryBound(to: UInt8.self), bytesPerRow: bytesPerRow,
                                      alphaFirst: alphaFirst, little: little)
            external?.load(into: surface)
        }
    }

    /// The caller's pixel buffer of `CGContext(data:…)`, kept in step with the surface.
    private var external: ExternalBuffer?

    private init(surface: OpaquePointer, scale: CGFloat, flipped: Bool) {
        ownedSurface = surface
        cairo = cairo_create(surface)
        baseScale = scale
        if flipped {
            cairo_translate(cairo, 0, Double(cairo_image_surface_get_height(surface)))
            cairo_scale(cairo, 1, -1)
        } else {
            cairo_scale(cairo, Double(scale), Double(scale))
        }
    }

    deinit {
        cairo_destroy(cairo)
        if let ownedSurface { cairo_surface_destroy(ownedSurface) }
    }

    /// The bitmap's `cairo_surface_t *` (nil for a context drawing into someone else's target).
    @_spi(TouchLab) public var targetSurface: OpaquePointer? {
        if let ownedSurface { cairo_surface_flush(ownedSurface) }
        return ownedSurface
    }

    /// The bitmap's width in pixels (0 for a context that is not a bitmap).
    public var width: Int { ownedSurface.map { Int(cairo_image_surface_get_width($0)) } ?? 0 }
    /// The bitmap's height in pixels.
    public var height: Int { ownedSurface.map { Int(cairo_image_surface_get_height($0)) } ?? 0 }

    /// A copy of the bitmap's pixels as an image (nil for a context that is not a bitmap).
    public func makeImage() -> CGImage? {
        guard let ownedSurface else { return nil }
        cairo_surface_flush(ownedSurface)
        let w = cairo_image_surface_get_width(ownedSurface), h = cairo_image_surface_get_height(ownedSurface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, ownedSurface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(adopting: copy)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line style, shadow).
    public func saveGState() { cairo_save(cairo); saved.append(state) }
    /// Pops the graphics state saved last; unbalanced calls are ignored, as Core Graphics ignores them.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        cairo_restore(cairo); state = last
    }

    /// Moves user space's origin.
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    /// Rotates user space by `angle` radians (clockwise on a UIKit screen).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }
    /// Applies `transform` to user space.
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                               yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &m)
    }
    /// The current transformation matrix: user space to the pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color.rgba }
    /// The fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = (red, green, blue, alpha) }
    /// The fill colour, grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = (gray, gray, gray, alpha) }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
    /// The stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.stroke = (red, green, blue, alpha) }
    /// The stroke colour, grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = (gray, gray, gray, alpha) }
    /// The opacity everything is drawn with, 0…1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }

    /// The stroke's width in user-space units at the time of stroking.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(max(0, width))) }
    /// How open lines end.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }
    /// How corners are joined.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }
    /// How far a miter may reach before it is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }
    /// Dashes: lengths painted and skipped in turn, starting `phase` into the pattern; empty for solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let pattern = lengths.map(Double.init)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 }), pattern.contains(where: { $0 > 0 }) else {
            return cairo_set_dash(cairo, nil, 0, 0)
        }
        pattern.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(phase)) }
    }
    /// How what is drawn mixes with what is there.
    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cairo, Self.cairoOperator(mode)) }
    /// Whether edges are smoothed.
    public func setShouldAntialias(_ antialias: Bool) {
        cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
    /// Allowing antialiasing is what iOS code sets beside `setShouldAntialias`; Cairo needs only the latter.
    public func setAllowsAntialiasing(_ allows: Bool) { if !allows { setShouldAntialias(false) } }
    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }
    /// A shadow under everything drawn next: `offset` in points (positive
    /// height goes down the screen, as in UIKit's contexts), blurred over
    /// `blur` points, in `color` (nil: no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.flatMap { $0.alpha > 0 ? Shadow(offset: offset, blur: max(0, blur), color: $0) : nil }
    }
    /// Tells the shadow of what is drawn next that it comes from inside
    /// `rect` (user space): its blur is then worked out round that box, not
    /// over the whole clip — a switch's thumb blurs its own few pixels, not the
    /// phone's screen, every frame. A layer's shadow knows its layer's drawn bounds.
    @_spi(TouchLab) public func limitShadowSource(to rect: CGRect) {
        guard !rect.isNull, !rect.isInfinite else { return }
        var xs: [Double] = [], ys: [Double] = []
        for p in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            var x = Double(p.0), y = Double(p.1)
            cairo_user_to_device(cairo, &x, &y)
            xs.append(x); ys.append(y)
        }
        state.shadowSource = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A shadow in Core Graphics' default colour: black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    // MARK: The current path

    /// Starts a new, empty path.
    public func beginPath() { cairo_new_path(cairo) }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    /// A line from the current point.
    public func addLine(to point: CGPoint) { ensurePoint(); cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensurePoint()
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }
    /// A quadratic Bézier curve (raised to a cubic, exactly).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        ensurePoint()
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let c = (Double(control.x), Double(control.y)), e = (Double(end.x), Double(end.y))
        cairo_curve_to(cairo, x + 2 / 3 * (c.0 - x), y + 2 / 3 * (c.1 - y),
                       e.0 + 2 / 3 * (c.0 - e.0), e.1 + 2 / 3 * (c.1 - e.1), e.0, e.1)
    }
    /// An arc; `clockwise` in Core Graphics' y-up sense (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addPath(pathBuilt { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) })
    }
    /// A rounded corner towards `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        addPath(pathBuilt { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) })
    }
    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect) { addPath(pathBuilt(startingEmpty: true) { $0.addRect(rect) }) }
    /// A closed subpath per rectangle.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(pathBuilt(startingEmpty: true) { $0.addEllipse(in: rect) }) }
    /// Appends `path`'s elements to the current path.
    public func addPath(_ path: CGPath) {
        for e in path.elements {
            switch e {
            case let .move(p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case let .line(p): ensurePoint(); cairo_line_to(cairo, Double(p.x), Double(p.y))
            case let .quad(c, p): addQuadCurve(to: p, control: c)
            case let .cubic(c1, c2, p): addCurve(to: p, control1: c1, control2: c2)
            case .close: cairo_close_path(cairo)
            }
        }
    }
    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cairo) }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }
    /// The current point, in user space.
    public var currentPointOfPath: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }
    /// The box around the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return isPathEmpty ? .null : CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    private func ensurePoint() { if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, 0, 0) } }

    /// Builds a path piece with `CGMutablePath`'s rules, continuing from the current point.
    private func pathBuilt(startingEmpty: Bool = false, _ build: (CGMutablePath) -> Void) -> CGPath {
        let p = CGMutablePath()
        if !startingEmpty, cairo_has_current_point(cairo) != 0 { p.move(to: currentPointOfPath) }
        build(p)
        if !startingEmpty, cairo_has_current_point(cairo) != 0, case .move = p.elements.first { p.elements.removeFirst() }
        return p
    }

    // MARK: Painting

    /// Fills the current path (non-zero winding by default) and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        painting { setSource(state.fill); cairo_fill_preserve(cairo) }
        cairo_new_path(cairo)
    }
    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path and clears it.
    public func strokePath() {
        painting { setSource(state.stroke); cairo_stroke_preserve(cairo) }
        cairo_new_path(cairo)
    }
    /// Fills, strokes or both, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        painting {
            if mode != .stroke { setSource(state.fill); cairo_fill_preserve(cairo) }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { setSource(state.stroke); cairo_stroke_preserve(cairo) }
        }
        cairo_new_path(cairo)
    }
    /// Fills a rectangle (the current path is left alone, as in Core Graphics).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) { withOwnPath({ for r in rects { addRect(r) } }) { fillPath() } }
    /// Strokes a rectangle with the current line width.
    public func stroke(_ rect: CGRect) { withOwnPath({ addRect(rect) }) { strokePath() } }
    /// Strokes a rectangle `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo); setLineWidth(width); stroke(rect); cairo_restore(cairo)
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { withOwnPath({ addEllipse(in: rect) }) { fillPath() } }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { withOwnPath({ addEllipse(in: rect) }) { strokePath() } }
    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        withOwnPath({
            var i = 0
            while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        }) { strokePath() }
    }
    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
        drawingOperations += 1
        if let external, let ownedSurface { external.store(from: ownedSurface) }
    }

    /// Runs `draw` on a path of its own, leaving the caller's current path as it was.
    private func withOwnPath(_ build: () -> Void, _ draw: () -> Void) {
        let kept = cairo_copy_path(cairo)
        defer { if let kept { cairo_path_destroy(kept) } }
        cairo_new_path(cairo)
        build()
        draw()
        cairo_new_path(cairo)
        if let kept, kept.pointee.num_data > 0 { cairo_append_path(cairo, kept) }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (non-zero winding by default), and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }
    /// Intersects the clip with the current path by the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        withOwnPath({ for r in rects { cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) } }) {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_clip_preserve(cairo)
        }
    }
    /// The box around the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    // MARK: Gradients and images

    /// Paints a linear gradient from `start` to `end` over the clip.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        paint(gradient, pattern, options)
    }
    /// Paints a radial gradient between two circles over the clip.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        paint(gradient, pattern, options)
    }
    private func paint(_ gradient: CGGradient, _ pattern: OpaquePointer, _ options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.0), Double(c.1), Double(c.2), Double(c.3))
        }
        // Core Graphics extends each end separately; Cairo extends both or neither, so either option extends both.
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        painting {
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, Double(state.alpha))
        }
    }

    /// Draws `image` scaled into `rect`, its first row at the rect's bottom in user space (Core Graphics' convention).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        painting {
            cairo_save(cairo)
            imageSpace(image, in: rect)
            cairo_set_source_surface(cairo, image.cairoSurface, 0, 0)
            let source = cairo_get_source(cairo)
            cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(source, state.interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, Double(state.alpha))
            cairo_restore(cairo)
        }
    }

    /// User space of the image's pixels placed in `rect`, first row at the rect's maxY.
    private func imageSpace(_ image: CGImage, in rect: CGRect) {
        cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
    }

    /// Draws an image upright in UIKit's coordinates (first row at `rect`'s top): what `UIImage.draw(in:)` does.
    @_spi(TouchLab) public func drawUpright(_ image: CGImage, in rect: CGRect, alpha: CGFloat = 1, tint: CGColor? = nil) {
        drawUpright(surface: image.cairoSurface, pixelWidth: image.width, pixelHeight: image.height, in: rect, alpha: alpha, tint: tint)
    }

    /// Draws a Cairo image surface (a view's drawn content) upright into `rect`.
    @_spi(TouchLab) public func drawUpright(surface: OpaquePointer, pixelWidth: Int, pixelHeight: Int, in rect: CGRect,
                                            alpha: CGFloat = 1, tint: CGColor? = nil) {
        guard pixelWidth > 0, pixelHeight > 0, rect.width != 0, rect.height != 0 else { return }
        painting {
            cairo_save(cairo)
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width) / Double(pixelWidth), Double(rect.height) / Double(pixelHeight))
            cairo_rectangle(cairo, 0, 0, Double(pixelWidth), Double(pixelHeight))
            cairo_clip(cairo)
            let a = Double(alpha * state.alpha)
            if let tint {
                // A template image: its alpha is the shape, the tint colour its paint.
                let c = tint.rgba
                cairo_set_source_rgba(cairo, Double(c.0), Double(c.1), Double(c.2), Double(c.3) * a)
                cairo_mask_surface(cairo, surface, 0, 0)
            } else {
                cairo_set_source_surface(cairo, surface, 0, 0)
                let source = cairo_get_source(cairo)
                cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(source, state.interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
                cairo_paint_with_alpha(cairo, a)
            }
            cairo_restore(cairo)
        }
    }

    // MARK: Transparency layers and masks

    private var transparencyLayers: [GState] = []

    /// Starts drawing into an offscreen layer: until `endTransparencyLayer()`,
    /// drawing composites there, and the whole is then composited with the
    /// alpha and shadow that were current here (Core Graphics' rule).
    public func beginTransparencyLayer(auxiliaryInfo: Any? = nil) {
        transparencyLayers.append(state)
        saveGState()
        state.alpha = 1
        state.shadow = nil
        cairo_push_group(cairo)
    }
    /// Ends the offscreen layer begun last and composites it.
    public func endTransparencyLayer() {
        guard let outer = transparencyLayers.popLast() else { return }
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        restoreGState()
        state = outer
        painting {
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, Double(state.alpha))
        }
    }

    /// Draws `content`, keeping only where `mask` (drawn in the same space) has alpha: a layer's `mask`.
    @_spi(TouchLab) public func masked(_ content: () -> Void, by mask: () -> Void) {
        cairo_push_group(cairo)
        content()
        let contentPattern = cairo_pop_group(cairo)!
        cairo_push_group(cairo)
        mask()
        let maskPattern = cairo_pop_group(cairo)!
        cairo_set_source(cairo, contentPattern)
        cairo_mask(cairo, maskPattern)
        cairo_pattern_destroy(contentPattern)
        cairo_pattern_destroy(maskPattern)
        drawingOperations += 1
    }

    // MARK: Shadows and the common path of every paint

    private func setSource(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        cairo_set_source_rgba(cairo, Double(c.0), Double(c.1), Double(c.2), Double(c.3 * state.alpha))
    }

    /// Every paint goes through here: counted, and shadowed when a shadow is set.
    func painting(_ body: () -> Void) {
        drawingOperations += 1
        defer { if let external, let ownedSurface { external.store(from: ownedSurface) } }
        guard let shadow = state.shadow else { return body() }
        cairo_push_group(cairo)
        body()
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        drawShadow(shadow, of: group)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
    }

    /// The shadow of what `group` holds: its alpha, offset, blurred by three
    /// box blurs (close to a Gaussian of the same radius), painted in the shadow's colour.
    private func drawShadow(_ shadow: Shadow, of group: OpaquePointer) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let blur = Double(shadow.blur * baseScale)
        let pad = Int((blur * 1.5).rounded(.up))
        let dx = Double(shadow.offset.width * baseScale), dy = Double(shadow.offset.height * baseScale)
        // Draw the alpha of the area the shadow can come from, padded by the blur.
        var ox = Int(floor(x1 - dx)) - pad, oy = Int(floor(y1 - dy)) - pad
        var w = Int(ceil(x2 - x1)) + 2 * pad + 1, h = Int(ceil(y2 - y1)) + 2 * pad + 1
        if let source = state.shadowSource, source.minX.isFinite, source.minY.isFinite, source.maxX.isFinite, source.maxY.isFinite {
            // Nothing casts a shadow outside `source`: the mask needs that box and the blur's reach round it.
            let ex = min(ox + w, Int(ceil(source.maxX)) + pad + 1), ey = min(oy + h, Int(ceil(source.maxY)) + pad + 1)
            ox = max(ox, Int(floor(source.minX)) - pad)
            oy = max(oy, Int(floor(source.minY)) - pad)
            w = ex - ox
            h = ey - oy
        }
        guard w > 0, h > 0, w < 16384, h < 16384, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        let cr = cairo_create(mask)!
        cairo_translate(cr, Double(-ox), Double(-oy))
        cairo_transform(cr, &m)
        cairo_set_source(cr, group)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask)
        if blur >= 0.5, let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blur(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(mask)), radius: max(1, Int((blur / 2).rounded())))
        }
        cairo_surface_mark_dirty(mask)
        let c = shadow.color.rgba
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, Double(c.0), Double(c.1), Double(c.2), Double(c.3 * state.alpha))
        cairo_mask_surface(cairo, mask, Double(ox) + dx, Double(oy) + dy)
        cairo_restore(cairo)
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// A caller's pixel buffer in one of Core Graphics' 32-bit layouts, copied to and from a Cairo ARGB32 surface.
struct ExternalBuffer {
    let data: UnsafeMutablePointer<UInt8>
    let bytesPerRow: Int
    let alphaFirst: Bool
    let little: Bool

    /// Byte offsets of alpha, red, green, blue within a pixel.
    private var offsets: (Int, Int, Int, Int) {
        switch (alphaFirst, little) {
        case (false, false): (3, 0, 1, 2)   // R G B A
        case (false, true): (0, 3, 2, 1)    // A B G R
        case (true, false): (0, 1, 2, 3)    // A R G B
        case (true, true): (3, 2, 1, 0)     // B G R A
        }
    }

    func store(from surface: OpaquePointer) {
        let (ao, ro, go, bo) = offsets
        forEachRow(of: surface) { row, external, width in
            for x in 0..<width {
                let word = row[x], p = external + x * 4
                p[ao] = UInt8(word >> 24); p[ro] = UInt8((word >> 16) & 0xFF)
                p[go] = UInt8((word >> 8) & 0xFF); p[bo] = UInt8(word & 0xFF)
            }
        }
    }

    func load(into surface: OpaquePointer) {
        let (ao, ro, go, bo) = offsets
        forEachRow(of: surface) { row, external, width in
            for x in 0..<width {
                let p = external + x * 4
                row[x] = UInt32(p[ao]) << 24 | UInt32(p[ro]) << 16 | UInt32(p[go]) << 8 | UInt32(p[bo])
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Each row of the Cairo surface's pixels beside the same row of the
    /// caller's buffer, with the row's width: the walk `store` and `load` share.
    private func forEachRow(of surface: OpaquePointer,
                            _ body: (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt8>, Int) -> Void) {
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            body(UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self), data + y * bytesPerRow, w)
        }
    }
}

/// Three passes of a horizontal and a vertical running-sum blur over an 8-bit alpha plane.
enum BoxBlur {
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        var line = [Int](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { pass(data + y * stride, count: width, step: 1, radius: radius, scratch: &line) }
            for x in 0..<width { pass(data + x, count: height, step: stride, radius: radius, scratch: &line) }
        }
    }

    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        for i in 0..<count { scratch[i] = Int(p[i * step]) }
        let window = 2 * radius + 1
        var sum = 0
        for i in -radius...radius { sum += (i >= 0 && i < count) ? scratch[i] : 0 }
        for i in 0..<count {
            p[i * step] = UInt8(sum / window)
            let leaving = i - radius, entering = i + radius + 1
            if leaving >= 0 { sum -= scratch[leaving] }
            if entering < count { sum += scratch[entering] }
        }
    }
}
