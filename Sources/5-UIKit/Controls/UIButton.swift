import Foundation

/// A control with a title. Drawing shows it highlighted while pressed.
open class UIButton: UIControl {
    public enum ButtonType: Sendable { case custom, system }
    public let buttonType: ButtonType

    public init(type: ButtonType = .system, frame: CGRect = .zero) {
        buttonType = type
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(type: .custom, frame: frame) }

    private var titles: [UInt: String] = [:]
    public func setTitle(_ title: String?, for state: UIControl.State = .normal) {
        titles[state.rawValue] = title
        setNeedsDisplay()
    }
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    public var currentTitle: String? {
        (isHighlighted ? titles[UIControl.State.highlighted.rawValue] : nil) ?? titles[UIControl.State.normal.rawValue]
    }
}

extension UIControl {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}
