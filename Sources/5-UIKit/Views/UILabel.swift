import Foundation

/// A line of text. Like `UIImageView`, interaction is off by default.
open class UILabel: UIView {
    /// `false`: a label receives no touches unless you turn interaction on.
    open override class var defaultUserInteractionEnabled: Bool { false }
    /// The text that the label displays.
    public var text: String? { didSet { setNeedsDisplay() } }
    /// The colour of the text; black by default.
    public var textColor: UIColor = .black { didSet { setNeedsDisplay() } }
    /// The size of the font in points; 17 by default, UIKit's body size.
    @_spi(TouchLab) public var fontSize: CGFloat = 17 { didSet { setNeedsDisplay() } }
}
