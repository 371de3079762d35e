import Foundation
import SeedViews
@_spi(TouchLab) @testable import UIKit

/// What the seed experiments' NSLog calls wrote, in order.
final class ExperimentLog: SeedLog {
    var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
}

/// A view that logs its `hitTest` like 001's `NSLog(@"___%s___", __func__)`,
/// then either calls super or returns nil as the seed's view did.
class LoggingHitTestView: UIView {
    let log: ExperimentLog
    let returnsNil: Bool
    init(_ name: String, frame: CGRect, log: ExperimentLog, returnsNil: Bool = false) {
        self.log = log; self.returnsNil = returnsNil
        super.init(frame: frame)
        self.name = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log("\(name!) hitTest")
        return returnsNil ? nil : super.hitTest(point, with: event)
    }
}

final class LoggingWindow: UIWindow {
    var log: ExperimentLog?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log?("window hitTest")
        return super.hitTest(point, with: event)
    }
}

/// A responder view that logs `touchesBegan` and, like 001's, does not call super.
final class TouchLoggingView: UIView {
    let log: ExperimentLog
    var logsTouches = true
    init(_ name: String, frame: CGRect, color: UIColor, log: ExperimentLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
        backgroundColor = color
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard logsTouches else { return super.touchesBegan(touches, with: event) }
        log("\(name!) touchesBegan")
    }
}

final class TouchLoggingController: UIViewController {
    let log: ExperimentLog
    init(log: ExperimentLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("controller touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

// 001's app delegate is the seeds' own: `LoggingAppDelegate` in SeedViews.
