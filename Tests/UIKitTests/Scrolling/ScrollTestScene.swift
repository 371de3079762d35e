import Foundation
import RunLoop
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A 300×400 scroll view at the window's top-left, its delegate recording
/// every call, and a content view that logs its touches methods.
final class ScrollTestScene {
    let driver: HeadlessDriver
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let content: AllTouchesLoggingView
    let delegate = RecordingScrollDelegate()
    let log = ExperimentLog()

    init(contentSize: CGSize = CGSize(width: 300, height: 100_000)) throws {
        driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        scrollView.contentSize = contentSize
        // At the window's top, under the status bar: without this the safe
        // area would join the content inset (ScrollInsetTests) and the
        // offsets these experiments read would start at -59.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = delegate
        content = AllTouchesLoggingView(frame: CGRect(origin: .zero, size: contentSize), log: log)
        scrollView.addSubview(content)
        controller.view.addSubview(scrollView)
    }

    /// A drag at constant speed, released at full speed (the up comes with
    /// the last move): the pan measures exactly `distance / duration`.
    func flick(from start: CGPoint, by distance: CGPoint, over duration: TimeInterval, steps: Int = 10) {
        driver.drag(from: start, to: CGPoint(x: start.x + distance.x, y: start.y + distance.y),
                    duration: duration, steps: steps)
    }

    /// Lets the content come to rest (a flick at 2,000 points/s settles in under 4 s).
    func settle() { driver.advance(by: 6) }
}

final class RecordingScrollDelegate: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// If set, `scrollViewWillEndDragging` moves the target here.
    var replaceTarget: CGPoint?

    func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewDidScroll(_ s: UIScrollView) {
        offsets.append(s.contentOffset)
        if calls.last != "didScroll" { calls.append("didScroll") }   // one entry per run of them
    }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replaceTarget { targetContentOffset.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating") }
}

/// Logs `began`, `moved`, `ended`, `cancelled` — and never passes them on.
final class AllTouchesLoggingView: UIView {
    let log: ExperimentLog
    init(frame: CGRect, log: ExperimentLog) { self.log = log; super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled") }
}
