import Foundation
import RunLoop
import Synchronization
@_spi(TouchLab) import UIKit

/// The app the engine benchmarks dispatch into, built one way for all of
/// them so that their numbers stay comparable: a 400×400 window on a
/// controller, the 10×10 grid of `EngineScenes.grid` with `target` at its
/// centre, and any key ends the run (`QuitOnKey`).
struct GridApp {
    let application: UIApplication
    let window: UIWindow
    let target = CountingView()

    init(portCapacity: Int = 4096) throws {
        application = try UIApplication(portCapacity: portCapacity)
        window = UIWindow(windowScene: UIWindowScene(application: application), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        EngineScenes.grid(in: window, view: target)
        application.delegate = QuitOnKey(application)
    }

    /// A point inside `target`, in the window's coordinates.
    var pointInTarget: CGPoint { target.convert(CGPoint(x: 20, y: 20), to: nil) }

    /// Keeps `asleep` true while the app's loop sleeps in ppoll: the latency
    /// benchmarks send each sample only then, so every sample pays the wake-up
    /// a real touch pays.
    func watchSleep(_ asleep: LoopAsleep) {
        application.runLoop.add(RunLoopObserver(name: "asleep", activities: [.beforeWaiting, .afterWaiting]) {
            asleep.flag.store($0 == .beforeWaiting, ordering: .releasing)
        }, forMode: .common)
    }
}

/// Whether a run loop is asleep, written by its thread and read by a sender's.
final class LoopAsleep: Sendable {
    let flag = Atomic<Bool>(false)
    /// Spins (yielding) until the loop is asleep.
    func wait() { while !flag.load(ordering: .acquiring) { sched_yield() } }
}

/// The scenes the engine benchmarks dispatch into.
enum EngineScenes {
    /// A 10×10 grid of 100 views on the root; returns the leaf the touch lands on.
    @discardableResult
    static func grid(in window: UIWindow, view target: UIView) -> UIView {
        let root = window.rootViewController!.view!
        for row in 0..<10 {
            for column in 0..<10 {
                let view = (row == 5 && column == 5) ? target : UIView()
                view.frame = CGRect(x: column * 40, y: row * 40, width: 40, height: 40)
                root.addSubview(view)
            }
        }
        return target
    }

    /// A tree of exactly `count` views, `depth` levels deep, each level
    /// splitting its parent into 3 or 2 tiles, so every hit goes to the bottom.
    static func deepTree(count: Int = 10_000, depth: Int = 10, size: CGSize = CGSize(width: 1000, height: 1000)) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var made = 1
        var level: [UIView] = [root]
        for d in 0..<depth {
            let split = d % 2 == 0 ? 3 : 2
            var next: [UIView] = []
            for parent in level {
                for i in 0..<split where made < count {
                    let b = parent.bounds
                    let frame = d % 2 == 0
                        ? CGRect(x: b.width * CGFloat(i) / CGFloat(split), y: 0, width: b.width / CGFloat(split), height: b.height)
                        : CGRect(x: 0, y: b.height * CGFloat(i) / CGFloat(split), width: b.width, height: b.height / CGFloat(split))
                    let child = UIView(frame: frame)
                    parent.addSubview(child)
                    next.append(child)
                    made += 1
                }
            }
            level = next
        }
        // Fill up to `count` with leaves on the last level's views.
        var i = 0
        while made < count, !level.isEmpty {
            let parent = level[i % level.count]
            parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
            made += 1; i += 1
        }
        return root
    }

    static func countViews(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + countViews($1) } }
    /// Levels below the root.
    static func depth(_ v: UIView) -> Int { v.subviews.map { 1 + depth($0) }.max() ?? 0 }
}

/// A view that counts its touches and notes when `touchesBegan` arrived.
final class CountingView: UIView {
    var began = 0, moved = 0, ended = 0
    var onBegan: (() -> Void)?
    var onEnded: (() -> Void)?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { began += 1; onBegan?() }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { moved += 1 }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ended += 1; onEnded?() }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ended += 1; onEnded?() }
}
