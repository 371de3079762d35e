import Foundation

/// A control with a title. Drawing shows it highlighted while pressed.
open class UIButton: UIControl {
    /// Apple's raw values.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
    }
    public let buttonType: ButtonType

    public init(type: ButtonType = .system, frame: CGRect = .zero) {
        buttonType = type
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(type: .custom, frame: frame) }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// iOS 14's button with its action: the action's title becomes the button's
    /// title and its handler runs on `.primaryActionTriggered`.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type, frame: .zero)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button's tap is its primary action.
    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A button's own single tap wins over a single-tap recognizer on an
    /// ancestor: that recognizer is not allowed to begin. Apple's "Attaching
    /// gesture recognizers to UIKit controls" gives this rule to UIButton,
    /// UISwitch, UIStepper, UISegmentedControl and UIPageControl — not to every
    /// UIControl — and lets a double tap or a swipe still win.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

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
