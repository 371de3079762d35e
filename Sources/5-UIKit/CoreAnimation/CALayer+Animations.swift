import Foundation
import RunLoop

/// One animation on one layer: the copy the layer keeps, its key, and when it began.
final class LayerAnimation {
    let key: String
    let animation: CAAnimation
    let begin: TimeInterval
    var started = false
    var stopped = false
    /// The transactions waiting for it (their completion blocks).
    var transactions: [CATransactionGroup] = []
    init(key: String, animation: CAAnimation, begin: TimeInterval) { self.key = key; self.animation = animation; self.begin = begin }
}

extension CALayer {
    /// The clock animations on this layer read: its window's run loop's, else `CACurrentMediaTime()`.
    var animationClockNow: TimeInterval { hostView?.animationRunLoop?.clock.now ?? CACurrentMediaTime() }

    /// Adds a copy of `anim` under `key` (a generated key if nil), replacing
    /// one with the same key, whose delegate hears `finished == false`. It starts
    /// now, or at its `beginTime` if one is set (Apple, "add(_:forKey:)").
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        let now = animationClockNow
        let begin = anim.beginTime > 0 ? anim.beginTime : now
        if anim.beginTime == 0 { copy.beginTime = now }
        let k = key ?? "animation-\(UInt(bitPattern: ObjectIdentifier(copy).hashValue))"
        removeLayerAnimations { $0.key == k }
        let entry = LayerAnimation(key: k, animation: copy, begin: begin)
        for group in CATransaction.openGroups() { group.pending += 1; entry.transactions.append(group) }
        layerAnimations.append(entry)
        layerChanged()
        if let runLoop = hostView?.animationRunLoop { LayerAnimationFrames.frames(on: runLoop).watch(self) }
    }

    /// The animation under `key` (the layer's own copy).
    public func animation(forKey key: String) -> CAAnimation? { layerAnimations.first { $0.key == key }?.animation }

    /// Removes the animations matching `match`, telling their delegates they did not finish.
    @discardableResult
    func removeLayerAnimations(where match: (LayerAnimation) -> Bool) -> Bool {
        let removed = layerAnimations.filter(match)
        guard !removed.isEmpty else { return false }
        layerAnimations.removeAll(where: match)
        layerChanged()
        for entry in removed { entry.stop(finished: false) }
        return true
    }

    /// Starts, stops and drops animations as the clock reaches them; false once none is left.
    func advanceAnimations(at now: TimeInterval) -> Bool {
        for entry in layerAnimations where !entry.started && now >= entry.begin {
            entry.started = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        let over = layerAnimations.filter { !$0.stopped && $0.animation.isOver(atLocalTime: now - $0.begin) }
        layerAnimations.removeAll { entry in over.contains { $0 === entry } && entry.animation.isRemovedOnCompletion }
        for entry in over { entry.stop(finished: true) }
        if !layerAnimations.isEmpty || !over.isEmpty { layerChanged() }
        return layerAnimations.contains { !$0.stopped }
    }

    /// The value `keyPath` shows now: the model's, through every animation of it, in the order they were added.
    func presentedValue(_ keyPath: String, model: AnimatedValue, at now: TimeInterval) -> AnimatedValue {
        var value = model
        for entry in layerAnimations where entry.animation.keyPaths.contains(keyPath) {
            value = entry.animation.value(for: keyPath, base: value, atLocalTime: now - entry.begin) ?? value
        }
        return value
    }

    /// The root key paths being animated (`position` for `position.x`).
    var animatedRoots: [(root: String, keyPath: String)] {
        layerAnimations.flatMap { $0.animation.keyPaths }.map { (splitKeyPath($0).root, $0) }
    }

    /// Applies the layer's animations to a view's presentation values (a view's layer).
    func applyAnimations(to values: inout PresentationValues, at now: TimeInterval) {
        for (root, keyPath) in animatedRoots {
            guard let property = AnimatedProperty(rawValue: root), let model = values.value(of: property) else { continue }
            let (_, sub) = splitKeyPath(keyPath)
            if let sub {
                guard let part = model.component(sub) else { continue }
                values.apply(property, model.replacing(sub, with: presentedValue(keyPath, model: part, at: now)))
            } else {
                values.apply(property, presentedValue(keyPath, model: model, at: now))
            }
        }
    }

    /// A layer of its own, as shown now: its values with its animations' applied (`presentation()`).
    func applyAnimations(toCopy copy: CALayer, at now: TimeInterval) {
        for (root, keyPath) in animatedRoots {
            guard let model = copy.animatableValue(root) else { continue }
            let (_, sub) = splitKeyPath(keyPath)
            if let sub {
                guard let part = model.component(sub) else { continue }
                copy.setAnimatableValue(root, model.replacing(sub, with: presentedValue(keyPath, model: part, at: now)))
            } else {
                copy.setAnimatableValue(root, presentedValue(keyPath, model: model, at: now))
            }
        }
    }

    /// An animatable property's value by its key path root.
    func animatableValue(_ root: String) -> AnimatedValue? {
        func color(_ c: CGColor?) -> AnimatedValue { .color(c.map(UIColor.init(cgColor:))) }
        switch root {
        case "position": return .point(position)
        case "bounds": return .rect(bounds)
        case "opacity": return .number(CGFloat(opacity))
        case "transform": return .transform3D(transform)
        case "backgroundColor": return color(backgroundColor)
        case "cornerRadius": return .number(cornerRadius)
        case "borderWidth": return .number(borderWidth)
        case "borderColor": return color(borderColor)
        case "shadowColor": return color(shadowColor)
        case "shadowOpacity": return .number(CGFloat(shadowOpacity))
        case "shadowRadius": return .number(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "zPosition": return .number(zPosition)
        case "anchorPoint": return .point(anchorPoint)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch root {
            case "strokeStart": return .number(shape.strokeStart)
            case "strokeEnd": return .number(shape.strokeEnd)
            case "lineWidth": return .number(shape.lineWidth)
            case "lineDashPhase": return .number(shape.lineDashPhase)
            case "fillColor": return color(shape.fillColor)
            case "strokeColor": return color(shape.strokeColor)
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            if root == "startPoint" { return .point(gradient.startPoint) }
            if root == "endPoint" { return .point(gradient.endPoint) }
        }
        if let text = self as? CATextLayer, root == "fontSize" { return .number(text.fontSize) }
        return nil
    }

    /// Sets an animatable property by its key path root (on presentation copies).
    func setAnimatableValue(_ root: String, _ value: AnimatedValue) {
        switch (root, value) {
        case let ("position", .point(p)): position = p
        case let ("bounds", .rect(r)): bounds = r
        case let ("opacity", .number(n)): opacity = Float(n)
        case let ("transform", .transform(t)): setAffineTransform(t)
        case let ("transform", .transform3D(t)): transform = t
        case let ("backgroundColor", .color(c)): backgroundColor = c?.cgColor
        case let ("cornerRadius", .number(n)): cornerRadius = n
        case let ("borderWidth", .number(n)): borderWidth = n
        case let ("borderColor", .color(c)): borderColor = c?.cgColor
        case let ("shadowColor", .color(c)): shadowColor = c?.cgColor
        case let ("shadowOpacity", .number(n)): shadowOpacity = Float(n)
        case let ("shadowRadius", .number(n)): shadowRadius = n
        case let ("shadowOffset", .size(s)): shadowOffset = s
        case let ("zPosition", .number(n)): zPosition = n
        case let ("anchorPoint", .point(p)): anchorPoint = p
        default:
            if let shape = self as? CAShapeLayer {
                switch (root, value) {
                case let ("strokeStart", .number(n)): shape.strokeStart = n
                case let ("strokeEnd", .number(n)): shape.strokeEnd = n
                case let ("lineWidth", .number(n)): shape.lineWidth = n
                case let ("lineDashPhase", .number(n)): shape.lineDashPhase = n
                case let ("fillColor", .color(c)): shape.fillColor = c?.cgColor
                case let ("strokeColor", .color(c)): shape.strokeColor = c?.cgColor
                default: break
                }
            } else if let gradient = self as? CAGradientLayer, case let .point(p) = value {
                if root == "startPoint" { gradient.startPoint = p } else if root == "endPoint" { gradient.endPoint = p }
            } else if let text = self as? CATextLayer, root == "fontSize", case let .number(n) = value {
                text.fontSize = n
            }
        }
    }
}

extension LayerAnimation {
    func stop(finished: Bool) {
        guard !stopped else { return }
        stopped = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        for group in transactions { group.animationEnded() }
        transactions = []
    }
}

extension PresentationValues {
    func value(of property: AnimatedProperty) -> AnimatedValue? {
        switch property {
        case .bounds: .rect(bounds)
        case .position: .point(center)
        case .transform: transform3D.map { .transform3D($0) } ?? .transform(transform)
        case .opacity: .number(alpha)
        case .backgroundColor: .color(backgroundColor)
        case .cornerRadius: .number(cornerRadius)
        case .borderWidth: .number(borderWidth)
        case .borderColor: .color(borderColor)
        case .shadowColor: .color(shadowColor)
        case .shadowOpacity: .number(shadowOpacity)
        case .shadowRadius: .number(shadowRadius)
        case .shadowOffset: .size(shadowOffset)
        }
    }
}

/// The display's frames for layer animations on one run loop: while any
/// layer there has an animation, each frame starts and stops them (their
/// delegates, their transactions' completions) and redraws their windows.
final class LayerAnimationFrames {
    private static let all = LockedValue<[ObjectIdentifier: LayerAnimationFrames]>([:])
    private weak var runLoop: EventRunLoop?
    private var layers: [CALayer] = []
    private var timer: FrameTimer?

    static func frames(on runLoop: EventRunLoop) -> LayerAnimationFrames {
        all.withLock { all in
            if let existing = all[ObjectIdentifier(runLoop)], existing.runLoop === runLoop { return existing }
            let made = LayerAnimationFrames()
            made.runLoop = runLoop
            all = all.filter { $0.value.runLoop != nil }   // run loops that are gone
            all[ObjectIdentifier(runLoop)] = made
            return made
        }
    }

    func watch(_ layer: CALayer) {
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
        guard timer == nil, let runLoop else { return }
        timer = FrameTimer(name: "Core Animation", runLoop: runLoop) { [weak self] now in
            guard let self else { return false }
            self.layers = self.layers.filter { $0.advanceAnimations(at: now) }
            if self.layers.isEmpty { self.timer = nil; return false }
            return true
        }
    }
}
