import Foundation

/// The root of a view tree and the object that delivers touches to views.
///
/// `sendEvent` is where "a touch becomes a method call": recognizers attached
/// to the touch see it first, then the touch's view gets its touches method
/// (unless a recognizer cancelled or is holding it) — see
/// `Dispatch/TouchDelivery.swift`. Overrides must call `super`.
open class UIWindow: UIView {
    /// Makes a window that belongs to `windowScene`, with the given frame.
    public init(windowScene: UIWindowScene, frame: CGRect = UIScreen.main.bounds) {
        self.windowScene = windowScene
        super.init(frame: frame)
        windowScene.attach(self)
    }

    /// The scene template: a window for `windowScene`, the size of the screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(windowScene: windowScene, frame: UIScreen.main.bounds)
    }

    /// The pre-scene template (`UIWindow(frame: UIScreen.main.bounds)`): the
    /// window joins a scene of `UIApplication.shared` when it is made key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window belongs to a scene, and an archive names none: nil.
    public required init?(coder: NSCoder) { return nil }

    /// Weak, as UIKit's: a window can outlive its application (a test or a
    /// client keeps it), and then it has no scene rather than a dangling one.
    public weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// The controller that provides the window's content view. Setting it puts the
    /// controller's view under the window, sized to the window's bounds, so the
    /// chain runs root view → controller → window (Behaviour §3).
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                controller.view.frame = bounds
                insertSubview(controller.view, at: 0)
            }
        }
    }

    /// Where the window sits among the app's windows: higher levels in front
    /// (`UIWindow+Level.swift`); `.normal` by default.
    open var windowLevel: UIWindow.Level = .normal

    /// Whether this window is the app's key window.
    public var isKeyWindow: Bool { windowScene?.application.keyWindow === self }

    /// Shows the window and makes it the key window.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    /// Makes the window the key window, joining a scene of `UIApplication.shared`
    /// first if it was made without one.
    public func makeKey() {
        joinSceneIfNeeded()
        windowScene?.application.keyWindow = self
    }

    /// A window made with `init(frame:)` has no scene until it is shown: it
    /// joins the shared application's first scene, or a new one.
    private func joinSceneIfNeeded() {
        guard windowScene == nil else { return }
        let app = UIApplication.shared
        windowScene = app.scenes.first ?? UIWindowScene(application: app)
    }

    /// The first responder of this window (motion and remote-control events start here).
    var firstResponder: UIResponder? {
        didSet { setNeedsRedraw() }
    }

    /// Bumped by any visible change in this window's tree; a renderer compares it.
    @_spi(TouchLab) public internal(set) var displayRevision: UInt64 = 0
    /// Views to ask for `draw(_:)` before the next frame (`UIView+Display.swift`).
    @exclusivity(unchecked) var viewsNeedingDisplay: [UIView] = []

    /// The recognizers and their pending state changes for this window's touches.
    public private(set) lazy var gestureEnvironment = UIGestureEnvironment(window: self)

    /// A window's next responder is its scene (004 §2.4 logs
    /// `HitTest: UIWindow` / `NextResponder: UIWindowScene`; Behaviour §2).
    open override var next: UIResponder? { windowScene }

    /// Dispatches an event to the views of this window: touches to their
    /// recognizers and hit views, presses and motion to the first responder,
    /// scroll and hover events to the views under the pointer.
    ///
    /// Overrides must call `super`, as in UIKit (Behaviour §1). See <doc:JourneyOfATouch>.
    open func sendEvent(_ event: UIEvent) {
        if traceIsOn {
            let touch = event.reportedTouch
            trace(.sendEvent(receiver: Traced(self), type: event.type, phase: touch?.phase, location: touch?.locationInWindow))
        }
        switch event.type {
        case .touches: deliverTouches(of: event)
        case .motion, .remoteControl: deliverMotion(event)
        case .presses: if let presses = event as? UIPressesEvent { deliverPresses(presses) }
        case .scroll: if let scroll = event as? UIScrollEvent { deliverScroll(scroll) }
        case .hover: deliverHover(event)
        default: break
        }
    }

    func viewWasRemoved(_ view: UIView) {
        if let first = firstResponder as? UIView, first.isDescendant(of: view) { firstResponder = nil }
    }

    /// The window's own logs print just its class, as 004's trace does.
    open override var description: String {
        let f = frame
        return "<\(className): \(address); frame = (\(uikitNumber(f.origin.x)) \(uikitNumber(f.origin.y)); \(uikitNumber(f.width)) \(uikitNumber(f.height)))>"
    }
}
