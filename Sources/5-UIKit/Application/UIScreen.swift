import Foundation

/// The device screen. Its size is the iPhone the seeds' traces were captured
/// on (430×932 points: 004's `viewb`, 100×100 and centred, is at (165 416)).
/// Views made by `loadView()` and windows made without a frame take this size.
public final class UIScreen: Sendable {
    /// The device's screen: 430×932 points at scale 3, the iPhone the seed traces
    /// were captured on.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 430, height: 932), scale: 3)
    /// The bounding rectangle of the screen, in points.
    public let bounds: CGRect
    /// Pixels per point: 3 on the seeds' device (1290×2796 pixels).
    public let scale: CGFloat
    /// The same here: the device draws at its native scale.
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Makes a screen of the given size in points and pixels per point.
    public init(bounds: CGRect, scale: CGFloat = 1) { self.bounds = bounds; self.scale = scale }
}
