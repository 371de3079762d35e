import XCTest
import UIKit
import UIKitHeadless

/// Presentation as iOS apps write it (issue 29 item 5, Behaviour §15):
/// completions after `viewDidAppear`, full-screen and over-context styles, a
/// bottom sheet dismissed by a pan through a percent-driven transition.
final class PresentationClientTests: XCTestCase {
    final class LoggingController: UIViewController {
        let name: String
        var log: (String) -> Void = { _ in }
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(name) didDisappear") }
    }

    func testAnAnimatedFullScreenPresentationCompletesAfterViewDidAppearAndRemovesThePresentersView() throws {
        let driver = try HeadlessDriver()
        var log: [String] = []
        let root = LoggingController("root"); root.log = { log.append($0) }
        let window = driver.makeWindow(rootViewController: root)
        let player = LoggingController("player"); player.log = { log.append($0) }
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: true) { log.append("completion") }
        XCTAssertTrue(root.presentedViewController === player)
        XCTAssertTrue(player.presentingViewController === root)
        XCTAssertTrue(player.isBeingPresented)
        XCTAssertEqual(log, ["player willAppear", "root willDisappear"])
        XCTAssertNotNil(root.view.window, "still there while the presentation animates")
        driver.advance(by: 0.5)
        XCTAssertEqual(log, ["player willAppear", "root willDisappear", "root didDisappear", "player didAppear", "completion"])
        XCTAssertNil(root.view.window, "full screen: the presenter's views are removed once it is shown")
        XCTAssertFalse(player.isBeingPresented)
        XCTAssertNotNil(player.presentationController)

        let other = UIViewController()
        root.present(other, animated: false)
        XCTAssertTrue(root.presentedViewController === player, "already presenting: refused with UIKit's warning")

        log = []
        player.dismiss(animated: true) { log.append("dismissed") }
        XCTAssertTrue(root.view.window === window, "the presenter's view is back before the dismissal animates")
        driver.advance(by: 0.5)
        XCTAssertEqual(log, ["player willDisappear", "root willAppear", "player didDisappear", "root didAppear", "dismissed"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(player.presentingViewController)
        XCTAssertNil(player.view.window)
    }

    func testPresentedViewsAreHitTestedAndTheirResponderChainIsUIKits() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        let window = driver.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        var tapped = 0
        let button = UIButton(frame: CGRect(x: 100, y: 400, width: 100, height: 50))
        button.addAction(for: .touchUpInside) { _, _ in tapped += 1 }
        sheet.view.addSubview(button)
        root.present(sheet, animated: false)   // .automatic: a page sheet, a card 69 points down
        XCTAssertEqual(sheet.modalPresentationStyle, .automatic)
        driver.tap(at: CGPoint(x: 150, y: 69 + 425))
        XCTAssertEqual(tapped, 1)
        XCTAssertTrue(sheet.view.next === sheet)
        XCTAssertTrue(sheet.next is UIView, "a presented controller's next responder is its view's superview")
        var chain: [UIResponder] = []
        var r: UIResponder? = sheet
        while let current = r { chain.append(current); r = current.next }
        XCTAssertTrue(chain.contains { $0 === window }, "the chain reaches the window through the presentation's containers")
        XCTAssertFalse(chain.contains { $0 === root }, "not through the presenting controller")
    }

    func testOverCurrentContextCoversTheContextControllersViewAndKeepsIt() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        let window = driver.makeWindow(rootViewController: root)
        let child = UIViewController()
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 500, width: 430, height: 300)
        root.view.addSubview(child.view)
        child.definesPresentationContext = true
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        child.present(overlay, animated: false)
        XCTAssertEqual(overlay.view.convert(overlay.view.bounds, to: window), CGRect(x: 0, y: 500, width: 430, height: 300))
        XCTAssertNotNil(child.view.window, "over: the context's view stays")
        overlay.dismiss(animated: false)
        XCTAssertNil(overlay.view.window)
        XCTAssertNil(child.presentedViewController)
    }

    /// A bottom sheet: custom slide-down animator, dismissed interactively by a pan.
    final class SheetTransitions: UIViewControllerTransitioningDelegate {
        final class SlideDown: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let sheet = transitionContext.view(forKey: .from)!
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                    sheet.frame.origin.y = transitionContext.containerView.bounds.height
                }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
            }
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        var interactive = false
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideDown() }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interactive ? interaction : nil
        }
    }

    final class BottomSheet: UIViewController {
        let transitions = SheetTransitions()
        var dismissed = false
        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            modalPresentationStyle = .overFullScreen
            transitioningDelegate = transitions
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            let pan = UIPanGestureRecognizer()
            pan.addTarget { [unowned self] r in
                let pan = r as! UIPanGestureRecognizer
                // In the window's coordinates: the sheet's own move under the finger would cancel it out.
                let progress = max(0, pan.translation(in: nil).y / view.bounds.height)
                switch pan.state {
                case .began:
                    transitions.interactive = true
                    dismiss(animated: true) { self.dismissed = true }
                case .changed: transitions.interaction.update(progress)
                case .ended: progress > 0.3 ? transitions.interaction.finish() : transitions.interaction.cancel()
                default: transitions.interaction.cancel()
                }
            }
            view.addGestureRecognizer(pan)
        }
    }

    func testAPanDrivesAnInteractiveDismissalThatFinishesOrIsCancelled() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        driver.makeWindow(rootViewController: root)
        let sheet = BottomSheet()
        root.present(sheet, animated: false)
        let height = sheet.view.bounds.height

        // A short drag: let go at a tenth of the way: cancelled, back in place, still presented.
        driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300 + height / 10), duration: 0.2, steps: 10)
        driver.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertFalse(sheet.dismissed)
        XCTAssertEqual(sheet.view.frame.origin.y, 0, "a cancelled transition puts the sheet back")
        XCTAssertFalse(sheet.isBeingDismissed)

        // Half way down, held: the sheet is drawn half way.
        driver.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...20 {
            driver.move(to: CGPoint(x: 200, y: 300 + CGFloat(step) * height / 40))
            driver.advance(by: 1.0 / 60)
        }
        let shown = try XCTUnwrap(sheet.view.layer.presentation())
        XCTAssertEqual(shown.frame.origin.y, height / 2 - 10, accuracy: 25, "the pan's progress is the transition's")
        driver.touchUp(at: CGPoint(x: 200, y: 300 + height / 2))
        driver.advance(by: 1)
        XCTAssertTrue(sheet.dismissed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.view.window)
    }
}
