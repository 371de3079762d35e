import Foundation

/// A stack of controllers. Only its view tree matters here: 004 §2.4's trace
/// walks through it —
///
///     UILayoutContainerView            (the navigation controller's view)
///      └ UINavigationTransitionView
///         └ UIViewControllerWrapperView
///            └ top controller's view
///
/// The navigation bar is hidden, as in that trace (no `UINavigationBar` visit).
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    private let transitionView = UINavigationTransitionView()
    private let wrapperView = UIViewControllerWrapperView()

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    public var topViewController: UIViewController? { viewControllers.last }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        view = container
        transitionView.frame = container.bounds
        wrapperView.frame = transitionView.bounds
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        showTop()
    }

    public func pushViewController(_ controller: UIViewController, animated: Bool) {
        addChild(controller)
        viewControllers.append(controller)
        if isViewLoaded { showTop() }
    }

    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
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
