import Foundation
@_spi(TouchLab) import UIKit

/// After the finger lifts: a list that decelerates and bounces, and a strip
/// of pages, each with a delegate that logs UIKit's calls in their order —
/// the last few shown on the phone, all of them in the scene's log.
enum MomentumScenes {
    static var momentum: Scene {
        Scene(
            name: "scroll-momentum", title: "Momentum: deceleration, bounce, paging",
            explanation: "Flick the list: it decelerates (0.998 of its speed kept per ms) and bounces at its ends; a tap "
                + "while it moves stops it and never reaches a row. Flick the pages: they settle on a page. The last delegate calls show below the pages.",
            keysHint: "p: paging · b: bounces · l: directional lock · f: fast/normal rate"
        ) { b in
            let pages = b.add(UIScrollView(), "pages", rect(15, 20, 400, 160), SceneColors.panel)
            for i in 0..<4 {
                b.add(UIView(), "page \(i + 1)", rect(CGFloat(i) * 400 + 10, 10, 380, 140),
                      i % 2 == 0 ? SceneColors.child : UIColor(red: 0.55, green: 0.75, blue: 1, alpha: 1), to: pages)
            }
            pages.contentSize = b.layout.scale(rect(0, 0, 1600, 160)).size
            pages.isPagingEnabled = true

            let calls = (0..<3).map { i in   // tall enough to read under the demo's name badge
                let label = b.add(UILabel(), "delegate call \(i + 1)", rect(15, 204 + CGFloat(i) * 50, 400, 34), .white)
                label.font = .systemFont(ofSize: 13)
                return label
            }
            let shown = DelegateCallLines(labels: calls)
            b.keep(shown)

            let list = b.add(UIScrollView(), "list", rect(15, 360, 400, 420), SceneColors.panel)
            let rows = 40
            for i in 1...rows {
                let shade: CGFloat = i % 2 == 0 ? 0.75 : 0.9
                b.add(UIView(), "row \(i)", rect(10, CGFloat(i - 1) * 60 + 5, 380, 50),
                      UIColor(red: shade, green: shade, blue: 1, alpha: 1), to: list)
            }
            list.contentSize = b.layout.scale(rect(0, 0, 400, CGFloat(rows) * 60 + 10)).size

            for (scrollView, name) in [(pages, "pages"), (list, "list")] {
                let delegate = LoggingScrollDelegate(name: name) { [weak log = b.log] line in log?(line); shown.add(line) }
                scrollView.delegate = delegate
                b.keep(delegate)
            }
            b.key("p", "paging on/off") {
                list.isPagingEnabled.toggle(); pages.isPagingEnabled.toggle()
                return "list.isPagingEnabled = \(list.isPagingEnabled), pages.isPagingEnabled = \(pages.isPagingEnabled)"
            }
            b.key("b", "bounces on/off") {
                list.bounces.toggle(); pages.bounces = list.bounces
                return "bounces = \(list.bounces)"
            }
            b.key("l", "directional lock on/off") {
                list.isDirectionalLockEnabled.toggle(); pages.isDirectionalLockEnabled = list.isDirectionalLockEnabled
                return "isDirectionalLockEnabled = \(list.isDirectionalLockEnabled)"
            }
            b.key("f", "deceleration rate fast/normal") {
                let rate: UIScrollView.DecelerationRate = list.decelerationRate == .normal ? .fast : .normal
                list.decelerationRate = rate; pages.decelerationRate = rate
                return "decelerationRate = \(rate.rawValue)"
            }
        }
    }
}

/// Logs every delegate call but the many `scrollViewDidScroll`s (the trace
/// has those as contentOffset lines), with the velocity and target UIKit passes.
final class LoggingScrollDelegate: UIScrollViewDelegate {
    let name: String
    let log: (String) -> Void
    init(name: String, log: @escaping (String) -> Void) { self.name = name; self.log = log }

    func scrollViewWillBeginDragging(_ s: UIScrollView) { log("\(name): willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let v = velocity, t = targetContentOffset.pointee
        log("\(name): willEndDragging (\(Self.number(v.x)) \(Self.number(v.y)))/ms → (\(Self.number(t.x)) \(Self.number(t.y)))")
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) {
        log("\(name): didEndDragging willDecelerate \(decelerate ? "YES" : "NO")")
    }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { log("\(name): willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) {
        log("\(name): didEndDecelerating at (\(Self.number(s.contentOffset.x)) \(Self.number(s.contentOffset.y)))")
    }

    static func number(_ x: CGFloat) -> String { String(format: "%.2f", Double(x)).replacingOccurrences(of: ".00", with: "") }
}

/// The last few delegate calls, newest at the bottom, on the phone's labels.
final class DelegateCallLines {
    let labels: [UILabel]
    private var lines: [String] = []
    init(labels: [UILabel]) { self.labels = labels }
    func add(_ line: String) {
        lines.append(line)
        if lines.count > labels.count { lines.removeFirst(lines.count - labels.count) }
        for (label, text) in zip(labels, lines + Array(repeating: "", count: labels.count - lines.count)) { label.text = text }
    }
}
