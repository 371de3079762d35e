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
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// How what is drawn mixes with what is there.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// How images are resampled when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none, low, medium, high
}
