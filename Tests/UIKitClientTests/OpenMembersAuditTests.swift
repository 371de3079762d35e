import XCTest
import UIKit
import UIKit.UIGestureRecognizerSubclass
import UIKitHeadless

// The open-member audit (issue 29, Behaviour §15). Every class below is one
// touch code subclasses; every member overridden here is one Apple's
// documentation tells a subclass it may override — the classes' "Subclassing
// notes" / "Methods to override" sections and the member pages that say
// "subclasses can override" (developer.apple.com/documentation/uikit/uiview,
// …/uicontrol, …/uibutton, …/uiscrollview, …/uigesturerecognizer and its
// UIGestureRecognizerSubclass redeclarations, …/uipangesturerecognizer,
// …/uiviewcontroller, …/uinavigationcontroller). In Objective-C every method
// may be overridden, and Swift imports them all as `open`: a member that is
// only `public` here makes this file fail to compile, which is the test.
// Members another issue owns and that do not exist yet are listed in
// Behaviour §15, not here.

/// UIView: Apple's "Methods to override" (initialization, layout, the
/// hierarchy's notifications, event handling) plus hit-testing.
private final class AuditView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { super.gestureRecognizerShouldBegin(gestureRecognizer) }
    override func addGestureRecognizer(_ recognizer: UIGestureRecognizer) { super.addGestureRecognizer(recognizer) }
    override func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) { super.removeGestureRecognizer(recognizer) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var center: CGPoint { get { super.center } set { super.center = newValue } }
    override var transform: CGAffineTransform { get { super.transform } set { super.transform = newValue } }
    override var alpha: CGFloat { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var isUserInteractionEnabled: Bool { get { super.isUserInteractionEnabled } set { super.isUserInteractionEnabled = newValue } }
    override var isMultipleTouchEnabled: Bool { didSet {} }
    override var isExclusiveTouch: Bool { didSet {} }
    override var layer: CALayer { super.layer }
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    // UITraitEnvironment and Interface Builder's hooks.
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { super.overrideUserInterfaceStyle } set { super.overrideUserInterfaceStyle = newValue } }
    override var semanticContentAttribute: UISemanticContentAttribute { get { super.semanticContentAttribute } set { super.semanticContentAttribute = newValue } }
    override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { super.effectiveUserInterfaceLayoutDirection }
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    // UIAccessibility (Apple: the informal protocol's properties and the adjustable element's methods).
    override var isAccessibilityElement: Bool { get { super.isAccessibilityElement } set { super.isAccessibilityElement = newValue } }
    override var accessibilityLabel: String? { get { super.accessibilityLabel } set { super.accessibilityLabel = newValue } }
    override var accessibilityValue: String? { get { super.accessibilityValue } set { super.accessibilityValue = newValue } }
    override var accessibilityHint: String? { get { super.accessibilityHint } set { super.accessibilityHint = newValue } }
    override var accessibilityTraits: UIAccessibilityTraits { get { super.accessibilityTraits } set { super.accessibilityTraits = newValue } }
    override var accessibilityFrame: CGRect { get { super.accessibilityFrame } set { super.accessibilityFrame = newValue } }
    override var accessibilityIdentifier: String? { didSet {} }
    override var accessibilityElements: [Any]? { get { super.accessibilityElements } set { super.accessibilityElements = newValue } }
    override var accessibilityViewIsModal: Bool { get { super.accessibilityViewIsModal } set { super.accessibilityViewIsModal = newValue } }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { super.accessibilityCustomActions } set { super.accessibilityCustomActions = newValue } }
    override func accessibilityIncrement() { super.accessibilityIncrement() }
    override func accessibilityDecrement() { super.accessibilityDecrement() }
    override func accessibilityActivate() -> Bool { super.accessibilityActivate() }
    override func accessibilityPerformEscape() -> Bool { super.accessibilityPerformEscape() }
    override func accessibilityElementCount() -> Int { super.accessibilityElementCount() }
    override func accessibilityElement(at index: Int) -> Any? { super.accessibilityElement(at: index) }
    override func index(ofAccessibilityElement element: Any) -> Int { super.index(ofAccessibilityElement: element) }
}

/// UIControl: Apple's "Subclassing notes" — the tracking methods, and the
/// state flags a subclass restyles itself from.
private final class AuditControl: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.continueTracking(touch, with: event) }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    override var isHighlighted: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var state: UIControl.State { super.state }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
}

/// UIButton: its titles per state and its configuration hooks.
private final class AuditButton: UIButton {
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { super.title(for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleColor(color, for: state) }
    override func titleColor(for state: UIControl.State) -> UIColor? { super.titleColor(for: state) }
    override var currentTitle: String? { super.currentTitle }
    override var titleLabel: UILabel? { super.titleLabel }
    override func updateConfiguration() { super.updateConfiguration() }
    override var isHighlighted: Bool { didSet {} }
}

/// UIScrollView: `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`
/// ("subclasses can override"), and its scrolling properties.
private final class AuditScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: UIView) -> Bool { super.touchesShouldCancel(in: view) }
    override var contentOffset: CGPoint { get { super.contentOffset } set { super.contentOffset = newValue } }
    override var contentSize: CGSize { didSet {} }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { super.setContentOffset(contentOffset, animated: animated) }
    override var isScrollEnabled: Bool { didSet {} }
    override var isPagingEnabled: Bool { didSet {} }
    override var bounces: Bool { didSet {} }
    override var delaysContentTouches: Bool { didSet {} }
    override var canCancelContentTouches: Bool { didSet {} }
    override var isTracking: Bool { super.isTracking }
    override var minimumZoomScale: CGFloat { didSet {} }
    override var maximumZoomScale: CGFloat { didSet {} }
    override var zoomScale: CGFloat { get { super.zoomScale } set { super.zoomScale = newValue } }
}

/// UIGestureRecognizer: Apple's "Subclassing notes" and UIGestureRecognizerSubclass.
private final class AuditRecognizer: UIGestureRecognizer {
    override var state: UIGestureRecognizer.State { get { super.state } set { super.state = newValue } }
    override func reset() { super.reset() }
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesCancelled(touches, with: event) }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { super.canPrevent(preventedGestureRecognizer) }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { super.canBePrevented(by: preventingGestureRecognizer) }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { super.shouldRequireFailure(of: otherGestureRecognizer) }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { super.shouldBeRequiredToFail(by: otherGestureRecognizer) }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { super.location(ofTouch: touchIndex, in: view) }
    override var numberOfTouches: Int { super.numberOfTouches }
    override var isEnabled: Bool { didSet {} }
    override var cancelsTouchesInView: Bool { didSet {} }
    override var delaysTouchesBegan: Bool { didSet {} }
    override var delaysTouchesEnded: Bool { didSet {} }
    override var delegate: UIGestureRecognizerDelegate? { didSet {} }
    override func require(toFail otherGestureRecognizer: UIGestureRecognizer) { super.require(toFail: otherGestureRecognizer) }
    override func addTarget(_ target: Any, action: Selector) { super.addTarget(target, action: action) }
    override func removeTarget(_ target: Any?, action: Selector?) { super.removeTarget(target, action: action) }
}

/// Each concrete recognizer's own properties (their Apple pages).
private final class AuditTap: UITapGestureRecognizer {
    override var numberOfTapsRequired: Int { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
}
private final class AuditLongPress: UILongPressGestureRecognizer {
    override var minimumPressDuration: TimeInterval { didSet {} }
    override var allowableMovement: CGFloat { didSet {} }
    override var numberOfTapsRequired: Int { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
}
private final class AuditSwipe: UISwipeGestureRecognizer {
    override var direction: UISwipeGestureRecognizer.Direction { didSet {} }
    override var numberOfTouchesRequired: Int { didSet {} }
}
private final class AuditPinch: UIPinchGestureRecognizer {
    override var scale: CGFloat { get { super.scale } set { super.scale = newValue } }
    override var velocity: CGFloat { super.velocity }
}
private final class AuditRotation: UIRotationGestureRecognizer {
    override var rotation: CGFloat { get { super.rotation } set { super.rotation = newValue } }
    override var velocity: CGFloat { super.velocity }
}
private final class AuditEdgePan: UIScreenEdgePanGestureRecognizer {
    override var edges: UIRectEdge { didSet {} }
}
private final class AuditHover: UIHoverGestureRecognizer {
    override func reset() { super.reset() }
}

/// UIViewController: the view's life and the controller's containment and presentation.
private final class AuditViewController: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override var view: UIView! { get { super.view } set { super.view = newValue } }
    override var title: String? { didSet {} }
    override var next: UIResponder? { super.next }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { super.dismiss(animated: flag, completion: completion) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override var modalPresentationStyle: UIModalPresentationStyle { didSet {} }
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? { didSet {} }
    override var definesPresentationContext: Bool { didSet {} }
    override var presentationController: UIPresentationController? { super.presentationController }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { super.overrideUserInterfaceStyle } set { super.overrideUserInterfaceStyle = newValue } }
    override func awakeFromNib() { super.awakeFromNib() }
}

/// UINavigationController: pushing and popping.
private final class AuditNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override var topViewController: UIViewController? { super.topViewController }
}

final class OpenMembersAuditTests: XCTestCase {
    /// The motivating case (issue 29): a pan recognizer subclass that
    /// overrides `state`, `translation(in:)` and `velocity(in:)` — here, one
    /// that moves only horizontally and logs its own state changes. The
    /// engine goes through the overrides: the subclass sees every state the
    /// engine sets, and its target reads the constrained translation.
    final class HorizontalPan: UIPanGestureRecognizer {
        var states: [UIGestureRecognizer.State] = []
        override var state: UIGestureRecognizer.State {
            didSet { if state != oldValue { states.append(state) } }
        }
        override func translation(in view: UIView?) -> CGPoint { CGPoint(x: super.translation(in: view).x, y: 0) }
        override func velocity(in view: UIView?) -> CGPoint { CGPoint(x: super.velocity(in: view).x, y: 0) }
    }

    func testAPanSubclassOverridingStateTranslationAndVelocityIsDrivenThroughItsOverrides() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(card)
        let pan = HorizontalPan()
        var translations: [CGPoint] = []
        var lastVelocity = CGPoint(x: -1, y: -1)
        pan.addTarget { r in
            let pan = r as! UIPanGestureRecognizer   // the target sees it as iOS code does: the base class
            translations.append(pan.translation(in: card))
            lastVelocity = pan.velocity(in: card)
        }
        card.addGestureRecognizer(pan)

        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 160))

        XCTAssertEqual(pan.states.first, .began, "the pan's own state changes go through the subclass's override")
        XCTAssertTrue(pan.states.contains(.changed))
        XCTAssertEqual(pan.states.last, .ended)
        XCTAssertFalse(translations.isEmpty)
        XCTAssertTrue(translations.allSatisfy { $0.y == 0 }, "the overridden translation(in:) is what the target reads")
        XCTAssertEqual(translations.last?.x ?? 0, 80, accuracy: 0.5)
        XCTAssertEqual(lastVelocity.y, 0)
    }
}
