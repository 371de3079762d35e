import Foundation
@_spi(TouchLab) import UIKit

/// The pointer as iPadOS defines it: it hovers (`UIHoverGestureRecognizer`),
/// and its clicks are direct touches or indirect-pointer touches, with
/// buttons and modifier keys, depending on the app
/// (`UIApplicationSupportsIndirectInputEvents`).
enum PointerScenes {
    static var hover: Scene {
        Scene(
            name: "pointer-hover", title: "Hover: the pointer without a button",
            explanation: "Move the pointer without pressing: each card's UIHoverGestureRecognizer begins as the pointer "
                + "enters it, changes as it moves, ends as it leaves. The inner card is inside the outer one, so both hover "
                + "there. Hover is not a touch: no touchesBegan, and a click still taps the card.",
            keysHint: "move over the cards without pressing, then click the lone card"
        ) { b in
            let location = b.add(UILabel(), "hover location", rect(15, 20, 400, 50), .white)
            location.text = "pointer over: no card"
            let outer = b.add(UIView(), "outer card", rect(40, 110, 350, 330), SceneColors.panel)
            let inner = b.add(UIView(), "inner card", rect(75, 110, 200, 160), SceneColors.child, to: outer)
            let lone = b.add(UIView(), "lone card", rect(40, 480, 350, 160), SceneColors.green)
            let yellow = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1), orange = SceneColors.accent
            /// The cards under the pointer, innermost first, and where it is in the innermost.
            var over: [UIView] = []
            func show(_ r: UIGestureRecognizer) {
                guard let innermost = over.first else { location.text = "pointer over: no card"; return }
                let p = r.location(in: innermost)
                location.text = "over \(over.compactMap(\.name).joined(separator: ", ")): (\(Int(p.x)), \(Int(p.y)))"
            }
            for (view, name, highlight) in [(outer, "hover (outer)", yellow), (inner, "hover (inner)", orange), (lone, "hover (lone)", yellow)] {
                let plain = view.backgroundColor
                let recognizer = b.named(UIHoverGestureRecognizer(), name)
                recognizer.addTarget { [weak view] r in
                    guard let view else { return }   // the recognizer outlived its view (Behaviour §7)
                    switch r.state {
                    case .began:
                        view.backgroundColor = highlight
                        over.append(view)
                        over.sort { a, _ in a === inner }
                    case .changed:
                        break
                    default:
                        view.backgroundColor = plain
                        over.removeAll { $0 === view }
                    }
                    show(r)
                }
                view.addGestureRecognizer(recognizer)
            }
            let tap = b.named(UITapGestureRecognizer(), "tap (lone)")
            lone.addGestureRecognizer(tap)
        }
    }

    static var touchTypes: Scene {
        Scene(
            name: "pointer-touch-types", title: "One click, two kinds of touch",
            explanation: "Click the pad: by default a click is a .direct touch, as if a finger tapped. Press D to opt into "
                + "indirect input (UIApplicationSupportsIndirectInputEvents): the same click is an .indirectPointer touch "
                + "with buttonMask .primary, a right click one with .secondary, and the tap that allows only .direct "
                + "touches no longer sees them. Hold Shift, Ctrl, Alt or Super for modifierFlags.",
            keysHint: "d: direct or indirect pointer input · click, right-click, press D, click and right-click again"
        ) { b in
            // 60 points apart: each label's name tag sits above its text, not on it.
            let labels = ["input", "touch type", "buttonMask", "modifierFlags", "direct-only tap"].enumerated().map { i, name in
                b.add(UILabel(), name, rect(15, 28 + CGFloat(i) * 60, 400, 34), .white)
            }
            let (input, type, buttons, modifiers, directOnly) = (labels[0], labels[1], labels[2], labels[3], labels[4])
            let pad = b.add(TouchTypeProbe(), "pad", rect(40, 340, 350, 420), SceneColors.panel)
            let tap = b.named(UITapGestureRecognizer(), "tap (direct only)")
            tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
            tap.cancelsTouchesInView = false
            var taps = 0
            tap.addTarget { _ in taps += 1; directOnly.text = "direct-only tap: recognized \(taps)×" }
            pad.addGestureRecognizer(tap)

            let app = b.application
            let wasIndirect = app.supportsIndirectInputEvents
            func showInput() { input.text = "indirect input: \(app.supportsIndirectInputEvents ? "YES" : "NO") (D)" }
            showInput()
            type.text = "type: –"; buttons.text = "buttonMask: –"; modifiers.text = "modifierFlags: –"
            directOnly.text = "direct-only tap: recognized 0×"
            pad.onBegan = { touch, event in
                type.text = "type: .\(touch.type.name)"
                buttons.text = "buttonMask: \(event?.buttonMask.names ?? "–")"
                modifiers.text = "modifierFlags: \(event?.modifierFlags.names ?? "–")"
            }
            b.key("d", "direct / indirect pointer input") {
                app.supportsIndirectInputEvents.toggle()
                showInput()
                return "UIApplicationSupportsIndirectInputEvents = \(app.supportsIndirectInputEvents ? "YES" : "NO")"
            }
            b.onTeardown { app.supportsIndirectInputEvents = wasIndirect }
        }
    }
}

/// A view that reports each touch it begins, for the labels, and handles
/// the touch to its end (nothing passes up the chain).
final class TouchTypeProbe: UIView {
    var onBegan: ((UITouch, UIEvent?) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onBegan?(touch, event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

extension UITouch.TouchType {
    /// Apple's case name.
    var name: String {
        switch self {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pencil: "pencil"
        case .indirectPointer: "indirectPointer"
        }
    }
}

extension UIEvent.ButtonMask {
    /// `.primary`, `.secondary`, `[]`.
    var names: String {
        var parts: [String] = []
        if contains(.primary) { parts.append(".primary") }
        if contains(.secondary) { parts.append(".secondary") }
        let others = subtracting([.primary, .secondary])
        if !others.isEmpty { parts.append("0x" + String(others.rawValue, radix: 16)) }
        return parts.isEmpty ? "[]" : "[" + parts.joined(separator: ", ") + "]"
    }
}

extension UIKeyModifierFlags {
    /// `[.shift, .command]`, `[]`.
    var names: String {
        let all: [(UIKeyModifierFlags, String)] = [(.alphaShift, ".alphaShift"), (.shift, ".shift"), (.control, ".control"),
                                                    (.alternate, ".alternate"), (.command, ".command")]
        let parts = all.filter { contains($0.0) }.map(\.1)
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
