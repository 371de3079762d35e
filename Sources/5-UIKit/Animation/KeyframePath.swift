import Foundation

/// One property's way through a keyframe animation: the values its
/// `addKeyframe` blocks set, each reached over its own part of the
/// animation, and how the parts join (the calculation mode).
///
///     linear      0 ── s₁ ╱ s₁+d₁ ── s₂ ╱ s₂+d₂ ──── 1     held between keyframes, straight within
///     discrete    each value from its keyframe's start, no in-between
///     paced       the relative times ignored: values spaced so the speed is even
///     cubic       a Catmull-Rom curve through the values at their keyframes' ends
///     cubicPaced  cubic, spaced as paced
///
/// Apple's `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`:
/// "If you specify a value of 0 [for the duration], any properties you set in
/// the animations block update immediately at the specified start time";
/// the modes are Core Animation's (`CAAnimationCalculationMode`: linear —
/// "simple linear calculation between keyframe values"; discrete — "each
/// keyframe value is used in turn, no interpolated values are calculated";
/// paced — "keyframe values are interpolated to produce an even pace
/// throughout the animation", key times ignored; cubic — "a smooth spline …
/// between the keyframes"). Behaviour §15.
struct KeyframePath {
    enum Mode { case linear, discrete, paced, cubic, cubicPaced }
    struct Keyframe {
        var start: Double
        var duration: Double
        var value: AnimatedValue
    }
    let mode: Mode
    /// In the order of their start times (the order they were added, for equal starts).
    let keyframes: [Keyframe]

    init(mode: Mode, keyframes: [Keyframe]) {
        self.mode = mode
        self.keyframes = keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The value at overall progress `t` (0…1), starting from `initial`.
    func value(at t: Double, from initial: AnimatedValue) -> AnimatedValue {
        switch mode {
        case .linear: return Self.linear(keyframes, t, initial)
        case .discrete:
            return keyframes.last { t >= $0.start }?.value ?? initial
        case .paced: return Self.linear(paced(from: initial), t, initial)
        case .cubic: return Self.cubic(keyframes, t, initial)
        case .cubicPaced: return Self.cubic(paced(from: initial), t, initial)
        }
    }

    private static func linear(_ keyframes: [Keyframe], _ t: Double, _ initial: AnimatedValue) -> AnimatedValue {
        var current = initial
        for k in keyframes {
            if t < k.start { return current }
            if k.duration <= 0 || t >= k.start + k.duration { current = k.value; continue }
            return current.interpolated(to: k.value, (t - k.start) / k.duration)
        }
        return current
    }

    /// The keyframes re-timed end to end over 0…1, each taking the share of
    /// the time its distance is of the whole path.
    private func paced(from initial: AnimatedValue) -> [Keyframe] {
        var previous = initial
        let distances = keyframes.map { k -> Double in
            defer { previous = k.value }
            return previous.distance(to: k.value)
        }
        let total = distances.reduce(0, +)
        guard total > 0 else { return keyframes.map { Keyframe(start: 0, duration: 1, value: $0.value) } }
        var start = 0.0
        return zip(keyframes, distances).map { k, d in
            defer { start += d / total }
            return Keyframe(start: start, duration: d / total, value: k.value)
        }
    }

    /// Catmull-Rom through (start of the first, initial), (end of each, its
    /// value), evaluated as Barry and Goldman's pyramid of linear
    /// interpolations, so it works for every kind of value that interpolates.
    private static func cubic(_ keyframes: [Keyframe], _ t: Double, _ initial: AnimatedValue) -> AnimatedValue {
        guard let first = keyframes.first else { return initial }
        let times = [first.start] + keyframes.map { $0.start + $0.duration }
        let values = [initial] + keyframes.map(\.value)
        if t <= times[0] { return initial }
        guard let i = times.indices.dropFirst().first(where: { t < times[$0] }) else { return values[values.count - 1] }
        let span = times[i] - times[i - 1]
        guard span > 0 else { return values[i] }
        let u = (t - times[i - 1]) / span
        let p0 = values[max(0, i - 2)], p1 = values[i - 1], p2 = values[i], p3 = values[min(values.count - 1, i + 1)]
        let a1 = p0.interpolated(to: p1, u + 1), a2 = p1.interpolated(to: p2, u), a3 = p2.interpolated(to: p3, u - 1)
        let b1 = a1.interpolated(to: a2, (u + 1) / 2), b2 = a2.interpolated(to: a3, u / 2)
        return b1.interpolated(to: b2, u)
    }
}

extension AnimatedValue {
    /// How far apart two values are, for pacing: Euclidean over their components.
    func distance(to other: AnimatedValue) -> Double {
        func d(_ parts: [CGFloat]) -> Double { Double(parts.map { $0 * $0 }.reduce(0, +).squareRoot()) }
        switch (self, other) {
        case let (.number(a), .number(b)): return Double(abs(b - a))
        case let (.point(a), .point(b)): return d([b.x - a.x, b.y - a.y])
        case let (.size(a), .size(b)): return d([b.width - a.width, b.height - a.height])
        case let (.rect(a), .rect(b)): return d([b.minX - a.minX, b.minY - a.minY, b.width - a.width, b.height - a.height])
        case let (.transform(a), .transform(b)): return d([b.a - a.a, b.b - a.b, b.c - a.c, b.d - a.d, b.tx - a.tx, b.ty - a.ty])
        case let (.transform3D(a), .transform3D(b)):
            let x = a.rows.joined(), y = b.rows.joined()
            return d(zip(x, y).map { $1 - $0 })
        case let (.color(a), .color(b)):
            guard let a, let b else { return a == nil && b == nil ? 0 : 1 }
            return d([b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha])
        default: return self == other ? 0 : 1
        }
    }
}
