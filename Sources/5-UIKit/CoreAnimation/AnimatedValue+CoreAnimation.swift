import Foundation

/// Core Animation's values (`fromValue`, `values`: `Any`) as the one kind of
/// value every animation here mixes (`AnimatedValue`).
extension AnimatedValue {
    init?(any value: Any) {
        switch value {
        case let n as CGFloat: self = .number(n)
        case let n as Double: self = .number(CGFloat(n))
        case let n as Float: self = .number(CGFloat(n))
        case let n as Int: self = .number(CGFloat(n))
        case let n as NSNumber: self = .number(CGFloat(n.doubleValue))
        case let p as CGPoint: self = .point(p)
        case let s as CGSize: self = .size(s)
        case let r as CGRect: self = .rect(r)
        case let t as CATransform3D: self = .transform(t.affine)
        case let t as CGAffineTransform: self = .transform(t)
        case let c as UIColor: self = .color(c)
        case let c as CGColor: self = .color(UIColor(cgColor: c))
        default: return nil
        }
    }

    /// Component-wise sum (`byValue`, additive animations).
    func adding(_ other: AnimatedValue) -> AnimatedValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): .transform(a.concatenating(b))
        default: other
        }
    }

    var negated: AnimatedValue {
        switch self {
        case let .number(a): .number(-a)
        case let .point(a): .point(CGPoint(x: -a.x, y: -a.y))
        case let .size(a): .size(CGSize(width: -a.width, height: -a.height))
        case let .rect(a): .rect(CGRect(x: -a.minX, y: -a.minY, width: -a.width, height: -a.height))
        case let .transform(a): .transform(a.inverted())
        default: self
        }
    }

    /// The part of a value a sub-key path names: `x` of a point, `size.width`
    /// of a rect, `rotation.z` / `scale` / `translation.x` of a transform.
    func component(_ sub: String) -> AnimatedValue? {
        switch (self, sub) {
        case let (.point(p), "x"): return .number(p.x)
        case let (.point(p), "y"): return .number(p.y)
        case let (.size(s), "width"): return .number(s.width)
        case let (.size(s), "height"): return .number(s.height)
        case let (.rect(r), "size"): return .size(r.size)
        case let (.rect(r), "origin"): return .point(r.origin)
        case let (.rect(r), "size.width"): return .number(r.width)
        case let (.rect(r), "size.height"): return .number(r.height)
        case let (.rect(r), "origin.x"): return .number(r.minX)
        case let (.rect(r), "origin.y"): return .number(r.minY)
        case let (.transform(t), _):
            let parts = TransformParts(t)
            switch sub {
            case "rotation", "rotation.z": return .number(parts.angle)
            case "scale", "scale.x": return .number(parts.sx)
            case "scale.y": return .number(parts.sy)
            case "translation.x": return .number(parts.tx)
            case "translation.y": return .number(parts.ty)
            case "translation": return .size(CGSize(width: parts.tx, height: parts.ty))
            default: return nil
            }
        default: return nil
        }
    }

    /// This value with the part `sub` names replaced by `part`.
    func replacing(_ sub: String, with part: AnimatedValue) -> AnimatedValue {
        switch (self, sub, part) {
        case let (.point(p), "x", .number(n)): return .point(CGPoint(x: n, y: p.y))
        case let (.point(p), "y", .number(n)): return .point(CGPoint(x: p.x, y: n))
        case let (.size(s), "width", .number(n)): return .size(CGSize(width: n, height: s.height))
        case let (.size(s), "height", .number(n)): return .size(CGSize(width: s.width, height: n))
        case let (.rect(r), "size", .size(s)): return .rect(CGRect(origin: r.origin, size: s))
        case let (.rect(r), "origin", .point(p)): return .rect(CGRect(origin: p, size: r.size))
        case let (.rect(r), "size.width", .number(n)): return .rect(CGRect(x: r.minX, y: r.minY, width: n, height: r.height))
        case let (.rect(r), "size.height", .number(n)): return .rect(CGRect(x: r.minX, y: r.minY, width: r.width, height: n))
        case let (.rect(r), "origin.x", .number(n)): return .rect(CGRect(x: n, y: r.minY, width: r.width, height: r.height))
        case let (.rect(r), "origin.y", .number(n)): return .rect(CGRect(x: r.minX, y: n, width: r.width, height: r.height))
        case let (.transform(t), _, .number(n)):
            var parts = TransformParts(t)
            switch sub {
            case "rotation", "rotation.z": parts.angle = n
            case "scale": parts.sx = n; parts.sy = n
            case "scale.x": parts.sx = n
            case "scale.y": parts.sy = n
            case "translation.x": parts.tx = n
            case "translation.y": parts.ty = n
            default: return self
            }
            return .transform(parts.transform)
        case let (.transform(t), "translation", .size(s)):
            var parts = TransformParts(t); parts.tx = s.width; parts.ty = s.height
            return .transform(parts.transform)
        default: return self
        }
    }
}

/// A key path split at its first dot: `position.x` → (`position`, `x`).
func splitKeyPath(_ keyPath: String) -> (root: String, sub: String?) {
    guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
    return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
}
