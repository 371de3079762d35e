import Foundation

/// Where a label puts its lines horizontally. Raw values as iOS's.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width; the last line is left-aligned. Drawn as `.left` here.
    case justified = 3
    /// The script's own direction: left-aligned, as for English. The default.
    case natural = 4
}
