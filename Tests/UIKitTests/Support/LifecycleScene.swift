import Foundation
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 7's setup: `v`, a 200×200 view inside `container` inside the
/// controller's view, logging every touches call it gets.
final class LifecycleScene {
    let driver: HeadlessDriver
    let controller = UIViewController()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let v = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    let p = CGPoint(x: 100, y: 100)

    init() throws {
        driver = try HeadlessDriver()
        driver.makeWindow(rootViewController: controller)
        controller.view.addSubview(container)
        container.addSubview(v)
    }

    /// A double-tap recognizer (`dt` in the issue).
    static func doubleTap() -> UITapGestureRecognizer {
        let dt = UITapGestureRecognizer()
        dt.numberOfTapsRequired = 2
        return dt
    }
}

/// Logs `began`, `moved`, `ended`, `cancelled` as the calls arrive.
final class TouchRecordingView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("cancelled") }
}
