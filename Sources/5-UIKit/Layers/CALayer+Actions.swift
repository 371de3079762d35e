import Foundation

extension CALayer {
    /// A property of a layer of its own changed: the window redraws (and, in
    /// `CALayer+ImplicitAnimation.swift`, the change may animate).
    func noteChange(_ key: String, _ old: AnimatedValue, _ new: AnimatedValue) {
        layerChanged()
    }

    /// A copy of a layer of its own as it is shown now.
    func standalonePresentation<T: CALayer>() -> T? {
        let copy = T.init(layer: self)
        copy.modelLayer = self
        return copy
    }
}
