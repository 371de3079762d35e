import Foundation

/// `tintColor` as UIKit resolves it (Apple, "tintColor"): "If the system
/// cannot find a non-default color in the hierarchy, it uses a system-defined
/// color" — the first tint set on the view or up its superviews, else the
/// system blue. `tintColorDidChange()` is called on the view whose tint is
/// set and on every subview that inherits it ("the system calls this method
/// on a subview that inherits a changed interaction tint color"); a subview
/// with its own tint keeps it and is not told. Under `.dimmed` the tint is
/// shown desaturated.
extension UIView {
    var resolvedTintColor: UIColor {
        var view: UIView? = self
        var tint: UIColor?
        while let v = view, tint == nil { tint = v.ownTintColor; view = v.superview }
        let color = tint ?? .systemBlue
        guard resolvedTintAdjustmentMode == .dimmed else { return color }
        let grey = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(white: grey, alpha: color.alpha * 0.8)
    }

    var resolvedTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let v = view {
            if v.ownTintAdjustmentMode != .automatic { return v.ownTintAdjustmentMode }
            view = v.superview
        }
        return .normal
    }

    func setOwnTintColor(_ color: UIColor?) {
        let before = resolvedTintColor
        ownTintColor = color
        if resolvedTintColor != before { tintChangedInSubtree() }
    }

    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = resolvedTintColor
        ownTintAdjustmentMode = mode
        if resolvedTintColor != before { tintChangedInSubtree() }
    }

    /// Tells this view, then each subview that inherits its tint, that the tint changed.
    private func tintChangedInSubtree() {
        tintColorDidChange()
        setNeedsRedraw()
        for child in subviews where child.ownTintColor == nil {
            child.tintChangedInSubtree()
        }
    }
}
