import Foundation

/// A button's titles and title colours per state, and the rule that picks
/// the one shown.
///
/// Apple's `setTitle(_:for:)`: "At a minimum, set the value for the normal
/// state. If you don't specify a title for the other states, the button uses
/// the title associated with the normal state"; `title(for:)` returns "the
/// title associated with the normal state" when none was set for the state
/// asked; `setTitleColor(_:for:)`: "if a property is not specified for a
/// state, the default is to use the normal value. If the normal value is not
/// set, then the property defaults to a system value." The state is looked
/// up whole: a button both selected and highlighted shows the title set for
/// `[.selected, .highlighted]`, else the normal one — not the selected one
/// (Behaviour §15).
struct ButtonStateContent {
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    /// The label, made on first use and kept.
    var label: UILabel?

    func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }
    func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    var existingLabel: UILabel? { label }
}

/// The button's title label. It is not one of the button's subviews here
/// (on iOS a `UIButtonLabel` is): a subview would add a visit to every
/// hit-test trace through a button, which the seeds' logs never show. Its
/// text and colour follow the button's state; its font is the app's to set.
final class ButtonTitleLabel: UILabel {}

extension UIButton {
    /// UIKit's system button font: 15-point system (the label's font until the app sets one).
    static let defaultTitleFont = UIFont.systemFont(ofSize: 15)

    /// The "system value" of the title colour when the app set none: white on
    /// a custom button, the system blue (the default tint) on the others.
    var defaultTitleColor: UIColor { buttonType == .custom ? .white : .systemBlue }

    /// The state changed (or a title, colour or configuration did): the
    /// label shows the state's title, the configuration handler runs.
    func stateDidChange() {
        syncTitleLabel()
        updateConfiguration()
        setNeedsRedraw()
    }

    /// "The titleLabel property returns a value even if the button has not
    /// been displayed yet" (Apple's `titleLabel`): made on first use.
    func madeTitleLabel() -> UILabel {
        if let label = stateContent.label { return label }
        let made = ButtonTitleLabel()
        made.textAlignment = .center
        made.font = UIButton.defaultTitleFont
        stateContent.label = made
        syncTitleLabel()
        return made
    }

    func syncTitleLabel() {
        guard let label = stateContent.existingLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
    }

    /// The colour the app chose for the title shown now, if it chose one
    /// (the demo keeps its own look for buttons that set none).
    @_spi(TouchLab) public var chosenTitleColor: UIColor? {
        configuration?.baseForegroundColor ?? stateContent.titleColor(for: state)
    }
    /// The title font the app chose, if it set one on ``titleLabel``.
    @_spi(TouchLab) public var chosenTitleFont: UIFont? {
        guard let font = stateContent.existingLabel?.font, font != UIButton.defaultTitleFont else { return nil }
        return font
    }
}
