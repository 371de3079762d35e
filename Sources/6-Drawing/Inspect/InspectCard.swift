import Foundation

/// What the inspect mode's card says about one recognizer or view: its
/// switches, one row each, with the value now and whether a what-if changed
/// it from how the scene was built. The demo fills it in; this module only
/// draws it (the what-if model lives above drawing, in the demo).
public struct InspectCard: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// The property, as UIKit names it (`cancelsTouchesInView`).
        public var name: String
        /// The value as UIKit logs it (`YES`, `NO`, `0.011`).
        public var value: String
        /// What the value was as built, when a switch changed it.
        public var builtValue: String?
        /// A few words on what the value does (`the view's touch is cancelled on recognition`).
        public var note: String
        public init(name: String, value: String, builtValue: String? = nil, note: String) {
            self.name = name; self.value = value; self.builtValue = builtValue; self.note = note
        }
    }

    /// `RECOGNIZER` or `VIEW`.
    public var kind: String
    /// `tap · UITapGestureRecognizer`
    public var title: String
    /// `on superview` / `in root`
    public var subtitle: String
    public var rows: [Row]
    /// Every switch flipped in this scene, as trace lines say them (`tap.cancelsTouchesInView = NO`).
    public var sceneSwitches: [String]

    public init(kind: String, title: String, subtitle: String, rows: [Row], sceneSwitches: [String] = []) {
        self.kind = kind; self.title = title; self.subtitle = subtitle; self.rows = rows; self.sceneSwitches = sceneSwitches
    }
}
