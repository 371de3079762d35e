import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// Experiments other developers ran on iOS devices and published with their
/// console output (`Tests/Fixtures/published`), written again as their iOS
/// code reads, and required to print the same lines (Behaviour §6).
final class PublishedLogClientTests: XCTestCase {
    /// The runs of a fixture: the lines after each `## name` heading; other `#` lines are notes.
    static func runs(of name: String) throws -> [String: [String]] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/published").appendingPathComponent(name)
        var runs: [String: [String]] = [:]
        var current: String?
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init) {
            if line.hasPrefix("## ") { current = String(line.dropFirst(3)); runs[current!] = []; continue }
            if line.hasPrefix("#") { continue }
            if let current { runs[current]!.append(line) }
        }
        return runs
    }

    /// Stack Overflow 77329118: a parent view with a tap recognizer holds a
    /// button (top-left quarter) and a plain control (bottom-right quarter).
    final class MyViewController: UIViewController {
        let parentView = UIView()
        let button = UIButton(frame: .zero)
        let control = UIControl(frame: .zero)
        let tapGesture = UITapGestureRecognizer()
        var printed: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(parentView)
            parentView.addSubview(button)
            parentView.addSubview(control)
            tapGesture.addTarget(self, action: "handleParentViewTapped") { [unowned self] _ in self.printed.append("view tapped") }
            parentView.addGestureRecognizer(tapGesture)
            button.addAction(UIAction { [unowned self] _ in self.printed.append("button clicked") }, for: .touchUpInside)
            control.addAction(UIAction { [unowned self] _ in self.printed.append("UIControl clicked") }, for: .touchUpInside)
        }

        /// The post's SnapKit constraints, as frames once the view has its size.
        func layOut() {
            parentView.frame = view.bounds
            let half = CGSize(width: view.bounds.width / 2, height: view.bounds.height / 2)
            button.frame = CGRect(origin: .zero, size: half)
            control.frame = CGRect(origin: CGPoint(x: half.width, y: half.height), size: half)
        }
    }

    private func run(cancelsTouchesInView: Bool) throws -> [String] {
        let driver = try HeadlessDriver()
        let controller = MyViewController()
        driver.makeWindow(rootViewController: controller)
        controller.layOut()
        controller.tapGesture.cancelsTouchesInView = cancelsTouchesInView
        driver.tap(at: CGPoint(x: controller.button.frame.midX, y: controller.button.frame.midY))
        driver.advance(by: 1)
        driver.tap(at: CGPoint(x: controller.control.frame.midX, y: controller.control.frame.midY))
        return controller.printed
    }

    /// Default settings: the button's own tap wins over the parent's tap
    /// recognizer (Apple's "Attaching gesture recognizers to UIKit controls");
    /// a plain `UIControl` has no such rule, so the recognizer takes its tap.
    func testButtonAndControlUnderATap() throws {
        let runs = try Self.runs(of: "button-under-tap.log")
        XCTAssertEqual(try run(cancelsTouchesInView: true), runs["cancelsTouchesInView = true"])
    }

    /// `cancelsTouchesInView = false`: the recognizer takes nothing from the
    /// views, so it does not yield to the button: both fire, the tap first.
    func testButtonAndControlUnderANonCancellingTap() throws {
        let runs = try Self.runs(of: "button-under-tap.log")
        XCTAssertEqual(try run(cancelsTouchesInView: false), runs["cancelsTouchesInView = false"])
    }

    /// Big Nerd Ranch's TouchTracker (`touchtracker-double-tap.log`): the
    /// controller's view logs each touches method by its selector and carries
    /// a double-tap recognizer whose action logs one line.
    final class BNRDrawView: UIView {
        var printed: [String] = []
        let doubleTapRecognizer = UITapGestureRecognizer()

        override init(frame r: CGRect) {
            super.init(frame: r)
            backgroundColor = .gray
            isMultipleTouchEnabled = true
            doubleTapRecognizer.addTarget(self, action: "doubleTap:") { [unowned self] _ in self.doubleTap() }
            doubleTapRecognizer.numberOfTapsRequired = 2
            addGestureRecognizer(doubleTapRecognizer)
        }
        required init?(coder: NSCoder) { fatalError() }

        var actionLine = "Recognized Double Tap"
        func doubleTap() { printed.append(actionLine) }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { printed.append("touchesBegan:withEvent:") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { printed.append("touchesMoved:withEvent:") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { printed.append("touchesEnded:withEvent:") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { printed.append("touchesCancelled:withEvent:") }
    }

    final class BNRDrawViewController: UIViewController {
        override func loadView() { view = BNRDrawView(frame: .zero) }
        var drawView: BNRDrawView { view as! BNRDrawView }
    }

    /// One double tap in the middle of the screen, the taps 0.1 s apart.
    private func doubleTapTouchTracker(configure: (BNRDrawView) -> Void) throws -> [String] {
        let driver = try HeadlessDriver()
        let controller = BNRDrawViewController()
        driver.makeWindow(rootViewController: controller)
        configure(controller.drawView)
        let middle = CGPoint(x: controller.view.bounds.midX, y: controller.view.bounds.midY)
        driver.tap(at: middle)
        driver.advance(by: 0.1)
        driver.tap(at: middle)
        driver.advance(by: 1)
        return controller.drawView.printed
    }

    /// The book's run: one `touchesBegan` for the whole double tap, the
    /// action, one `touchesCancelled` — the second tap goes to the recognizer only.
    func testTouchTrackerDoubleTap() throws {
        let runs = try Self.runs(of: "touchtracker-double-tap.log")
        XCTAssertEqual(try doubleTapTouchTracker { _ in }, runs["default settings"])
    }

    /// `delaysTouchesBegan = YES`: the view hears nothing, only the action
    /// shows (Apple: the delayed touches "are discarded" when the recognizer recognizes).
    func testTouchTrackerDoubleTapDelayingBegan() throws {
        let runs = try Self.runs(of: "touchtracker-double-tap.log")
        let printed = try doubleTapTouchTracker { view in
            view.doubleTapRecognizer.delaysTouchesBegan = true
            view.actionLine = "Recognized Double Tap:doubleTap:"
        }
        XCTAssertEqual(printed, runs["delaysTouchesBegan = YES"])
    }
}
