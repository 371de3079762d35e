import Foundation

/// How the ends of stroked open lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point (the default).
    case butt = 0
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How the corners of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, cut off past the miter limit (the default).
    case miter = 0
    /// A rounded corner.
    case round
    /// A flattened corner.
    case bevel
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the non-zero winding rule.
    case fill = 0
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke only.
    case stroke
    /// Fill (winding), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

/// How what is drawn mixes with what is there.
/// Each maps to the Cairo operator of the same name (`plusDarker`, which Cairo lacks, draws as `.normal`).
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiplied colours.
    case multiply
    /// Inverted, multiplied, inverted.
    case screen
    /// Multiply or screen by the destination.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightened destination.
    case colorDodge
    /// Darkened destination.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference.
    case difference
    /// A softer difference.
    case exclusion
    /// The source's hue.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// Clears what is drawn over.
    case clear
    /// Replaces the destination.
    case copy
    /// The source where the destination is.
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination where the source is not.
    case destinationOut
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Either, not both.
    case xor
    /// Drawn as `.normal` (Cairo has no such operator).
    case plusDarker
    /// Added colours.
    case plusLighter
}

/// How images are resampled when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// Smooth (Cairo's good filter).
    case `default` = 0
    /// Nearest pixel: hard edges when scaled up.
    case none
    /// Smooth.
    case low
    /// Smooth.
    case medium
    /// Smooth.
    case high
}
