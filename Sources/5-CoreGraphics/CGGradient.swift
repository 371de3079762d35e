import Foundation

/// Foundation on Linux has no Core Foundation types; iOS code passes a
/// gradient's colours as `[c1, c2] as CFArray`, which this makes an array of `Any`.
public typealias CFArray = [Any]

/// Colours at locations 0…1, for `drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    // @unchecked: immutable after init.
    let stops: [(location: CGFloat, color: CGColor)]

    /// Makes a gradient from colours, spread evenly when `locations` is nil.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty else { return nil }
        stops = Self.stops(list, locations)
    }
    /// Makes a gradient from component arrays (grey+alpha or RGBA per stop).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { i in CGColor(colorSpace: space, components: components + i * n)! }
        stops = Self.stops(colors, locations)
    }

    private static func stops(_ colors: [CGColor], _ locations: UnsafePointer<CGFloat>?) -> [(CGFloat, CGColor)] {
        colors.enumerated().map { i, c in
            (locations.map { $0[i] } ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1)), c)
        }
    }
}

/// Whether a gradient's end colours extend past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32
    /// Makes the options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill after the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
