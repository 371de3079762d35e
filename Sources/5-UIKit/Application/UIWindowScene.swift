import Foundation

/// The scene a window belongs to. In the responder chain it sits between the
/// window and the application (004 §2.4: `HitTest: UIWindow` /
/// `NextResponder: UIWindowScene`).
open class UIWindowScene: UIResponder {
    public unowned let application: UIApplication
    public private(set) var windows: [UIWindow] = []

    public init(application: UIApplication) {
        self.application = application
        super.init()
        application.connectedScenes.append(self)
    }

    func attach(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    func detach(_ window: UIWindow) { windows.removeAll { $0 === window } }

    open override var next: UIResponder? { application }
}
