import Foundation

extension UIView {
    /// How a view's content fits its bounds when their sizes differ (Apple's `UIView.ContentMode`, same raw values).
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds (the default).
        case scaleToFill = 0
        /// Scaled to fit inside, aspect kept; the rest is clear.
        case scaleAspectFit
        /// Scaled to fill, aspect kept; the overflow shows unless the view clips.
        case scaleAspectFill
        /// Drawn again (`setNeedsDisplay()`) when the bounds change size.
        case redraw
        /// Centred, not scaled.
        case center
        /// At the top edge's middle.
        case top
        /// At the bottom edge's middle.
        case bottom
        /// At the left edge's middle.
        case left
        /// At the right edge's middle.
        case right
        /// In the top-left corner.
        case topLeft
        /// In the top-right corner.
        case topRight
        /// In the bottom-left corner.
        case bottomLeft
        /// In the bottom-right corner.
        case bottomRight

        /// Where content of `size` goes in `bounds` under this mode.
        @_spi(TouchLab) public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw: return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let sx = bounds.width / size.width, sy = bounds.height / size.height
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                let w = size.width * s, h = size.height * s
                return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
            default:
                let x: CGFloat = switch self {
                case .left, .topLeft, .bottomLeft: bounds.minX
                case .right, .topRight, .bottomRight: bounds.maxX - size.width
                default: bounds.midX - size.width / 2
                }
                let y: CGFloat = switch self {
                case .top, .topLeft, .topRight: bounds.minY
                case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                default: bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }

    /// How a view shows its tint colour.
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview does (`.normal` at the top of the tree).
        case automatic = 0
        /// The tint colour as it is.
        case normal
        /// Desaturated, as behind a presented alert.
        case dimmed
    }
}
