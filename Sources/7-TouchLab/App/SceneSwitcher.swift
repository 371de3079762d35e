import Foundation
@_spi(TouchLab) import UIKit

/// Which scene the phone shows, and the change to another (the number keys,
/// N and P). One owner for it because a change must happen in one order:
/// never in the middle of a touch — a scene pulled from under a finger would
/// leave UIKit a touch whose view is gone, so the change waits for the next
/// key after the lift — then the old scene torn down, what was shown of it
/// cleared, and the new one built into the same window.
final class SceneSwitcher {
    /// The scenes this run offers: the built-in ones, or an experiment's.
    let catalog: SceneCatalog
    private(set) var index: Int
    /// The scene running in the window.
    private(set) var content: SceneContent?
    /// A scene asked for while a finger was down: shown once it has lifted.
    private var pendingIndex: Int?
    private unowned let application: UIApplication
    private let window: UIWindow

    /// Before the old scene is torn down (compare mode ends here).
    var willLeave: () -> Void = {}
    /// After the old scene is torn down, before the new one is built: what
    /// the overlays and the timeline remember of the old one goes.
    var didTearDown: () -> Void = {}
    /// The new scene is built.
    var didShow: () -> Void = {}

    init(catalog: SceneCatalog, index: Int, application: UIApplication, window: UIWindow) {
        self.catalog = catalog
        self.index = index
        self.application = application
        self.window = window
    }

    var scenes: [Scene] { catalog.scenes }
    var current: Scene { scenes[index] }

    func show(at index: Int) {
        guard scenes.indices.contains(index) else { return }
        if application.hasActiveTouch { pendingIndex = index; return }   // never mid-touch
        willLeave()
        content?.tearDown()
        didTearDown()
        self.index = index
        content = scenes[index].build(in: window, application: application)
        didShow()
    }

    func showNext() { show(at: (index + 1) % scenes.count) }
    func showPrevious() { show(at: (index + scenes.count - 1) % scenes.count) }

    /// A key after the lift: the scene asked for during the touch, if one was.
    func showPendingIfTouchEnded() {
        guard let pending = pendingIndex, !application.hasActiveTouch else { return }
        pendingIndex = nil
        show(at: pending)
    }

    /// The end of the run: the scene puts back what it changed in the app.
    func tearDown() { content?.tearDown() }

    /// The help card's list: every scene, the key that picks it, and which is on.
    var helpEntries: [(key: String, title: String, isCurrent: Bool)] {
        scenes.enumerated().map { i, s in (key: DemoKey.sceneKey(at: i) ?? "N", title: s.title, isCurrent: i == index) }
    }
}
