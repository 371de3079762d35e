import Foundation

/// One instance of the app's interface. `connectedScenes` is a set of these;
/// like every responder, a scene is equal only to itself.
open class UIScene: UIResponder {
    /// The application this scene is connected to.
    public unowned let application: UIApplication

    /// Connects a new scene to `application`.
    public init(application: UIApplication) {
        self.application = application
        super.init()
    }
}

/// The scene a window belongs to. In the responder chain it sits between the
/// window and the application (004 §2.4: `HitTest: UIWindow` /
/// `NextResponder: UIWindowScene`).
open class UIWindowScene: UIScene {
    /// The windows that belong to this scene, in the order they joined it.
    @exclusivity(unchecked) public private(set) var windows: [UIWindow] = []

    /// Makes a scene and connects it to `application`, which keeps it from then on.
    public override init(application: UIApplication) {
        super.init(application: application)
        application.scenes.append(self)
    }

    func attach(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    func detach(_ window: UIWindow) { windows.removeAll { $0 === window } }

    /// A scene's next responder is the application (Behaviour §3).
    open override var next: UIResponder? { application }
}
