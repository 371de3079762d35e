import Foundation

/// The old layout guides (iOS 7–10), still in iOS code that supports them:
/// `topLayoutGuide.length` is how far down the content may start (the status
/// and navigation bars), `bottomLayoutGuide.length` how far up from the
/// bottom (Apple, `UILayoutSupport.length`; Apple deprecated both for
/// `safeAreaLayoutGuide` in iOS 11). Here they are the safe area's insets,
/// and their anchors the safe area's edges.
public protocol UILayoutSupport: AnyObject {
    /// The guide's length from its edge of the view.
    var length: CGFloat { get }
    /// The guide's top.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

/// One of a controller's two old layout guides.
final class SafeAreaLayoutSupport: UILayoutSupport {
    private weak var controller: UIViewController?
    private let isTop: Bool
    init(_ controller: UIViewController, isTop: Bool) { self.controller = controller; self.isTop = isTop }

    var length: CGFloat {
        guard let view = controller?.viewIfLoaded else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
    var topAnchor: NSLayoutYAxisAnchor {
        let view = controller!.view!
        return isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
    }
    var bottomAnchor: NSLayoutYAxisAnchor {
        let view = controller!.view!
        return isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
    }
}

extension UIViewController {
    /// The old top layout guide: its length is the safe area's top inset.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { SafeAreaLayoutSupport(self, isTop: true) }
    /// The old bottom layout guide: its length is the safe area's bottom inset.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { SafeAreaLayoutSupport(self, isTop: false) }
}
