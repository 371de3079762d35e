import Foundation
import RunLoop
@_spi(TouchLab) import UIKit

/// Scroll views: how they share touches with the controls inside them, and
/// what their tracking mode does to the run loop's timers.
enum ScrollScenes {
    static var buttons: Scene {
        Scene(
            name: "scroll-buttons", title: "A scroll view full of buttons",
            explanation: "Drag quickly from a button: the scroll view scrolls and the button never hears of it. "
                + "Rest on a button for 150 ms first: the button has the touch, and a control is not cancelled, so it stays.",
            keysHint: "d: delaysContentTouches on/off · flick from a button, then press, wait and drag"
        ) { b in
            let scrollView = b.add(UIScrollView(), "scroll view", rect(15, 40, 400, 720), SceneColors.panel)
            let count = 20
            for i in 1...count {
                let button = b.add(UIButton(type: .system), "button \(i)", rect(20, CGFloat(i - 1) * 90 + 10, 360, 70),
                                   SceneColors.child, to: scrollView)
                button.setTitle("Button \(i)")
                button.addAction(for: [.touchDown, .touchUpInside, .touchCancel]) { [weak log = b.log] _, event in
                    log?("button \(i): \(event.names.joined(separator: ", "))")
                }
            }
            scrollView.contentSize = b.layout.scale(rect(0, 0, 400, CGFloat(count) * 90 + 10)).size
            b.key("d", "delaysContentTouches on/off") {
                scrollView.delaysContentTouches.toggle()
                return "delaysContentTouches = \(scrollView.delaysContentTouches)"
            }
        }
    }

    static var timerModes: Scene {
        Scene(
            name: "scroll-timers", title: "Run-loop modes: timers while scrolling",
            explanation: "Two timers tick every 0.1 s, one in the default mode, one in the common modes. Drag, flick or "
                + "wheel the list: while it is dragged, decelerates or wheeled, the loop runs in UITrackingRunLoopMode "
                + "and only the common-mode timer counts.",
            keysHint: "drag, flick or wheel the list and watch both counters"
        ) { b in
            let defaultLabel = b.add(UILabel(), "default-mode timer", rect(15, 20, 400, 50), .white)
            let commonLabel = b.add(UILabel(), "common-modes timer", rect(15, 80, 400, 50), .white)
            let scrollView = b.add(UIScrollView(), "scroll view", rect(15, 150, 400, 630), SceneColors.panel)
            let rows = 30
            for i in 1...rows {
                let shade: CGFloat = i % 2 == 0 ? 0.75 : 0.9
                b.add(UIView(), "row \(i)", rect(10, CGFloat(i - 1) * 60 + 5, 380, 50),
                      UIColor(red: shade, green: shade, blue: 1, alpha: 1), to: scrollView)
            }
            scrollView.contentSize = b.layout.scale(rect(0, 0, 400, CGFloat(rows) * 60 + 10)).size

            let runLoop = b.application.runLoop
            let timers = [(defaultLabel, RunLoopMode.default, "default mode"), (commonLabel, RunLoopMode.common, "common modes")]
                .map { label, mode, title in
                    var ticks = 0
                    label.text = "\(title): 0"
                    let timer = RunLoopTimer(name: "\(title) timer", fireDate: runLoop.clock.now + tickInterval,
                                             interval: tickInterval) { _ in
                        ticks += 1
                        label.text = "\(title): \(ticks)"
                    }
                    runLoop.add(timer, forMode: mode)
                    return timer
                }
            b.onTeardown { for timer in timers { timer.invalidate() } }
        }
    }

    static let tickInterval: Double = 0.1
}
