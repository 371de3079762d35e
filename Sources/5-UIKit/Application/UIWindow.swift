import Foundation

/// The root of a view tree and the object that delivers touches to views.
///
/// `sendEvent` is where "a touch becomes a method call": recognizers attached
/// to the touch see it first, then the touch's view gets its touches method
/// (unless a recognizer cancelled or is holding it) — see
/// `Dispatch/TouchDelivery.swift`. Overrides must call `super`.
open class UIWindow: UIView {
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

    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                controller.view.frame = bounds
                insertSubview(controller.view, at: 0)
            }
        }
    }

    public var isKeyWindow: Bool { windowScene?.application.keyWindow === self }

    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
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
        didSet { setNeedsDisplay() }
    }

    /// Bumped by any visible change in this window's tree; a renderer compares it.
    @_spi(TouchLab) public internal(set) var displayRevision: UInt64 = 0

    /// The recognizers and their pending state changes for this window's touches.
    public private(set) lazy var gestureEnvironment = UIGestureEnvironment(window: self)

    open override var next: UIResponder? { windowScene }

    open func sendEvent(_ event: UIEvent) {
        if traceIsOn {
            let touch = event.reportedTouch
            trace(.sendEvent(receiver: self, type: event.type, phase: touch?.phase, location: touch?.locationInWindow))
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
