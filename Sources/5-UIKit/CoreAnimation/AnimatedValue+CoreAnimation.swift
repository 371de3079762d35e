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
        case let t as CATransform3D: self = .transform3D(t)
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
        case (.transform3D, _), (_, .transform3D):
            .transform3D(CATransform3D.product(self.as3D ?? CATransform3DIdentity, other.as3D ?? CATransform3DIdentity))
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
        case let .transform3D(a): .transform3D(DecomposedTransform3D.inverse(a.rows).map(CATransform3D.init(rows:)) ?? a)
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
        case (.transform3D, _):
            return component3D(sub)
        case let (.transform(t), _):
            guard !Self.subKeysOf3D.contains(sub) else { return AnimatedValue.transform3D(CATransform3DMakeAffineTransform(t)).component3D(sub) }
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
        case (.transform3D, _, _):
            return replacing3D(sub, with: part)
        case let (.transform(t), _, _) where Self.subKeysOf3D.contains(sub):
            return AnimatedValue.transform3D(CATransform3DMakeAffineTransform(t)).replacing3D(sub, with: part)
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

/// The sub-key paths of `transform` (Apple, *Core Animation Programming
/// Guide*, "CATransform3D Key Paths"): each reads one part of the
/// decomposed transform and an animation of it replaces that part alone, so
/// a card's `m34` perspective stays while `transform.rotation.y` turns it.
extension AnimatedValue {
    /// The parts only a 3D transform has: an affine model value is taken as one to animate them.
    static let subKeysOf3D: Set<String> = ["rotation.x", "rotation.y", "scale.z", "translation.z"]

    var as3D: CATransform3D? {
        switch self {
        case let .transform3D(t): t
        case let .transform(t): CATransform3DMakeAffineTransform(t)
        default: nil
        }
    }

    func component3D(_ sub: String) -> AnimatedValue? {
        guard let t = as3D, let parts = DecomposedTransform3D(t) else { return nil }
        switch sub {
        case "rotation.x": return .number(parts.eulerAngles.x)
        case "rotation.y": return .number(parts.eulerAngles.y)
        case "rotation", "rotation.z": return .number(parts.eulerAngles.z)
        case "scale": return .number((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
        case "scale.x": return .number(parts.scale.x)
        case "scale.y": return .number(parts.scale.y)
        case "scale.z": return .number(parts.scale.z)
        case "translation.x": return .number(parts.translation.x)
        case "translation.y": return .number(parts.translation.y)
        case "translation.z": return .number(parts.translation.z)
        case "translation": return .size(CGSize(width: parts.translation.x, height: parts.translation.y))
        default: return nil
        }
    }

    func replacing3D(_ sub: String, with part: AnimatedValue) -> AnimatedValue {
        guard let t = as3D, var parts = DecomposedTransform3D(t) else { return self }
        switch (sub, part) {
        case let ("rotation.x", .number(n)): let e = parts.eulerAngles; parts.setEulerAngles(x: n, y: e.y, z: e.z)
        case let ("rotation.y", .number(n)): let e = parts.eulerAngles; parts.setEulerAngles(x: e.x, y: n, z: e.z)
        case let ("rotation", .number(n)), let ("rotation.z", .number(n)):
            let e = parts.eulerAngles; parts.setEulerAngles(x: e.x, y: e.y, z: n)
        case let ("scale", .number(n)): parts.scale = (n, n, n)
        case let ("scale.x", .number(n)): parts.scale.x = n
        case let ("scale.y", .number(n)): parts.scale.y = n
        case let ("scale.z", .number(n)): parts.scale.z = n
        case let ("translation.x", .number(n)): parts.translation.x = n
        case let ("translation.y", .number(n)): parts.translation.y = n
        case let ("translation.z", .number(n)): parts.translation.z = n
        case let ("translation", .size(s)): parts.translation.x = s.width; parts.translation.y = s.height
        default: return self
        }
        return .transform3D(parts.transform)
    }
}

/// A key path split at its first dot: `position.x` → (`position`, `x`).
func splitKeyPath(_ keyPath: String) -> (root: String, sub: String?) {
    guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
    return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
}
