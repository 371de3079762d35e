import Foundation

/// `present` and `dismiss` (Behaviour §15).
///
///     present(vc)  ─▶ style → presentation controller (the delegate's for .custom)
///                  ─▶ UITransitionView on the window (the context's frame for
///                     over/current context); a page sheet's UIDropShadowView in it
///                  ─▶ vc.viewWillAppear · presenter.viewWillDisappear (if it is removed)
///                  ─▶ animator (the delegate's, or cover-vertical) · interaction controller, if any
///                  ─▶ completeTransition(true) ─▶ presentationTransitionDidEnd · presenter's
///                     view removed (full screen, current context) · viewDidAppear · completion
///     dismiss      ─▶ the same backwards; a cancelled interactive dismissal leaves it shown
///
/// Sources: Apple's `present(_:animated:completion:)` ("The completion
/// handler is called after the viewDidAppear(_:) method is called on the
/// presented view controller"), `UIModalPresentationStyle` (full screen:
/// "the views belonging to the presenting view controller are removed
/// after the presentation completes"; over full screen: they are not;
/// `.automatic` is a page sheet on iOS 13+), `UIViewControllerContextTransitioning`
/// (the animator adds the "to" view to the container and calls
/// `completeTransition(_:)`); a second presentation from a controller that is
/// already presenting is refused with UIKit's warning ("Attempt to present …
/// which is already presenting …") and nothing else.
final class PresentationRecord {
    enum Phase { case presenting, shown, dismissing }
    var phase: Phase = .presenting
    let controller: UIPresentationController
    let container: UITransitionView
    /// Where the presenter's view was, if the style removed it.
    var removedPresenterView: (view: UIView, parent: UIView, index: Int)?
    /// A sheet's card look on an iPhone in portrait: the shade and the receded presenter.
    var card: PageSheetCard?
    /// The running presentation's or dismissal's coordinator (`transitionCoordinator`).
    var coordinator: PresentationTransitionCoordinator?
    init(controller: UIPresentationController, container: UITransitionView) {
        self.controller = controller
        self.container = container
    }
}

extension UIViewController {
    func performPresentation(of controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let already = presentedViewController {
            FileHandle.standardError.write(Data("Attempt to present \(controller.description) on \(description) which is already presenting \(already.description)\n".utf8))
            return
        }
        guard let window = view.window else {
            APIMisuse.stop("present: \(description) is not in a window, so it can't present \(controller.description)")
        }
        var style = controller.modalPresentationStyle
        if style == .popover, let popover = controller.configuredPopover, let delegate = popover.delegate {
            // The phone is horizontally compact: the popover's delegate says how it adapts (`.none`: as asked).
            let adapted = delegate.adaptivePresentationStyle(for: popover, traitCollection: window.traitCollection)
            if adapted != .none, adapted != .popover {
                delegate.presentationController(popover, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: nil)
                style = adapted
            }
        }
        let host = style == .currentContext || style == .overCurrentContext ? presentationContext : self
        let presentationController: UIPresentationController = style == .custom
            ? (controller.transitioningDelegate?.presentationController(forPresented: controller, presenting: host, source: self)
                ?? UIPresentationController(presentedViewController: controller, presenting: host))
            : controller.configuredSheet.map { sheet -> UIPresentationController in
                sheet.presenter = host   // the app set its detents: the sheet has its own drag
                return sheet
            } ?? StylePresentationController(style: style, presented: controller, presenting: host)

        let frame: CGRect = if let contextView = host.viewIfLoaded, !presentationController.shouldPresentInFullscreen {
            contextView.convert(contextView.bounds, to: window)
        } else {
            window.bounds
        }
        let container = UITransitionView(frame: frame)
        window.addSubview(container)
        presentationController.containerView = container
        if presentationController.presenter == nil { presentationController.presenter = host }
        let record = PresentationRecord(controller: presentationController, container: container)
        controller.presentation = record
        presentedViewController = controller
        controller.presentingViewController = host
        if host !== self { host.presentedViewController = controller }

        let animator = animated ? controller.transitioningDelegate?.animationController(forPresented: controller, presenting: host, source: self) : nil
        if style != .custom, PageSheetCard.applies(to: style, in: window) {
            record.card = PageSheetCard(container: container, presenter: host, window: window)
            (presentationController as? UISheetPresentationController)?.cardTop = PageSheetCard.topInset(in: window)
        }
        if animator == nil { installPresentedView(of: controller, in: container, style: style, presentationController: presentationController) }
        // The default slide moves the card look with the card; anything else shows it at once.
        if !animated || animator != nil { record.card?.setShown(true) }
        let context = PresentationTransitionContext(container: container, animated: animated, from: host, to: controller,
                                                    isPresenting: true, presentationController: presentationController) { [weak controller, weak record] completed in
            record?.coordinator?.finish(completed: completed)
            guard let controller else { return }
            controller.finishPresentation(completed: completed, host: host, animated: animated, completion: completion)
        }
        let coordinator = PresentationTransitionCoordinator(context: context, style: style)
        record.coordinator = coordinator
        let chosen = animator ?? CoverVerticalAnimator()
        let interaction = animated ? controller.transitioningDelegate?.interactionControllerForPresentation(using: chosen) : nil
        context.isInteractive = interaction != nil
        controller.viewWillAppear(animated)
        if presentationController.shouldRemovePresentersView { host.viewWillDisappear(animated) }
        presentationController.presentationTransitionWillBegin()

        guard animated else { return context.completeTransition(true) }
        context.animator = chosen
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            chosen.animateTransition(using: context)
        }
        coordinator.start(duration: chosen.transitionDuration(using: context))
    }

    /// Puts the presented view where a built-in style shows it: a sheet in its card, the others in the container.
    private func installPresentedView(of controller: UIViewController, in container: UITransitionView,
                                      style: UIModalPresentationStyle, presentationController: UIPresentationController) {
        let sheet = [.automatic, .pageSheet, .formSheet, .popover].contains(style)
        if sheet {
            var cardFrame = container.bounds
            if controller.presentation?.card != nil, let window = container.window {
                // The card: inset below the safe area, its corners rounded (PageSheetCard).
                let top = PageSheetCard.topInset(in: window)
                cardFrame = CGRect(x: 0, y: top, width: container.bounds.width, height: max(0, container.bounds.height - top))
            }
            let shadow = UIDropShadowView(frame: cardFrame)
            if controller.presentation?.card != nil {
                shadow.layer.cornerRadius = PageSheetCard.cornerRadius
                shadow.clipsToBounds = true
            }
            controller.view.frame = shadow.bounds
            shadow.addSubview(controller.view)
            container.addSubview(shadow)
            (presentationController as? UISheetPresentationController)?.installDrag()
        } else {
            controller.view.frame = presentationController.frameOfPresentedViewInContainerView
            container.addSubview(controller.view)
        }
    }

    private func finishPresentation(completed: Bool, host: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let record = presentation else { return }
        record.controller.presentationTransitionDidEnd(completed)
        guard completed else {
            record.container.removeFromSuperview()
            host.presentedViewController = nil
            presentingViewController?.presentedViewController = nil
            presentingViewController = nil
            presentation = nil
            return
        }
        record.phase = .shown
        if record.controller.shouldRemovePresentersView, let presenterView = host.viewIfLoaded, let parent = presenterView.superview {
            record.removedPresenterView = (presenterView, parent, parent.subviews.firstIndex { $0 === presenterView } ?? 0)
            presenterView.removeFromSuperview()
            host.viewDidDisappear(animated)
        }
        viewDidAppear(animated)
        completion?()
    }

    /// The controller an over-/current-context presentation covers: the
    /// nearest one up the parents that defines a presentation context, else
    /// the window's root (Apple's `definesPresentationContext`).
    var presentationContext: UIViewController {
        var candidate: UIViewController? = self
        while let c = candidate {
            if c.definesPresentationContext { return c }
            if c.parent == nil { return c }
            candidate = c.parent
        }
        return self
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController else {
            if let presenting = presentingViewController { presenting.performDismissal(animated: animated, completion: completion) }
            else { completion?() }
            return
        }
        if presented.presentedViewController != nil {
            // Dismissing a controller below others dismisses them all, at once (Apple's `dismiss`).
            presented.performDismissal(animated: false, completion: nil)
        }
        guard let record = presented.presentation, let host = presented.presentingViewController else { return }
        record.phase = .dismissing
        let context = PresentationTransitionContext(container: record.container, animated: animated, from: presented, to: host,
                                                    isPresenting: false, presentationController: record.controller) { [weak presented, weak record] completed in
            record?.coordinator?.finish(completed: completed)
            presented?.finishDismissal(completed: completed, host: host, animated: animated, completion: completion)
        }
        let coordinator = PresentationTransitionCoordinator(context: context, style: presented.modalPresentationStyle)
        record.coordinator = coordinator
        presented.viewWillDisappear(animated)
        if let removed = record.removedPresenterView {
            removed.parent.insertSubview(removed.view, at: min(removed.index, removed.parent.subviews.count))
            host.viewWillAppear(animated)
        }
        let custom = animated ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let animator = custom ?? CoverVerticalAnimator()
        let interaction = animated ? presented.transitioningDelegate?.interactionControllerForDismissal(using: animator) : nil
        context.isInteractive = interaction != nil
        record.controller.dismissalTransitionWillBegin()
        guard animated else {
            record.card?.setShown(false)
            return context.completeTransition(true)
        }
        if custom != nil { record.card?.setShown(false) }
        context.animator = animator
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        coordinator.start(duration: animator.transitionDuration(using: context))
    }

    private func finishDismissal(completed: Bool, host: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let record = presentation else { return }
        record.controller.dismissalTransitionDidEnd(completed)
        guard completed else {
            // Cancelled (an interactive dismissal let go too early): it stays, and appears again.
            record.phase = .shown
            if let removed = record.removedPresenterView { removed.view.removeFromSuperview(); host.viewDidDisappear(animated) }
            viewWillAppear(animated)
            viewDidAppear(animated)
            return
        }
        record.card?.restorePresenter()
        record.container.removeFromSuperview()
        host.presentedViewController = nil
        if let presenting = presentingViewController, presenting !== host { presenting.presentedViewController = nil }
        for candidate in [host] where candidate.presentedViewController === self { candidate.presentedViewController = nil }
        presentingViewController = nil
        presentation = nil
        viewDidDisappear(animated)
        if record.removedPresenterView != nil { host.viewDidAppear(animated) }
        completion?()
    }
}

/// UIKit's default presentation: the presented view (a sheet's card) slides
/// up from below the container, and back down when dismissed. Its duration
/// is this project's choice (0.3 s); Apple does not document UIKit's.
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let context = context as? PresentationTransitionContext,
              let presented = context.presentationController.presentedView else { return context.completeTransition(true) }
        let moving = presented.superview is UIDropShadowView ? presented.superview! : presented
        let below = CGAffineTransform(translationX: 0, y: context.containerView.bounds.height)
        let card = context.presentationController.presentedViewController.presentation?.card
        let duration = transitionDuration(using: context)
        if context.isPresenting {
            UIView.performWithoutAnimation { moving.transform = below }
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                moving.transform = .identity
                card?.setShown(true)
            }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                moving.transform = below
                card?.setShown(false)
            }) { _ in
                if !context.transitionWasCancelled { moving.transform = .identity }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
