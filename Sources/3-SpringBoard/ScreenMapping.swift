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
    /// The screen's top edge in window pixels.
    public var originY: Double
    /// Window pixels per point.
    public var scale: Double

    /// A scale that is not a positive finite number is taken as 1, so a bad layout cannot divide
    /// by zero on every event.
    public init(originX: Double = 0, originY: Double = 0, scale: Double = 1) {
        self.originX = originX; self.originY = originY
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Window pixels are points: the phone fills the window (tests, the headless driver).
    public static let identity = ScreenMapping()

    /// Compare mode draws a second phone to the right: its top-left in
    /// window pixels. A pixel right of it maps onto the same points as on
    /// the first phone, so a click on either phone is the same touch.
    public var twinOriginX: Double?

    /// The screen's size in points; nil (the identity mapping, tests, the
    /// headless driver): the window is the screen and has no edge to check.
    public var width: Double?
    /// The screen's height in points; nil: no edge.
    public var height: Double?
    /// No finger can touch down beside a phone's glass, so SpringBoard
    /// drops a press that starts off the screen, with its drag and release
    /// (Behaviour §7). The demo turns it off while its inspect and explain
    /// modes take clicks on the panels beside the phone themselves.
    public var dropsPressesOffScreen = true

    /// Whether a point (in screen points) lies on the screen; always true with no size.
    public func isOnScreen(x: Double, y: Double) -> Bool {
        guard let width, let height else { return true }
        return x >= 0 && y >= 0 && x < width && y < height
    }

    /// A window pixel as screen points; right of `twinOriginX`, measured from the twin's origin.
    public func toPoints(x: Double, y: Double) -> (x: Double, y: Double) {
        let ox = twinOriginX.map { x >= $0 ? $0 : originX } ?? originX
        return ((x - ox) / scale, (y - originY) / scale)
    }

    /// Screen points as a window pixel on the first phone (where the demo draws and injects).
    public func toPixels(x: Double, y: Double) -> (x: Double, y: Double) {
        (originX + x * scale, originY + y * scale)
    }
}
