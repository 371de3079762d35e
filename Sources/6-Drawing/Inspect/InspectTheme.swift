import Foundation

/// The inspect mode's colours: one accent no other overlay uses (lime), so
/// a glance tells "this is the inspector, not UIKit", and orange for a
/// value a switch changed.
enum InspectTheme {
    static let accent = RGBA(hex: 0x84CC16)
    static let switched = RGBA(hex: 0xFB923C)
    static let halo = RGBA(hex: 0x0B1020, alpha: 0.85)
}
