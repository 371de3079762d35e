import Foundation
@_spi(TouchLab) import UIKit

/// One experiment the demo can show: a view tree built from a seed document
/// (or from UIKit's documented gesture rules), with the words a teacher
/// would say while tapping it.
///
///     let content = SceneCatalog.named("004-tree")!.build(in: window, application: app)
///     …touches…
///     content.tearDown()      // timers invalidated, views removed, app delegate restored
///
/// A scene builds under a fresh root view controller sized to the window.
/// Its coordinates are designed for a 430×800 phone area and scaled to fit
/// the window's bounds (`SceneLayout`), so the same scene reads the same in
/// the demo and in a test's window.
///
/// The built-in scenes are computed (`static var tap: Scene { Scene(…) }`):
/// a scene holds the closure that builds its views, so it is not `Sendable`
/// and Swift 6 allows no global constant of it; making one costs nothing.
public struct Scene {
    /// The command-line id: `touchlab --scene 001-abc`.
    public let name: String
    /// The heading the demo shows above the phone.
    public let title: String
    /// One or two sentences: what to do, and what it shows.
    public let explanation: String
    /// What to try, including the scene's own keys (see `SceneContent.keyActions`).
    public let keysHint: String
    private let make: Make

    /// A built-in scene draws on the demo's canvas; an experiment's scene is
    /// a view controller of its own, as an iOS app's window would hold.
    private enum Make {
        case builder((SceneBuilder) -> Void)
        case controller(() -> UIViewController)
    }

    init(name: String, title: String, explanation: String, keysHint: String, make: @escaping (SceneBuilder) -> Void) {
        self.name = name
        self.title = title
        self.explanation = explanation
        self.keysHint = keysHint
        self.make = .builder(make)
    }

    /// An experiment's scene: `makeRootViewController` runs each time the
    /// scene opens (and again when it is reset), so every visit starts fresh.
    ///
    ///     Scene("two-buttons", title: "Two buttons in a scroll view") { ButtonsViewController() }
    ///
    /// - Parameters:
    ///   - name: what `--scene` takes: one word, unique among the experiment's scenes.
    ///   - title: the heading drawn above the phone.
    ///   - explanation: a sentence or two under it: what to do, what to watch.
    ///   - keysHint: what to try, including the scene's own keys.
    ///   - makeRootViewController: makes the scene's root view controller, each time the scene opens.
    public init(_ name: String, title: String, explanation: String = "", keysHint: String = "",
                makeRootViewController: @escaping () -> UIViewController) {
        self.name = name
        self.title = title
        self.explanation = explanation
        self.keysHint = keysHint
        self.make = .controller(makeRootViewController)
    }

    /// Makes the scene's root view controller the window's, builds the view
    /// tree under it, and returns what the demo needs to run and end it.
    /// The window must belong to `application` (through its window scene).
    public func build(in window: UIWindow, application: UIApplication) -> SceneContent {
        switch make {
        case let .builder(make):
            let controller = SceneViewController()
            let content = SceneContent(sceneName: name, window: window, application: application,
                                       rootViewController: controller)
            controller.log = content.log
            window.rootViewController = controller
            controller.view.backgroundColor = SceneColors.background
            controller.view.name = "root"
            make(SceneBuilder(content: content, controller: controller))
            // Laid out before its first frame, as UIKit lays out a new root
            // controller's view before the window's first commit: a scene
            // placed by constraints has no frames until then.
            window.layoutIfNeeded()
            return content
        case let .controller(makeRootViewController):
            let controller = makeRootViewController()
            let content = SceneContent(sceneName: name, window: window, application: application,
                                       rootViewController: controller)
            window.rootViewController = controller
            return content
        }
    }
}

/// Every scene's root view controller. It logs `touchesBegan` only in the
/// responder scene, where it is one of the links the seed's log shows.
final class SceneViewController: UIViewController {
    var log: SceneLog?
    var logsTouches = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if logsTouches { log?("controller touchesBegan") }
        super.touchesBegan(touches, with: event)
    }
}
