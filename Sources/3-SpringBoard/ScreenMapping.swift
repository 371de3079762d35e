/// Where the phone's screen is in the X window, and how many pixels a point
/// is there: SpringBoard's stand-in for the display's geometry, which on a
/// device turns the digitizer's pixels into the points UIKit sees.
///
///     point = (pixel − origin) / scale        pixel = origin + point × scale
///
/// The demo draws a 430×932-point screen (the seeds' device) scaled into its
/// window; views, traces and scripts stay in points.
public struct ScreenMapping: Sendable, Equatable {
    /// The screen's top-left in window pixels.
    public var originX: Double
    public var originY: Double
    /// Window pixels per point.
    public var scale: Double

    public init(originX: Double = 0, originY: Double = 0, scale: Double = 1) {
        self.originX = originX; self.originY = originY
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    public static let identity = ScreenMapping()

    public func toPoints(x: Double, y: Double) -> (x: Double, y: Double) {
        ((x - originX) / scale, (y - originY) / scale)
    }

    public func toPixels(x: Double, y: Double) -> (x: Double, y: Double) {
        (originX + x * scale, originY + y * scale)
    }
}
