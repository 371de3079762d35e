import Foundation
import UIKit

/// Auto Layout's figures (issue 28, "Fast"): a screen of 200 views in
/// nested stack views laid out from nothing, the same re-laid out after
/// the window changes width, and the bottom sheet's drag — one height
/// constraint's constant changed and laid out per frame of a 125 Hz drag.
@MainActor
enum LayoutBenchmarks {
    /// A fixed-size box, as a label or icon is to the engine.
    final class Box: UIView {
        let size: CGSize
        init(_ size: CGSize) { self.size = size; super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// window → a vertical stack pinned to the safe area → 20 rows, each a
    /// horizontal stack of 9 boxes: 201 views, about 1,400 constraints.
    static func nestedStacks() -> (window: UIWindow, root: UIStackView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
        let root = UIStackView()
        root.axis = .vertical
        root.distribution = .fillEqually
        root.spacing = 4
        root.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(root)
        for row in 0..<20 {
            let boxes = (0..<9).map { Box(CGSize(width: 20 + ($0 + row) % 5 * 6, height: 20)) }
            let stack = UIStackView(arrangedSubviews: boxes)
            stack.distribution = row % 2 == 0 ? .fill : .equalSpacing
            stack.alignment = .center
            stack.spacing = 2
            root.addArrangedSubview(stack)
        }
        NSLayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            root.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            root.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
        ])
        return (window, root)
    }

    static func run(runs: Int, quick: Bool, emit: (Result) -> Void) {
        var first: [Double] = [], again: [Double] = [], drag: [Double] = [], views = 0
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        for run in 1...runs {
            FileHandle.standardError.write(Data("layout run \(run)/\(runs)…\n".utf8))
            for _ in 0..<(quick ? 5 : 20) {
                var built: (window: UIWindow, root: UIStackView)!
                first.append(ms(clock.measure { built = nestedStacks(); built.window.layoutIfNeeded() }))
                views = 0
                built.window.forEachView { _ in views += 1 }
                built.window.frame = CGRect(x: 0, y: 0, width: 400, height: 932)
                again.append(ms(clock.measure { built.window.layoutIfNeeded() }))
            }
            // The bottom sheet: a sheet with a stack of rows, its height
            // constraint following the finger, 125 frames a second.
            let (window, _) = nestedStacks()
            let sheet = UIView()
            sheet.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(sheet)
            let content = UIStackView(arrangedSubviews: (0..<8).map { _ in Box(CGSize(width: 100, height: 44)) })
            content.axis = .vertical
            content.translatesAutoresizingMaskIntoConstraints = false
            sheet.addSubview(content)
            let height = sheet.heightAnchor.constraint(equalToConstant: 300)
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: window.leadingAnchor), sheet.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: window.bottomAnchor), height,
                content.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 16),
                content.leadingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.trailingAnchor),
            ])
            window.layoutIfNeeded()
            let frames = quick ? 250 : 1_250   // 2 s or 10 s of a 125 Hz drag
            var perFrame: [Double] = []
            for frame in 0..<frames {
                let t = Double(frame) / 125
                perFrame.append(ms(clock.measure {
                    height.constant = 300 + 250 * sin(t * 2)
                    window.layoutIfNeeded()
                }))
            }
            drag.append(Stats.median(perFrame) * 1000)
        }
        let firstMedian = Stats.median(first), againMedian = Stats.median(again), dragMedian = Stats.median(drag)
        emit(Result(name: "Auto Layout: \(views) views in nested stack views, built and laid out from nothing", value: firstMedian,
                    unit: "ms", target: "< 2 ms", meetsTarget: firstMedian < 2, note: "UIStackView constraints, safe-area guide, first layoutIfNeeded"))
        emit(Result(name: "the same tree re-laid out after the window changes width", value: againMedian, unit: "ms",
                    target: "< 2 ms", meetsTarget: againMedian < 2, note: "autoresizing constraints' constants moved, dual simplex"))
        emit(Result(name: "bottom sheet drag: a height constraint's constant set + layoutIfNeeded, per 125 Hz frame", value: dragMedian,
                    unit: "µs", target: "< 800 µs (10 % of 8 ms)", meetsTarget: dragMedian < 800, note: "over the 201-view screen"))
    }
}

extension UIView {
    fileprivate func forEachView(_ body: (UIView) -> Void) {
        body(self)
        for child in subviews { child.forEachView(body) }
    }
}
