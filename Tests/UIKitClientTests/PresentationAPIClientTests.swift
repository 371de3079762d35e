import XCTest
import UIKit
import UIKitHeadless

/// The presentation API a bottom-sheet library reaches for (PanModal's,
/// Behaviour §15): a custom presentation controller that fades a dimming
/// view in with the transition's coordinator, an animator that tells the
/// covered controller its appearance changes, the adaptive delegate a user's
/// drag-to-dismiss asks, and the old top and bottom layout guides. Written
/// as such a library writes them.
final class PresentationAPIClientTests: XCTestCase {
    /// A dimming presentation, as bottom sheets write one.
    final class DimmingPresentation: UIPresentationController {
        let dim = UIView()
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            dim.frame = containerView?.bounds ?? .zero
            dim.backgroundColor = .black
            dim.alpha = 0
            containerView?.addSubview(dim)
            guard let coordinator = presentedViewController.transitionCoordinator else { return log.append("no coordinator") }
            coordinator.animate(alongsideTransition: { [weak self] context in
                self?.dim.alpha = 0.5
                self?.log.append("alongside, animated \(context.isAnimated)")
            }, completion: { [weak self] context in
                self?.log.append("completion, cancelled \(context.isCancelled)")
            })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("did end \(completed)") }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
                self?.dim.alpha = 0
            }, completion: nil)
        }
    }

    /// Slides the sheet up, and tells the controller it covers that it disappears, as PanModal's animator does.
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to),
                  let from = transitionContext.viewController(forKey: .from) else { return }
            from.beginAppearanceTransition(false, animated: true)
            let final = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(to.view)
            to.view.frame = final.offsetBy(dx: 0, dy: final.height)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                to.view.frame = final
            }, completion: { finished in
                from.endAppearanceTransition()
                transitionContext.completeTransition(finished)
            })
        }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        var presentation: DimmingPresentation?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = DimmingPresentation(presentedViewController: presented, presenting: presenting)
            presentation = made
            return made
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideUp() }
    }

    final class Logged: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("will appear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("did appear") }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("will disappear, coordinator \(transitionCoordinator != nil)")
        }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("did disappear") }
    }

    func testTheCoordinatorAnimatesTheDimmingWithTheTransitionAndCompletesBeforeItEnds() throws {
        let driver = try HeadlessDriver()
        let root = Logged()
        driver.makeWindow(rootViewController: root)
        driver.runUntilIdle()
        let sheet = Logged()
        let transitions = Transitions()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: true)
        let presentation = try XCTUnwrap(transitions.presentation)
        XCTAssertNotNil(sheet.transitionCoordinator, "during the presentation")
        XCTAssertNotNil(root.transitionCoordinator, "the presenting controller takes part too")
        XCTAssertEqual(presentation.dim.alpha, 0.5, "the model is the end value at once")
        XCTAssertEqual(presentation.log, ["alongside, animated true"])

        driver.advance(by: 0.2)
        let halfway = presentation.dim.layer.presentation()?.opacity ?? -1
        XCTAssertGreaterThan(halfway, 0.1, "the dimming fades in with the slide")
        XCTAssertLessThan(halfway, 0.45)
        XCTAssertEqual(root.log, ["will disappear, coordinator true"], "the animator began the covered controller's transition")

        driver.advance(by: 0.4)
        XCTAssertEqual(presentation.log, ["alongside, animated true", "completion, cancelled false", "did end true"])
        XCTAssertEqual(root.log, ["will disappear, coordinator true", "did disappear"])
        XCTAssertEqual(sheet.log, ["will appear", "did appear"])
        XCTAssertNil(sheet.transitionCoordinator, "none once it is over")
        XCTAssertNil(root.transitionCoordinator)

        root.dismiss(animated: true)
        XCTAssertNotNil(sheet.transitionCoordinator)
        driver.advance(by: 0.6)
        XCTAssertEqual(presentation.dim.layer.presentation()?.opacity, 0)
        XCTAssertNil(root.presentedViewController)
    }

    func testWithoutAnimationTheBlocksRunAtOnce() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        driver.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        let transitions = Transitions()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: false)
        let presentation = try XCTUnwrap(transitions.presentation)
        XCTAssertEqual(presentation.log, ["alongside, animated false", "completion, cancelled false", "did end true"])
        XCTAssertEqual(presentation.dim.layer.presentation()?.opacity, 0.5)
    }

    func testAppearanceTransitionsCallTheLifecycleOnceEach() {
        let child = Logged()
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)   // the same again: nothing
        child.endAppearanceTransition()
        child.endAppearanceTransition()                         // none begun: nothing
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        XCTAssertEqual(child.log, ["will appear", "did appear", "will disappear, coordinator false", "did disappear"])
    }

    /// A sheet with unsaved changes: the delegate refuses the first drag-down, then allows one.
    final class UnsavedChanges: UISheetPresentationControllerDelegate {
        var allow = false
        var log: [String] = []
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("should dismiss?"); return allow
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("attempted") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("will dismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("did dismiss") }
    }

    func testASheetDraggedDownAsksItsDelegateAndTellsItOfTheDismissal() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        let window = driver.makeWindow(rootViewController: root)
        let content = UIViewController()
        let sheet = try XCTUnwrap(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let delegate = UnsavedChanges()
        sheet.delegate = delegate
        root.present(content, animated: false)
        let height = window.bounds.height
        let medium = height - (height - 69) / 2

        driver.drag(from: CGPoint(x: 200, y: medium + 20), to: CGPoint(x: 200, y: height - 10), duration: 0.3, steps: 12)
        driver.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === content, "refused: the sheet goes back")
        XCTAssertEqual(delegate.log, ["should dismiss?", "attempted"])

        delegate.allow = true
        driver.drag(from: CGPoint(x: 200, y: medium + 20), to: CGPoint(x: 200, y: height - 10), duration: 0.3, steps: 12)
        driver.advance(by: 1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(delegate.log, ["should dismiss?", "attempted", "should dismiss?", "will dismiss", "did dismiss"])

        root.present(content, animated: false)
        content.dismiss(animated: false)
        XCTAssertEqual(delegate.log.count, 5, "a dismissal in code tells the delegate nothing")
    }

    func testTheOldLayoutGuidesAreTheSafeAreasInsets() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        driver.makeWindow(rootViewController: root)
        driver.runUntilIdle()
        let insets = root.view.safeAreaInsets
        XCTAssertGreaterThan(insets.top, 0, "the seeds' phone has a status bar")
        XCTAssertEqual(root.topLayoutGuide.length, insets.top)
        XCTAssertEqual(root.bottomLayoutGuide.length, insets.bottom)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        ])
        root.view.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY, insets.top + 8)
    }
}
