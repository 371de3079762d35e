import Foundation

/// A stack of controllers. Only its view tree matters here: 004 §2.4's trace
/// walks through it —
///
///     UILayoutContainerView            (the navigation controller's view)
///      ├ UINavigationTransitionView
///      │  └ UIViewControllerWrapperView
///      │     └ top controller's view
///      └ UINavigationBar               (unless isNavigationBarHidden)
///
/// Hit-testing asks the bar first (the last subview), between the container
/// and the transition view, as a published swizzled hit-test log of a
/// navigation controller shows (Behaviour §6). 004's trace has no bar visit:
/// its app hid the bar, and a hidden bar is out of the view tree.
open class UINavigationController: UIViewController {
    /// The controllers on the navigation stack: the root first, the visible one last.
    public private(set) var viewControllers: [UIViewController] = []
    private let transitionView = UINavigationTransitionView()
    private let wrapperView = UIViewControllerWrapperView()
    /// The controller's bar, across the top of its view.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden; a hidden bar is taken out of the view tree,
    /// so hit-testing does not ask it. False by default, as in UIKit.
    public var isNavigationBarHidden = false {
        didSet { if isViewLoaded { placeNavigationBar() } }
    }
    /// Hides or shows the bar (there are no animations here: `animated` is ignored).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Makes a navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    /// Makes a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Makes a navigation controller with an empty stack (there are no archives here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller at the top of the navigation stack, whose view is shown.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Builds the container views that 004 §2.4's hit-test trace walks through
    /// (`UILayoutContainerView` → `UINavigationTransitionView` →
    /// `UIViewControllerWrapperView`) and shows the top controller in them.
    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        view = container
        transitionView.frame = container.bounds
        wrapperView.frame = transitionView.bounds
        // Both follow the container's size, as UIKit's do ("autoresize = W+H" in device dumps),
        // so a navigation controller shown in a sheet's card fills the card.
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        placeNavigationBar()
        showTop()
    }

    private func placeNavigationBar() {
        if isNavigationBarHidden {
            navigationBar.removeFromSuperview()
        } else if navigationBar.superview == nil {
            navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UINavigationBar.standardHeight)
            view.addSubview(navigationBar)
        }
    }

    /// Pushes a controller onto the stack and shows its view in place of the
    /// previous top's. There are no animations here: `animated` is ignored.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        addChild(controller)
        viewControllers.append(controller)
        if isViewLoaded { showTop() }
    }

    /// Pops the top controller off the stack and shows the one below it; the root
    /// controller is never popped.
    ///
    /// - Returns: The popped controller, or `nil` if only the root was left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        showTop()
        return top
    }

    private func showTop() {
        for v in wrapperView.subviews { v.removeFromSuperview() }
        guard let top = topViewController else { return }
        top.view.frame = wrapperView.bounds
        wrapperView.addSubview(top.view)
    }
}
