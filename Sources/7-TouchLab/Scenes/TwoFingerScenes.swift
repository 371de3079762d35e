import Foundation
@_spi(TouchLab) import UIKit

/// Scenes for two fingers: hold Alt in the window for the iOS Simulator's
/// second finger (mirrored about the phone's centre; Shift+Alt moves both in
/// parallel), or use a script's `pinch`, `rotate` and `finger` steps.
enum TwoFingerScenes {
    static var pinchRotatePan: Scene {
        Scene(
            name: "gesture-pinch-rotate-pan", title: "Pinch, rotate and pan together",
            explanation: "The photo has a pinch, a rotation and a pan recognizer, and a delegate that lets them recognize "
                + "simultaneously: hold Alt and drag across the photo to pinch and turn it (the second finger mirrors the "
                + "pointer about the centre); Shift+Alt drags both fingers in parallel, a two-finger pan.",
            keysHint: "Alt+drag: pinch and rotate · Shift+Alt+drag: move · t: reset the photo"
        ) { b in
            let photo = b.add(UIView(), "photo", rect(95, 280, 240, 240), SceneColors.child)
            photo.isMultipleTouchEnabled = true
            let pinch = b.named(UIPinchGestureRecognizer(), "pinch")
            let rotation = b.named(UIRotationGestureRecognizer(), "rotation")
            let pan = b.named(UIPanGestureRecognizer(), "pan")
            // The classic: apply each change to the view's transform, then zero
            // the recognizer, so every call carries the step since the last.
            pinch.addTarget { r in
                guard let p = r as? UIPinchGestureRecognizer, p.state == .began || p.state == .changed else { return }
                photo.transform = photo.transform.scaledBy(x: p.scale, y: p.scale)
                p.scale = 1
            }
            rotation.addTarget { r in
                guard let g = r as? UIRotationGestureRecognizer, g.state == .began || g.state == .changed else { return }
                photo.transform = photo.transform.rotated(by: g.rotation)
                g.rotation = 0
            }
            pan.addTarget { r in
                guard let p = r as? UIPanGestureRecognizer, p.state == .began || p.state == .changed, let parent = photo.superview else { return }
                let t = p.translation(in: parent)
                photo.center = CGPoint(x: photo.center.x + t.x, y: photo.center.y + t.y)
                p.setTranslation(.zero, in: parent)
            }
            let together = SimultaneousRecognition()
            for r in [pinch, rotation, pan] as [UIGestureRecognizer] {
                r.delegate = together
                photo.addGestureRecognizer(r)
            }
            b.keep(together)
            b.key("t", "reset the photo's transform") {
                photo.transform = .identity
                photo.frame = b.layout.place(rect(95, 280, 240, 240))
                return "photo: transform reset"
            }
        }
    }

    static var edgePan: Scene {
        Scene(
            name: "gesture-edge-pan", title: "A screen-edge pan against a content pan",
            explanation: "Drag from the screen's left edge (within 20 points of it) to the right: the edge pan begins and "
                + "pulls the drawer out; the content pan requires it to fail, so it waits. Drag anywhere else: the edge pan "
                + "fails at once and the content pan moves the card.",
            keysHint: "drag from the left edge, then from the card · d: close the drawer"
        ) { b in
            let content = b.add(UIView(), "content", rect(0, 0, 430, 800), SceneColors.panel)
            let card = b.add(UIView(), "card", rect(115, 300, 200, 200), SceneColors.child, to: content)
            // Off the screen and hidden while closed; the edge pan shows it and pulls it out.
            let drawer = b.add(UIView(), "drawer", rect(-260, 0, 260, 800), SceneColors.green)
            drawer.isHidden = true
            let closedX = drawer.frame.minX
            let edge = b.named(UIScreenEdgePanGestureRecognizer(), "edge pan")
            edge.edges = .left
            let contentPan = b.named(UIPanGestureRecognizer(), "content pan")
            contentPan.require(toFail: edge)   // Apple's advice for an edge pan over content that pans
            edge.addTarget { r in
                guard let p = r as? UIScreenEdgePanGestureRecognizer else { return }
                let t = p.translation(in: b.root)
                var frame = drawer.frame
                switch p.state {
                case .began, .changed: frame.origin.x = min(closedX + drawer.frame.width, closedX + max(0, t.x))
                default: frame.origin.x = t.x > drawer.frame.width / 2 ? closedX + drawer.frame.width : closedX   // snap open or shut
                }
                drawer.frame = frame
                drawer.isHidden = frame.minX == closedX
            }
            contentPan.addTarget { r in
                guard let p = r as? UIPanGestureRecognizer, p.state == .began || p.state == .changed else { return }
                let t = p.translation(in: content)
                card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
                p.setTranslation(.zero, in: content)
            }
            b.root.addGestureRecognizer(edge)
            content.addGestureRecognizer(contentPan)
            b.key("d", "close the drawer") {
                drawer.frame.origin.x = closedX
                drawer.isHidden = true
                return "drawer: closed"
            }
        }
    }

    static var exclusiveButtons: Scene {
        Scene(
            name: "gesture-exclusive-buttons", title: "Exclusive-touch buttons",
            explanation: "Both buttons have isExclusiveTouch: while a finger is on one, a second finger on the other is "
                + "withheld from it (its window delivers nothing to it). Hold Alt and press near one button so the mirrored "
                + "finger lands on the other; X switches isExclusiveTouch off, and then both fire.",
            keysHint: "Alt+press: two fingers, one on each button · x: toggle isExclusiveTouch"
        ) { b in
            let top = b.add(UIButton(type: .system), "top button", rect(115, 180, 200, 90), SceneColors.child)
            let bottom = b.add(UIButton(type: .system), "bottom button", rect(115, 530, 200, 90), SceneColors.accent)
            top.setTitle("Top")
            bottom.setTitle("Bottom")
            for (button, name) in [(top, "top"), (bottom, "bottom")] {
                button.isExclusiveTouch = true
                button.addAction(for: [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel]) { [weak log = b.log] _, event in
                    log?("\(name): \(event.names.joined(separator: ", "))")
                }
            }
            b.key("x", "toggle isExclusiveTouch") {
                top.isExclusiveTouch.toggle()
                bottom.isExclusiveTouch = top.isExclusiveTouch
                return "isExclusiveTouch = \(top.isExclusiveTouch ? "YES" : "NO")"
            }
        }
    }
}
