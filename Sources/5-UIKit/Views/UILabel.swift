import Foundation

/// Text in a box. Like `UIImageView`, interaction is off by default.
///
/// As UIKit draws a label, the demo draws it: the lines centred vertically in
/// the bounds, each aligned by ``textAlignment``; text wrapped at word
/// boundaries onto at most ``numberOfLines`` lines (0 is no limit), the last
/// one cut with "…" when the text does not fit (UIKit's default
/// `.byTruncatingTail`), in ``font`` at its size — no smaller than the
/// demo's 12-pixel floor for text read on video (Behaviour §8).
open class UILabel: UIView {
    /// `false`: a label receives no touches unless you turn interaction on.
    open override class var defaultUserInteractionEnabled: Bool { false }
    /// The text that the label displays.
    public var text: String? { didSet { setNeedsRedraw(); invalidateIntrinsicContentSize() } }
    /// The colour of the text; black by default, and again after setting `nil`.
    public var textColor: UIColor! {
        get { _textColor }
        set { _textColor = newValue ?? .black; setNeedsRedraw() }
    }
    private var _textColor: UIColor = .black
    /// The font of the text: the system font at 17 points (UIKit's body
    /// size) by default. Setting `nil` restores the default, as in UIKit.
    public var font: UIFont! {
        get { _font }
        set { _font = newValue ?? Self.defaultFont; setNeedsRedraw(); invalidateIntrinsicContentSize() }
    }
    private var _font: UIFont = UILabel.defaultFont
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// How the lines sit horizontally; `.natural` (left, for English) by default.
    public var textAlignment: NSTextAlignment = .natural { didSet { setNeedsRedraw() } }
    /// The most lines the text may take; 1 by default, 0 for as many as it needs.
    public var numberOfLines: Int = 1 { didSet { setNeedsRedraw(); invalidateIntrinsicContentSize() } }
    /// The width at which a multi-line label's text wraps in layout; 0 (the
    /// default) for the label's own width (Layout/UILabel+IntrinsicSize.swift).
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The text's measured size, wrapped at ``preferredMaxLayoutWidth`` (Layout/UILabel+IntrinsicSize.swift).
    open override var intrinsicContentSize: CGSize { textContentSize }
    /// The text's size wrapped at `size.width` (a multi-line label; 0 or less
    /// for no limit), at most ``numberOfLines`` lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude ? size.width : nil)
    }
    /// Measurements kept for the text as it is (UILabel+IntrinsicSize.swift).
    var measuredTexts: [MeasuredText] = []

    /// With the automatic preferred width, the text wraps at the label's
    /// own width: a new width is a new intrinsic height.
    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        if numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && oldSize.width != bounds.width { invalidateIntrinsicContentSize() }
    }
}
