import Foundation
import UIKit

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
        recognizer.addTarget { [unowned log] r in
            defer { lastLogged = r.state }
            if r.state == .changed && lastLogged == .changed { return }
            log("\(name): \(r.state)")
        }
        return recognizer
    }

    /// Binds `key` while the scene is shown; `perform` returns the line to log.
    func key(_ key: Character, _ summary: String, _ perform: @escaping () -> String) {
        content.addKey(SceneKeyAction(key: key, summary: summary) { [unowned log] in log(perform()) })
    }

    /// Runs when the scene is torn down.
    func onTeardown(_ body: @escaping () -> Void) { content.addTeardown(body) }

    /// Keeps `object` alive as long as the scene (UIKit holds delegates weakly).
    func keep(_ object: AnyObject) { content.retained.append(object) }
}

/// The scenes are drawn on a 430×800 canvas, the demo's phone area; a window
/// of another size gets the canvas scaled uniformly and centred.
struct SceneLayout {
    static let canvas = CGSize(width: 430, height: 800)
    let scale: CGFloat
    let origin: CGPoint

    init(bounds: CGRect) {
        let s = min(bounds.width / Self.canvas.width, bounds.height / Self.canvas.height)
        scale = s.isFinite && s > 0 ? s : 1
        origin = CGPoint(x: bounds.minX + (bounds.width - Self.canvas.width * scale) / 2,
                         y: bounds.minY + (bounds.height - Self.canvas.height * scale) / 2)
    }

    /// A canvas rectangle in the root view's coordinates.
    func place(_ r: CGRect) -> CGRect {
        CGRect(x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// A rectangle inside a placed view: scaled, not moved.
    func scale(_ r: CGRect) -> CGRect {
        CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The root view's point for a canvas point.
    func place(_ p: CGPoint) -> CGPoint { CGPoint(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
}

/// The seeds' colours, and the few the scenes add.
enum SceneColors {
    static let background = UIColor(white: 0.95, alpha: 1)
    static let a = UIColor.red
    static let b = UIColor.yellow
    static let c = UIColor.blue
    static let panel = UIColor(white: 0.85, alpha: 1)
    static let child = UIColor(red: 0.3, green: 0.6, blue: 1, alpha: 1)
    static let accent = UIColor.orange
    static let green = UIColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
