import UIKit

/// iOS habits inside an experiment: a Foundation `Timer` in the default mode,
/// one in `.common` modes, and `DispatchQueue.main` — all on the main thread,
/// in the engine's run loop. Drag the list: the run loop enters its tracking
/// mode, and the default-mode timer stops until you let go.
final class TimersViewController: UIViewController, UIScrollViewDelegate {
    private let defaultLabel = UILabel(), commonLabel = UILabel()
    private var defaultTicks = 0, commonTicks = 0
    private var timers: [Timer] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (label, y) in [(defaultLabel, 90.0), (commonLabel, 140.0)] {
            label.frame = CGRect(x: 30, y: y, width: 370, height: 40)
            view.addSubview(label)
        }
        let list = UIScrollView(frame: CGRect(x: 30, y: 200, width: 370, height: 500))
        list.accessibilityIdentifier = "list"
        list.backgroundColor = .systemGray3
        list.contentSize = CGSize(width: 370, height: 1500)
        list.delegate = self
        view.addSubview(list)

        let later = UIButton(type: .system, primaryAction: UIAction(title: "Later") { _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                print("asyncAfter ran, on the main thread: \(Thread.isMainThread)")
            }
        })
        later.frame = CGRect(x: 30, y: 730, width: 370, height: 50)
        later.backgroundColor = .systemBlue
        view.addSubview(later)

        // A timer's block is @Sendable (Foundation may fire a timer on any
        // thread's run loop); these two are scheduled on the main thread's,
        // where this controller lives, so it is safe to hand it in.
        nonisolated(unsafe) unowned let controller = self
        // scheduledTimer: the default mode, as on iOS.
        let defaultTimer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
            controller.defaultTicks += 1
            controller.defaultLabel.text = "default mode: \(controller.defaultTicks) ticks"
            print("default tick \(controller.defaultTicks)")
        }
        // The iOS idiom for a timer that keeps going while scrolling: add it to the common modes too.
        let commonTimer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
            controller.commonTicks += 1
            controller.commonLabel.text = "common modes: \(controller.commonTicks) ticks"
            print("common tick \(controller.commonTicks)")
        }
        RunLoop.main.add(commonTimer, forMode: .common)
        timers = [defaultTimer, commonTimer]
        DispatchQueue.main.async { print("main queue ran") }
    }

    deinit { timers.forEach { $0.invalidate() } }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { print("drag began") }

    /// Stop where the finger lets go: no momentum, so the loop leaves tracking
    /// mode when the drag ends (a flick would keep it there while it decelerates).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = scrollView.contentOffset
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { print("drag ended") }
}
