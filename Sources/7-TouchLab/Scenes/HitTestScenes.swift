import Foundation
import SeedViews
@_spi(TouchLab) import UIKit

/// Scenes about finding the view: 001's overlapping squares, 004's tree and
/// sheet, 004 §2.5's two ways to let a covered view be touched, and 003's
/// reasons a view is passed over (Behaviour §2).
enum HitTestScenes {
    static var abc: Scene {
        Scene(
            name: "001-abc", title: "001 · Hit-testing asks the last-added view first",
            explanation: "A (red), B (yellow) and C (blue) were added in that order. Tap where they overlap: "
                + "the window asks C first, then B, then A — the last subview added is on top, so it is asked first.",
            keysHint: "tap where two squares overlap, then the grey root outside them"
        ) { b in
            addSeed001Squares(b, order: ["A", "B", "C"], logsHitTest: true)
        }
    }

    static var cba: Scene {
        Scene(
            name: "001-cba", title: "001 · The same squares added C, B, A",
            explanation: "Added in the order C, B, A, the squares stack the other way round: A is on top now, "
                + "and hit-testing asks A, then B, then C.",
            keysHint: "tap where two squares overlap and compare with 001-abc"
        ) { b in
            addSeed001Squares(b, order: ["C", "B", "A"], logsHitTest: true)
        }
    }

    /// 001's three 200×200 squares at (0,0), (100,100), (200,200), added in
    /// `order`, with the 400×400 group centred on the canvas.
    @discardableResult
    static func addSeed001Squares(_ b: SceneBuilder, order: [String], logsHitTest: Bool = false,
                                  logsTouchesBegan: Bool = false) -> [String: SeedView] {
        let offset = CGPoint(x: 15, y: 200)
        var views: [String: SeedView] = [:]
        for name in order {
            let (view, step, color): (SeedView, CGFloat, UIColor) = switch name {
            case "A": (AView(log: b.log), 0, SceneColors.a)
            case "B": (BView(log: b.log), 1, SceneColors.b)
            default: (CView(log: b.log), 2, SceneColors.c)
            }
            view.logsHitTest = logsHitTest
            view.logsTouchesBegan = logsTouchesBegan
            b.add(view, name, rect(offset.x + 100 * step, offset.y + 100 * step, 200, 200), color)
            views[name] = view
        }
        return views
    }

    static var tree: Scene {
        Scene(
            name: "004-tree", title: "004 §2.2 · A tree of views",
            explanation: "Window → A(A1(A1a), A2(A2a, A2b)), B(B1(B1a, B1b)), C(C1, C2(C2a)). Tap A2b: the window asks "
                + "C and B (not inside: nil), then A; A asks A2, A2 asks A2b first, and A2b's answer returns up the path.",
            keysHint: "tap A2b, then a gap inside A2, then B1b"
        ) { b in
            func family(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, depth: CGFloat) -> UIColor {
                let fade = 0.55 - 0.2 * depth   // deeper is stronger
                return UIColor(red: red + (1 - red) * fade, green: green + (1 - green) * fade, blue: blue + (1 - blue) * fade, alpha: 1)
            }
            let aColor = { (depth: CGFloat) in family(0.9, 0.25, 0.25, depth: depth) }
            let bColor = { (depth: CGFloat) in family(0.9, 0.75, 0.1, depth: depth) }
            let cColor = { (depth: CGFloat) in family(0.2, 0.4, 0.9, depth: depth) }

            let a = b.add(UIView(), "A", rect(10, 20, 410, 240), aColor(0))
            let a1 = b.add(UIView(), "A1", rect(10, 30, 180, 200), aColor(1), to: a)
            b.add(UIView(), "A1a", rect(10, 30, 110, 90), aColor(2), to: a1)
            let a2 = b.add(UIView(), "A2", rect(210, 30, 190, 200), aColor(1), to: a)
            b.add(UIView(), "A2a", rect(10, 30, 80, 70), aColor(2), to: a2)
            b.add(UIView(), "A2b", rect(95, 105, 85, 85), aColor(2), to: a2)

            let bView = b.add(UIView(), "B", rect(10, 280, 410, 230), bColor(0))
            let b1 = b.add(UIView(), "B1", rect(10, 30, 390, 190), bColor(1), to: bView)
            b.add(UIView(), "B1a", rect(10, 30, 180, 150), bColor(2), to: b1)
            b.add(UIView(), "B1b", rect(200, 30, 180, 150), bColor(2), to: b1)

            let c = b.add(UIView(), "C", rect(10, 530, 410, 250), cColor(0))
            b.add(UIView(), "C1", rect(10, 30, 180, 210), cColor(1), to: c)
            let c2 = b.add(UIView(), "C2", rect(210, 30, 190, 210), cColor(1), to: c)
            b.add(UIView(), "C2a", rect(10, 30, 120, 100), cColor(2), to: c2)
        }
    }

    static var sheet: Scene {
        Scene(
            name: "004-sheet", title: "004 §2.4 · The path through UIKit's own views",
            explanation: "viewb sits in a navigation controller presented as a sheet. Tap viewb: hit-testing walks "
                + "UIWindow → UITransitionView → UIDropShadowView → UILayoutContainerView → … → viewb, twice for one touch.",
            keysHint: "tap viewb (blue), then viewa's black rim"
        ) { b in
            let dashboard = XMDashboardViewController()
            let navigation = UINavigationController(rootViewController: dashboard)
            navigation.isNavigationBarHidden = true   // as in 004's app: its trace asks no UINavigationBar
            // The card's look as on iOS: a white card over the root, which recedes and is dimmed, with
            // the device's black behind it (the window shows black where the receded root leaves it).
            dashboard.view.backgroundColor = .white
            let window = b.window
            window.backgroundColor = .black
            b.onTeardown { window.backgroundColor = nil }
            b.controller.present(navigation)
            // Centred in the window (the seed's 932-point phone gives its (165 416)).
            let center = dashboard.view.convert(CGPoint(x: b.window.bounds.midX, y: b.window.bounds.midY), from: b.window)
            dashboard.viewa.center = center
            dashboard.viewb.center = center
        }
    }

    static var fixInteraction: Scene {
        Scene(
            name: "004-fix-interaction", title: "004 §2.5 · Fix 1: B.isUserInteractionEnabled = false",
            explanation: "B covers part of A. With B's interaction off, hit-testing skips B and everything in it, "
                + "so a tap on the overlap reaches A; a tap on the rest of B falls through to the root.",
            keysHint: "f: switch the fix off and on · tap the overlap"
        ) { b in
            let (_, bView) = addCoveredA(b, b: BView(log: b.log))
            bView.isUserInteractionEnabled = false
            b.key("f", "switch fix 1 off and on") {
                bView.isUserInteractionEnabled.toggle()
                return "B.isUserInteractionEnabled = \(bView.isUserInteractionEnabled)"
            }
        }
    }

    static var fixHitTest: Scene {
        Scene(
            name: "004-fix-hittest", title: "004 §2.5 · Fix 2: B's hitTest returns nil over A",
            explanation: "B overrides hitTest to return nil where A lies beneath it, so the search goes on to A there; "
                + "the rest of B still gets its own touches.",
            keysHint: "f: switch the fix off and on · tap the overlap, then the rest of B"
        ) { b in
            let bView = BViewDecliningOverA(log: b.log)
            let (a, _) = addCoveredA(b, b: bView)
            bView.viewBeneath = a
            b.key("f", "switch fix 2 off and on") {
                bView.declines.toggle()
                return bView.declines ? "B.hitTest returns nil over A" : "B.hitTest is UIView's again"
            }
        }
    }

    /// A (red, below) and B (yellow, on top) overlapping by a quarter; both log `touchesBegan`.
    private static func addCoveredA(_ b: SceneBuilder, b bView: SeedView) -> (SeedView, SeedView) {
        let a = AView(log: b.log)
        for view in [a, bView] { view.logsTouchesBegan = true; view.logsHitTest = false }
        b.add(a, "A", rect(30, 180, 250, 250), SceneColors.a)
        b.add(bView, "B", rect(150, 300, 250, 250), SceneColors.b)
        return (a, bView)
    }

    static var rejections: Scene {
        Scene(
            name: "003-rejections", title: "003 · Why a view gets nothing",
            explanation: "A button inside an image view (interaction off by default), a child of a disabled parent, "
                + "a hidden view and one at alpha 0.01 are all passed over: the touch goes to the root behind them.",
            keysHint: "tap each panel; only 'alpha 0.5' and 'plain' answer"
        ) { b in
            b.controller.logsTouches = true   // a touch that lands on the root climbs to the controller

            let image = b.add(UIImageView(), "image", rect(20, 100, 190, 190), SceneColors.panel)
            image.imageName = "photo"
            let button = b.add(UIButton(type: .system), "button", rect(45, 70, 100, 50), SceneColors.child, to: image)
            button.setTitle("Button")
            button.addAction(for: .allTouchEvents) { [weak log = b.log] _, event in log?("button: \(event.names.joined(separator: ", "))") }

            let parent = b.add(UIView(), "disabled parent", rect(220, 100, 190, 190), SceneColors.panel)
            parent.isUserInteractionEnabled = false
            let child = b.add(SeedView(log: b.log), "child", rect(45, 70, 100, 60), SceneColors.child, to: parent)

            let hidden = b.add(SeedView(log: b.log), "hidden", rect(20, 320, 190, 190), SceneColors.accent)
            hidden.isHidden = true
            let faint = b.add(SeedView(log: b.log), "alpha 0.01", rect(220, 320, 190, 190), SceneColors.accent)
            faint.alpha = 0.01
            let half = b.add(SeedView(log: b.log), "alpha 0.5", rect(20, 540, 190, 190), SceneColors.green)
            half.alpha = 0.5
            let plain = b.add(SeedView(log: b.log), "plain", rect(220, 540, 190, 190), SceneColors.green)
            for view in [child, hidden, faint, half, plain] { view.logsTouchesBegan = true }
        }
    }
}
