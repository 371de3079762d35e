import UIKit
import UIKitHeadless

/// The stage the Dynamics client tests share: a window on the headless
/// driver whose root controller's full-screen view is the reference view,
/// and plain square items placed by their centre — the way apps set up a
/// `UIDynamicAnimator` over a view controller's view.
func dynamicsStage() throws -> (HeadlessDriver, UIView) {
    let driver = try HeadlessDriver()
    let controller = UIViewController()
    driver.makeWindow(rootViewController: controller)
    return (driver, controller.view)
}

/// A `side` × `side` item centred at `center`, added to `view`.
func square(_ side: CGFloat, at center: CGPoint, in view: UIView) -> UIView {
    let square = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    square.center = center
    view.addSubview(square)
    return square
}
