import Foundation
@_spi(TouchLab) import UIKit

/// Every colour and size the demo draws with, in one place, so a screenshot
/// looks the same wherever it is taken and tests can ask "is the cancelled
/// colour at this pixel?" without repeating hex values.
///
/// The phase colours follow one rule a viewer learns once: green = began,
/// blue = moved, grey = ended, magenta = cancelled (chosen because no seed
/// view uses it, so a cancel can't be mistaken for a background).
public struct DrawingTheme: Equatable, Sendable {
    // Chrome
    public var background = RGBA(hex: 0x0B1020)
    public var panel = RGBA(hex: 0x141B2D)
    public var panelBorder = RGBA(hex: 0x253150)
    public var panelTitle = RGBA(hex: 0x8EA0C2)
    public var textPrimary = RGBA(hex: 0xE8ECF4)
    public var textSecondary = RGBA(hex: 0xA3AEC4)
    public var textMuted = RGBA(hex: 0x66738F)
    public var bezel = RGBA(hex: 0x05070D)
    public var bezelEdge = RGBA(hex: 0x2F3A57)
    /// What shows where no view draws (iOS's grouped background, so
    /// coloured views and dark labels both stay readable).
    public var screen = RGBA(hex: 0xF2F2F7)

    // Views
    public var viewOutline = RGBA(hex: 0x000000, alpha: 0.16)
    public var ghostOutline = RGBA(hex: 0x5B6478, alpha: 0.85)
    public var viewLabelBackground = RGBA(hex: 0x0B1020, alpha: 0.62)
    public var viewLabelText = RGBA(hex: 0xFFFFFF)
    public var imageHatch = RGBA(hex: 0x8A94A6, alpha: 0.55)
    public var imageFill = RGBA(hex: 0xDDE1E8)

    // The touch and the hit-test path
    public var touchFill = RGBA(hex: 0xFFFFFF, alpha: 0.38)
    public var touchRing = RGBA(hex: 0x0EA5E9)
    public var trail = RGBA(hex: 0x0EA5E9)
    public var hitView = RGBA(hex: 0xFFB020)
    public var visited = RGBA(hex: 0x3B82F6)
    public var rejected = RGBA(hex: 0xEF4444)
    public var declined = RGBA(hex: 0xF97316)

    // Phases
    public var began = RGBA(hex: 0x22C55E)
    public var moved = RGBA(hex: 0x3B82F6)
    public var ended = RGBA(hex: 0x94A3B8)
    public var cancelled = RGBA(hex: 0xFF1FA0)
    public var held = RGBA(hex: 0xFDE047)

    // Recognizer states
    public var possible = RGBA(hex: 0x64748B)
    public var recognized = RGBA(hex: 0xA855F7)
    public var failed = RGBA(hex: 0x3F4656)

    // Pipeline strip
    public var stageIdle = RGBA(hex: 0x1C2540)
    public var stageLit = RGBA(hex: 0x22D3EE)
    public var stageLitFill = RGBA(hex: 0x0E7490)

    // Sizes (device pixels)
    public var cornerRadius: Double = 10
    public var hitOutlineWidth: Double = 4
    public var touchRadius: Double = 22

    public init() {}

    public static let standard = DrawingTheme()

    /// The colour of a touches method: stationary reads as moved.
    public func color(for phase: UITouch.Phase) -> RGBA {
        switch phase {
        case .began: began
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: moved
        case .ended: ended
        case .cancelled: cancelled
        }
    }
}
