import Foundation

/// The control events of text entry and menus, with Apple's raw values
/// (`UIControlEvents`: `EditingDidBegin = 1 << 16` … `EditingDidEndOnExit
/// = 1 << 19`). A control sends them itself with `sendActions(for:)` — a
/// text field when it becomes and resigns first responder — in the order
/// of `UIControl.eventOrder` (Behaviour §15).
extension UIControl.Event {
    /// A touch initiating an editing session in a control.
    public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
    /// A touch making an editing change in a control.
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
    /// A touch ending an editing session in a control.
    public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
    /// A touch ending an editing session in a control with the Return key.
    public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
    /// All editing events.
    public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
    /// A menu action of the control was triggered (iOS 14).
    public static let menuActionTriggered = UIControl.Event(rawValue: 1 << 14)
    /// Events the app may use for its own purposes.
    public static let applicationReserved = UIControl.Event(rawValue: 0x0F00_0000)
    /// Events reserved for the system.
    public static let systemReserved = UIControl.Event(rawValue: 0xF000_0000)
}
