import Foundation

extension CALayer {
    /// A property of a layer of its own changed. As on iOS, the change
    /// animates implicitly — for `CATransaction.animationDuration()` (0.25 s),
    /// from what is shown now to the new value — unless the transaction
    /// disables actions; a view's own layer never gets here (its changes
    /// animate only inside `UIView.animate`), nor does a presentation copy.
    /// Only a layer in a window's tree animates: elsewhere there is no clock to move it.
    func noteChange(_ key: String, _ old: AnimatedValue, _ new: AnimatedValue) {
        defer { layerChanged() }
        guard modelLayer == nil, delegate == nil, old != new, !CATransaction.disableActions(),
              let host = hostView, let now = host.animationRunLoop?.clock.now else { return }
        let shown = layerAnimations.isEmpty ? old : presentedValue(key, model: old, at: now)
        let animation = CABasicAnimation(keyPath: key)
        animation.fromAnimated = shown
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(animation, forKey: key)
    }

    /// A copy of a layer of its own as it is shown now, its animations applied.
    func standalonePresentation<T: CALayer>() -> T? {
        let copy = T.init(layer: self)
        copy.modelLayer = self
        if !layerAnimations.isEmpty { applyAnimations(toCopy: copy, at: animationClockNow) }
        return copy
    }
}
