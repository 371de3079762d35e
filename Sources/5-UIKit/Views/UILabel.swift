import Foundation

/// A line of text. Like `UIImageView`, interaction is off by default.
open class UILabel: UIView {
    open override class var defaultUserInteractionEnabled: Bool { false }
    public var text: String? { didSet { setNeedsDisplay() } }
    public var textColor: UIColor = .black { didSet { setNeedsDisplay() } }
    @_spi(TouchLab) public var fontSize: CGFloat = 17 { didSet { setNeedsDisplay() } }
}
