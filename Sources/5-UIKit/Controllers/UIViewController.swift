import Foundation

/// Owns a view tree and sits in the responder chain just above its root view.
///
/// Next responder, as UIKit documents it: the presenting controller if this
/// one was presented; otherwise its view's superview (the window for a
/// window's root controller, a container's view for a child controller —
/// which leads on to the container itself).
open class UIViewController: UIResponder {
    /// UIKit's designated initializer. There are no nib files here, so a
    /// controller builds its view in code (``loadView()`` or ``viewDidLoad()``);
    /// the name and bundle are kept, as UIKit keeps them, and nothing else.
    /// `super.init(nibName: nil, bundle: nil)` is how a subclass with its own
    /// initializer starts, as on iOS (Behaviour §8).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Required, as in UIKit, so a subclass with its own initializer declares
    /// it too. There are no archives here: a subclass that decodes nothing
    /// returns `nil` or calls `fatalError`, as iOS templates do.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`: a controller whose view is made in code.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The name of the nib file the controller was made with, if any (never loaded here).
    public let nibName: String?
    /// The bundle the nib file was to be found in, if any.
    public let nibBundle: Bundle?

    /// Created on first access by `loadView()`, as in UIKit.
    open var view: UIView! {
        get {
            if _view == nil { loadView(); _view?.owningViewController = self; viewDidLoad() }
            return _view
        }
        set {
            _view?.owningViewController = nil
            _view = newValue
            newValue?.owningViewController = self
        }
    }
    private var _view: UIView?
    /// Whether the controller's view has been loaded.
    open var isViewLoaded: Bool { _view != nil }
    /// The controller's view if it has been loaded, `nil` otherwise; unlike
    /// ``view``, never loads it.
    open var viewIfLoaded: UIView? { _view }

    /// Makes the root view; override to build a custom one.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // as UIKit makes a root view
        _view = view
    }
    /// Called once after ``loadView()`` has made the view; override to set it up.
    open func viewDidLoad() {}

    /// A string that names the view this controller manages.
    open var title: String?

    // MARK: Layout (UIKit calls these around its root view's layout pass)

    /// Called just before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view laid out its subviews; frames are final here.
    open func viewDidLayoutSubviews() {}
    /// The root view's constraint pass: override to update constraints and
    /// call `super.updateViewConstraints()` last; this calls the view's `updateConstraints()`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called when the root view's safe area changes.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's margins change.
    open func viewLayoutMarginsDidChange() {}
    /// Insets added to the root view's safe area (for a custom bar, say).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewIfLoaded?.setNeedsLayout(); viewIfLoaded?.invalidateIntrinsicContentSize() }
    }
    /// The root view's margins the system asks for: 20 points at the sides
    /// on this 430-point-wide phone, none at the top and bottom (which the
    /// safe area covers).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }
    /// Whether the root view's margins are at least the system minimum.
    open var viewRespectsSystemMinimumLayoutMargins = true

    deinit { if _view?.owningViewController === self { _view?.owningViewController = nil } }

    // MARK: Traits (Traits/UIView+Traits.swift)

    /// The style override and trait registrations, once the app sets one.
    var traitStorage: TraitStorage?
    /// The traits of the controller's view (the device's if it has none yet).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? .ofTheInterface }
    /// Called when the controller's traits changed, with the ones before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Forces light or dark on the controller's view and everything below it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.overrideStyle ?? .unspecified }
        set {
            guard let view = viewIfLoaded else { madeTraitStorage.overrideStyle = newValue; return }
            view.changeTraits { madeTraitStorage.overrideStyle = newValue }
        }
    }
    /// Called on controllers loaded from a storyboard; never called here.
    open override func awakeFromNib() {}

    // MARK: Containment

    /// The container controller this one is a child of, if any.
    public private(set) weak var parent: UIViewController?
    /// The controllers added to this one with ``addChild(_:)``, in that order.
    public private(set) var children: [UIViewController] = []

    /// Adds a controller as a child of this one, moving it from its previous parent.
    ///
    /// Adding a controller to itself stops the process with an `APIMisuse` message,
    /// as UIKit raises.
    open func addChild(_ child: UIViewController) {
        if child === self { APIMisuse.stop("addChild: can't add \(description) as a child of itself") }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller that presented this one, if it is presented.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The controller this one presented and that is still shown, if any.
    public internal(set) var presentedViewController: UIViewController?
    /// How this controller is shown when presented: `.automatic` is a page sheet, as on iOS 13+.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when presented without a transitioning delegate.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies custom animators, interaction controllers and presentation controllers.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether an over-/current-context presentation from this controller or below covers only this controller's view.
    open var definesPresentationContext = false
    /// The presentation in progress or shown, while this controller is presented.
    var presentation: PresentationRecord?

    /// Presents `controller` modally, in the style it asks for; `completion`
    /// runs once it is shown (after its `viewDidAppear`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool = false, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented — or, if it presented none,
    /// asks its presenting controller to dismiss it; `completion` runs once it is gone.
    open func dismiss(animated flag: Bool = false, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Called before the controller's view appears (presented, or its presenter shown again).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the controller's view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the controller's view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the controller's view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The appearance transition begun by `beginAppearanceTransition(_:animated:)` and not yet ended.
    var pendingAppearance: (isAppearing: Bool, animated: Bool)?
    /// Called before the size of the controller's view changes (a rotation),
    /// with the transition's coordinator (Apple, `UIContentContainer`).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Whether the controller is being presented, between `viewWillAppear` and `viewDidAppear`.
    open var isBeingPresented: Bool { presentation?.phase == .presenting }
    /// Whether the controller is being dismissed.
    open var isBeingDismissed: Bool { presentation?.phase == .dismissing }
    /// The object that manages this controller's presentation, while it is presented.
    open var presentationController: UIPresentationController? { presentation?.controller ?? configuredSheet }
    /// The sheet controller this controller will be (or is) presented with,
    /// for a sheet style; nil for the others. Made on first use, so detents
    /// can be set before presenting, as iOS code does.
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let configuredSheet { return configuredSheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        configuredSheet = sheet
        return sheet
    }
    /// The sheet the app configured through ``sheetPresentationController``.
    var configuredSheet: UISheetPresentationController?
    /// The popover controller for a `.popover` presentation, nil for other
    /// styles; made on first use, so the source and the delegate can be set
    /// before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let configuredPopover { return configuredPopover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        configuredPopover = popover
        return popover
    }
    var configuredPopover: UIPopoverPresentationController?
    /// Whether a controller presented not full screen takes over the status
    /// bar's look from the presenting one (Apple). The phone's status bar is
    /// not drawn from controllers here, so nothing reads it.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Asks the system to read the status bar's look again (Apple). The
    /// phone's status bar is not drawn from controllers here: nothing changes.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The view's superview — how a child controller's chain reaches its
    /// container (Behaviour §3), and a presented one's its presentation's
    /// containers: `UIDropShadowView`, `UITransitionView`, then the window
    /// (Behaviour §6: Apple's `UIResponder.next` — "UIViewController similarly
    /// implements the method and returns its view's superview" — and the
    /// seed's device trace, where the sheet's containers chain up to the window).
    open override var next: UIResponder? {
        viewIfLoaded?.superview
    }

    override var firstResponderHost: UIWindow? { viewIfLoaded?.window }
}
