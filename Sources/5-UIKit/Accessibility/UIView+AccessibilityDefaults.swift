import Foundation

/// A view's accessibility when the app sets nothing (Apple's
/// `isAccessibilityElement`: "The default value for this property is false
/// unless the receiver is a standard UIKit control, in which case the value is
/// true"; `accessibilityLabel`: "The default value … is nil unless the
/// receiver is a UIKit control, in which case the value is a label derived
/// from the control's title"; `accessibilityTraits`: "none unless the
/// receiver is a UIKit control, in which case the value is the set of traits
/// associated with the control"; `accessibilityFrame`: the view's frame "in
/// screen coordinates"). A label is read as its text, with the static-text
/// trait; an image view has the image trait (Behaviour §15).
extension UIView {
    var defaultIsAccessibilityElement: Bool { self is UIControl || self is UILabel }

    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.currentTitle }
        return nil
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if self is UIButton { traits.insert(.button) }
        if self is UILabel { traits.insert(.staticText) }
        if self is UIImageView { traits.insert(.image) }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// The bounds in the window's coordinates, which are the screen's (the window fills it).
    var defaultAccessibilityFrame: CGRect {
        guard let window else { return frame }
        let inWindow = convert(bounds, to: window)
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
