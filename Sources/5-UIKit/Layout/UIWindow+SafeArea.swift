import Foundation

extension UIWindow {
    /// The screen's unsafe edges on the seeds' device (iPhone 14/15 Pro Max,
    /// 430×932 points, portrait): 59 points at the top (status bar around the
    /// Dynamic Island), 34 at the bottom (home indicator), none at the sides.
    /// Measured on device and published by developers (Behaviour §Layout).
    static let screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// The window's own safe area: how far the screen's unsafe edges reach
    /// into it, where it sits on the screen.
    var windowSafeAreaInsets: UIEdgeInsets {
        let screen = UIScreen.main.bounds
        guard screen.size == CGSize(width: 430, height: 932) else { return .zero }
        let safe = screen.inset(by: Self.screenSafeAreaInsets)
        let f = frame
        return UIEdgeInsets(top: max(0, min(f.height, safe.minY - f.minY)), left: max(0, min(f.width, safe.minX - f.minX)),
                            bottom: max(0, min(f.height, f.maxY - safe.maxY)), right: max(0, min(f.width, f.maxX - safe.maxX)))
    }
}
