import Foundation
@_spi(TouchLab) import UIKit

/// A built scene: its root controller, its log, its keys, and how to end it.
///
/// Ending matters because some scenes reach outside their view tree: a
/// presented sheet lives on the window, the responder scene replaces the app
/// delegate, the timer scene schedules repeating run-loop timers. `tearDown()`
/// undoes all of it, so switching scenes leaves nothing behind.
public final class SceneContent {
    /// The name of the scene that was built.
    public let sceneName: String
    /// The window the scene was built in.
    public let window: UIWindow
    /// The application whose window it is.
    public unowned let application: UIApplication
    /// The fresh root view controller the scene built its tree under.
    public let rootViewController: UIViewController
    /// What the scene's own code reports (the seeds' `NSLog` lines: "B touchesBegan").
    public let log = SceneLog()
    /// Keys this scene understands, besides the demo's own.
    public private(set) var keyActions: [SceneKeyAction] = []
    /// Runs once, first thing in `tearDown()`. Scenes add to it; the demo may too.
    public var teardown: () -> Void = {}
    /// Whether ``tearDown()`` has run; a second call does nothing.
    public private(set) var isTornDown = false

    /// Delegates and other objects UIKit holds weakly, kept alive with the scene.
    var retained: [AnyObject] = []
    /// What was on the window before the scene: not the scene's to remove.
    private let viewsBefore: [UIView]

    init(sceneName: String, window: UIWindow, application: UIApplication, rootViewController: UIViewController) {
        self.sceneName = sceneName
        self.window = window
        self.application = application
        self.rootViewController = rootViewController
        self.viewsBefore = window.subviews
    }

    func addKey(_ action: SceneKeyAction) { keyActions.append(action) }

    func addTeardown(_ body: @escaping () -> Void) {
        let previous = teardown
        teardown = { body(); previous() }   // last added runs first, like `defer`
    }

    /// Performs the action bound to `character`; false if the scene has none.
    @discardableResult
    public func handleKey(_ character: Character) -> Bool {
        guard !isTornDown, let action = keyActions.first(where: { $0.key == character }) else { return false }
        action.perform()
        return true
    }

    /// The same for a HID key event's keysym: printable Latin-1 keysyms are their characters.
    @discardableResult
    public func handleKey(keysym: UInt32) -> Bool {
        guard (0x20...0x7E).contains(keysym), let scalar = Unicode.Scalar(keysym) else { return false }
        return handleKey(Character(scalar))
    }

    /// The first view in the window's tree named `name`, depth first.
    public func view(named name: String) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            if view.name == name { return view }
            for subview in view.subviews { if let found = search(subview) { return found } }
            return nil
        }
        return search(window)
    }

    /// Undoes the scene: its teardown, a presented sheet, the root controller
    /// and anything else it put on the window. Idempotent.
    public func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        teardown()
        if rootViewController.presentedViewController != nil { rootViewController.dismiss(animated: false) }
        if window.rootViewController === rootViewController { window.rootViewController = nil }
        for view in window.subviews where !viewsBefore.contains(where: { $0 === view }) { view.removeFromSuperview() }
        retained.removeAll()
        keyActions.removeAll()
    }
}

/// A key a scene binds while it is shown: "f" toggles 004 §2.5's fix.
public struct SceneKeyAction {
    /// The key, as typed.
    public let key: Character
    /// What the key does, for the demo's help line.
    public let summary: String
    /// What the key does.
    public let perform: () -> Void
}
