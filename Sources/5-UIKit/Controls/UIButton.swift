import Foundation

/// A control with a title. Drawing shows it highlighted while pressed.
open class UIButton: UIControl {
    /// Apple's raw values.
    public enum ButtonType: Int, Sendable {
        /// No button style.
        case custom = 0
        /// A system style button, such as those shown in navigation bars and toolbars.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button that has a light background.
        case infoLight = 3
        /// An information button that has a dark background.
        case infoDark = 4
        /// A contact add button.
        case contactAdd = 5
        /// A close button to dismiss panels and views.
        case close = 7
    }
    /// The button type, fixed when the button is made.
    public private(set) var buttonType: ButtonType

    /// UIKit's designated initializer: a custom button with the given frame.
    /// Subclasses override it (with `required init?(coder:)`) as on iOS; the
    /// type initializers below go through it (Behaviour §8).
    public override init(frame: CGRect = .zero) {
        buttonType = .custom
        super.init(frame: frame)
    }
    /// Makes a custom button from an archive.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Makes a button of the given type, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// iOS 14's button with its action: the action's title becomes the button's
    /// title and its handler runs on `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        setPrimaryAction(primaryAction)
    }

    /// iOS 14's custom button with a frame and its action (see ``init(type:primaryAction:)``).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        setPrimaryAction(primaryAction)
    }

    private func setPrimaryAction(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// A button's tap is its primary action.
    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A button's own single tap wins over a single-tap recognizer on an
    /// ancestor: that recognizer is not allowed to begin. Apple's "Attaching
    /// gesture recognizers to UIKit controls" gives this rule to UIButton,
    /// UISwitch, UIStepper, UISegmentedControl and UIPageControl — not to every
    /// UIControl — and lets a double tap or a swipe still win.
    ///
    /// A tap that does not cancel touches in its view (`cancelsTouchesInView
    /// = false`) takes nothing from the button, so it is not held back: both
    /// fire, the tap first (a published iOS log, Behaviour §6: "view tapped",
    /// then "button clicked").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self, tap.cancelsTouchesInView,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Titles per state (UIButton+StateContent.swift has the table and its rule)

    /// What the app set per state: titles and title colours (Apple's
    /// `setTitle(_:for:)`: a state with none uses the normal state's).
    var stateContent = ButtonStateContent()

    /// Sets the title to use for the specified state; `nil` removes it.
    open func setTitle(_ title: String?, for state: UIControl.State = .normal) {
        stateContent.titles[state.rawValue] = title
        stateDidChange()
        invalidateIntrinsicContentSize()
    }
    /// The title for the state; with none set for it, the normal state's (Apple's `title(for:)`).
    open func title(for state: UIControl.State) -> String? { stateContent.title(for: state) }
    /// Sets the colour of the title for the specified state; `nil` removes it.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        stateContent.titleColors[state.rawValue] = color
        stateDidChange()
    }
    /// The title colour for the state; with none set for it, the normal state's,
    /// else the system's (white on a custom button, the tint on the others).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        stateContent.titleColor(for: state) ?? defaultTitleColor
    }
    /// The title shown now: the one for the button's ``UIControl/state``
    /// (the configuration's, if the button has one with a title).
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }
    /// The label that shows ``currentTitle`` in ``currentTitleColor``
    /// (see `UIButton+StateContent.swift`).
    open var titleLabel: UILabel? { madeTitleLabel() }

    /// Re-reads the title, its colour and the configuration when the state changes.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Re-reads the title, its colour and the configuration when the state changes.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Re-reads the title, its colour and the configuration when the state changes.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }

    // MARK: Size (Layout/UIButton+ContentSize.swift)

    /// The margins around all of the button's content. Apple: "The button
    /// uses this property to determine intrinsicContentSize and
    /// sizeThatFits(_:)". Zero by default (UIKit's own 6-point padding above
    /// and below the title then applies).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize(); setNeedsRedraw() } }
    /// Moves and resizes the title's drawing rectangle. Apple: "The button
    /// does not use this property to determine intrinsicContentSize and
    /// sizeThatFits(_:)".
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsRedraw() } }
    /// Moves and resizes the image's rectangle; like the title's, not part of the button's size.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsRedraw() } }
    /// The title's measured size plus the content insets.
    open override var intrinsicContentSize: CGSize { contentFittingSize }
    /// The title's measured size plus the content insets, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize }

    // MARK: Configuration (iOS 15; UIButton+Configuration.swift)

    /// The button's configuration; setting one makes the button draw it.
    open var configuration: UIButton.Configuration? { didSet { stateDidChange(); invalidateIntrinsicContentSize() } }
    /// Called when the button's state changes, to change its configuration.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// Asks for ``updateConfiguration()``; UIKit calls it before the next
    /// layout, here it runs now (there is no frame in between to see the difference).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Runs ``configurationUpdateHandler``; override to change the configuration by the state.
    open func updateConfiguration() {
        guard !updatingConfiguration else { return }
        updatingConfiguration = true
        configurationUpdateHandler?(self)
        updatingConfiguration = false
    }
    private var updatingConfiguration = false
}

extension UIControl {
    /// The state of a control: normal, highlighted, disabled, selected. Raw values as Apple's.
    public struct State: OptionSet, Sendable {
        /// The state as bits: highlighted 1, disabled 2, selected 4.
        public let rawValue: UInt
        /// Makes a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// The state while a touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The state of a control that is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The selected state.
        public static let selected = State(rawValue: 1 << 2)
    }
}
