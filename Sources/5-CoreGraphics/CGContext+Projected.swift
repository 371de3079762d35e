internal import CCairoImage
import Foundation

extension CGContext {
    /// Draws `image`, which covers `rect` of user space, through a projective
    /// mapping: `project` takes a point of `rect` to where it lands (nil when
    /// it falls behind the eye). Cairo draws through affine transforms only,
    /// so the rect is cut into a grid of triangles and each is drawn through
    /// the affine map that takes its three corners where `project` takes
    /// them — how a layer turned about y under `m34` perspective is
    /// foreshortened, its near edge taller than its far one. With `divisions`
    /// 12 the error is a fraction of a pixel at the sizes phones draw.
    ///
    /// Why two steps: triangles each clipped with antialiasing leave seams —
    /// a pixel on an edge two triangles share is half covered by each, and
    /// what is under shows through both halves (a hatch of faint diagonal
    /// lines over a flipped card). So the triangles tile a group without
    /// antialiasing, each grown by a device pixel (every pixel painted, by
    /// one or by two triangles that agree), the image padded past its edge;
    /// then the group is painted through the outline of all the triangles as
    /// one path, antialiased: no seams inside, smooth edges outside.
    @_spi(TouchLab) public func drawProjected(_ image: CGImage, in rect: CGRect, divisions: Int = 12,
                                              project: (CGPoint) -> CGPoint?) {
        let n = max(1, divisions)
        guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return }
        var source: [CGPoint] = [], target: [CGPoint?] = []
        for j in 0...n {
            for i in 0...n {
                let p = CGPoint(x: rect.minX + rect.width * CGFloat(i) / CGFloat(n), y: rect.minY + rect.height * CGFloat(j) / CGFloat(n))
                source.append(p)
                target.append(project(p))
            }
        }
        var triangles: [(map: CGAffineTransform, corners: (CGPoint, CGPoint, CGPoint))] = []
        for j in 0..<n {
            for i in 0..<n {
                let k00 = j * (n + 1) + i, k10 = k00 + 1, k01 = k00 + n + 1, k11 = k01 + 1
                for triangle in [(k00, k10, k11), (k00, k11, k01)] {
                    guard let d0 = target[triangle.0], let d1 = target[triangle.1], let d2 = target[triangle.2],
                          let map = Self.affine(from: (source[triangle.0], source[triangle.1], source[triangle.2]), to: (d0, d1, d2))
                    else { continue }
                    triangles.append((map, (d0, d1, d2)))
                }
            }
        }
        guard !triangles.isEmpty else { return }
        let ctm = self.ctm
        let grow = 1 / max(0.0001, (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot())
        let surface = image.cairoSurface
        painting {
            cairo_push_group(cairo)
            for (map, (d0, d1, d2)) in triangles {
                let c = CGPoint(x: (d0.x + d1.x + d2.x) / 3, y: (d0.y + d1.y + d2.y) / 3)
                func grown(_ p: CGPoint) -> CGPoint {
                    let dx = p.x - c.x, dy = p.y - c.y, l = max(0.0001, (dx * dx + dy * dy).squareRoot())
                    return CGPoint(x: p.x + dx / l * grow, y: p.y + dy / l * grow)
                }
                cairo_save(cairo)
                cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
                let g0 = grown(d0), g1 = grown(d1), g2 = grown(d2)
                cairo_move_to(cairo, Double(g0.x), Double(g0.y))
                cairo_line_to(cairo, Double(g1.x), Double(g1.y))
                cairo_line_to(cairo, Double(g2.x), Double(g2.y))
                cairo_close_path(cairo)
                cairo_clip(cairo)
                var m = cairo_matrix_t(xx: Double(map.a), yx: Double(map.b), xy: Double(map.c), yy: Double(map.d),
                                       x0: Double(map.tx), y0: Double(map.ty))
                cairo_transform(cairo, &m)
                cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
                cairo_scale(cairo, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
                cairo_set_source_surface(cairo, surface, 0, 0)
                let pattern = cairo_get_source(cairo)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_paint(cairo)
                cairo_restore(cairo)
            }
            let group = cairo_pop_group(cairo)
            defer { cairo_pattern_destroy(group) }
            cairo_save(cairo)
            cairo_new_path(cairo)
            for (_, (d0, d1, d2)) in triangles {
                cairo_move_to(cairo, Double(d0.x), Double(d0.y))
                cairo_line_to(cairo, Double(d1.x), Double(d1.y))
                cairo_line_to(cairo, Double(d2.x), Double(d2.y))
                cairo_close_path(cairo)
            }
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, Double(state.alpha))
            cairo_restore(cairo)
        }
    }

    /// The affine map taking the corners `s` of a triangle to `d`; nil for a flat triangle.
    static func affine(from s: (CGPoint, CGPoint, CGPoint), to d: (CGPoint, CGPoint, CGPoint)) -> CGAffineTransform? {
        let ux = s.1.x - s.0.x, uy = s.1.y - s.0.y, vx = s.2.x - s.0.x, vy = s.2.y - s.0.y
        let det = ux * vy - vx * uy
        guard abs(det) > 1e-9 else { return nil }
        let dux = d.1.x - d.0.x, duy = d.1.y - d.0.y, dvx = d.2.x - d.0.x, dvy = d.2.y - d.0.y
        // M · [u v] = [du dv], so M = [du dv] · [u v]⁻¹.
        let a = (dux * vy - dvx * uy) / det, c = (dvx * ux - dux * vx) / det
        let b = (duy * vy - dvy * uy) / det, dd = (dvy * ux - duy * vx) / det
        let tx = d.0.x - a * s.0.x - c * s.0.y, ty = d.0.y - b * s.0.x - dd * s.0.y
        return CGAffineTransform(a: a, b: b, c: c, d: dd, tx: tx, ty: ty)
    }
}
