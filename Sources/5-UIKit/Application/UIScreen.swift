import Foundation

/// The device screen. Its size is the iPhone the seeds' traces were captured
/// on (430×932 points: 004's `viewb`, 100×100 and centred, is at (165 416)).
/// Views made by `loadView()` and windows made without a frame take this size.
public final class UIScreen: Sendable {
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 430, height: 932))
    public let bounds: CGRect
    public init(bounds: CGRect) { self.bounds = bounds }
}
