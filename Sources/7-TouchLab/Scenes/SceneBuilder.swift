import Foundation
@_spi(TouchLab) import UIKit

/// What a scene's build closure works with: the window, the application,
/// the root controller and its view, the layout, and the content being made.
final class SceneBuilder {
    let content: SceneContent
    let controller: SceneViewController
    let layout: SceneLayout

    init(content: SceneContent, controller: SceneViewController) {
        self.content = content
        self.controller = controller
        self.layout = SceneLayout(bounds: content.window.bounds)
    }

    var window: UIWindow { content.window }
    var application: UIApplication { content.application }
    var root: UIView { controller.view }
    var log: SceneLog { content.log }

    /// Names `view`, colours it, places it at `frame` (design points, in the
    /// parent's coordinates; the root view's are the 430×800 canvas) and adds
    /// it to `parent` (the root view by default).
    @discardableResult
    func add<View: UIView>(_ view: View, _ name: String, _ frame: CGRect, _ color: UIColor? = nil,
                           to parent: UIView? = nil) -> View {
        let parent = parent ?? root
        view.name = name
        view.frame = parent === root ? layout.place(frame) : layout.scale(frame)
        if let color { view.backgroundColor = color }
        parent.addSubview(view)
        return view
    }

    /// A recognizer named for the demo's badges, whose action writes its
    /// state to the scene log: every call of a discrete one, and each new
    /// state of a continuous one (not one "Changed" per move).
    func named<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, _ name: String) -> Recognizer {
        recognizer.name = name
        var lastLogged: UIGestureRecognizer.State?
        recognizer.addTarget { [weak log] r in
            defer { lastLogged = r.state }
            if r.state == .changed && lastLogged == .changed { return }
            log?("\(name): \(r.state)")
        }
        return recognizer
    }

    /// Binds `key` while the scene is shown; `perform` returns the line to log.
    func key(_ key: Character, _ summary: String, _ perform: @escaping () -> String) {
        content.addKey(SceneKeyAction(key: key, summary: summary) { [weak log] in log?(perform()) })
    }

    /// Runs when the scene is torn down.
    func onTeardown(_ body: @escaping () -> Void) { content.addTeardown(body) }

    /// Keeps `object` alive as long as the scene (UIKit holds delegates weakly).
    func keep(_ object: AnyObject) { content.retained.append(object) }
}
