import Foundation
@_spi(TouchLab) import UIKit

/// The pointer as iPadOS defines it: it hovers (`UIHoverGestureRecognizer`),
/// and its clicks are direct touches or indirect-pointer touches, with
/// buttons and modifier keys, depending on the app
/// (`UIApplicationSupportsIndirectInputEvents`).
enum PointerScenes {
    static let hover = Scene(
        name: "pointer-hover", title: "Hover: the pointer without a button",
        explanation: "Move the pointer without pressing: each card's UIHoverGestureRecognizer begins as the pointer "
            + "enters it, changes as it moves, ends as it leaves. The inner card is inside the outer one, so both hover "
            + "there. Hover is not a touch: no touchesBegan, and a click still taps the card.",
        keysHint: "move over the cards, then click one"
    ) { b in
        let location = b.add(UILabel(), "hover location", rect(15, 20, 400, 50), .white)
        location.text = "pointer: not over a card"
        let outer = b.add(UIView(), "outer card", rect(40, 110, 350, 330), SceneColors.panel)
        let inner = b.add(UIView(), "inner card", rect(75, 110, 200, 160), SceneColors.child, to: outer)
        let lone = b.add(UIView(), "lone card", rect(40, 480, 350, 160), SceneColors.green)
        for (view, name) in [(outer, "hover (outer)"), (inner, "hover (inner)"), (lone, "hover (lone)")] {
            let plain = view.backgroundColor
            let recognizer = b.named(UIHoverGestureRecognizer(), name)
            recognizer.addTarget { [unowned view] r in
                switch r.state {
                case .began, .changed:
                    view.backgroundColor = SceneColors.accent
                    let p = r.location(in: view)
                    location.text = "pointer: (\(Int(p.x)), \(Int(p.y))) in \(view.name ?? "?")"
                default:
                    view.backgroundColor = plain
                    location.text = "pointer: left \(view.name ?? "?")"
                }
            }
            view.addGestureRecognizer(recognizer)
        }
        let tap = b.named(UITapGestureRecognizer(), "tap (lone)")
        lone.addGestureRecognizer(tap)
    }

    static let touchTypes = Scene(
        name: "pointer-touch-types", title: "One click, two kinds of touch",
        explanation: "Click the pad: by default a click is a .direct touch, as if a finger tapped. Press D to opt into "
            + "indirect input (UIApplicationSupportsIndirectInputEvents): the same click is an .indirectPointer touch "
            + "with buttonMask .primary, a right click one with .secondary, and the tap that allows only .direct "
            + "touches no longer sees them. Hold Shift, Ctrl, Alt or Super for modifierFlags.",
        keysHint: "click, right-click, press D, click and right-click again"
    ) { b in
        let input = b.add(UILabel(), "input", rect(15, 20, 400, 40), .white)
        let type = b.add(UILabel(), "touch type", rect(15, 66, 400, 40), .white)
        let buttons = b.add(UILabel(), "buttonMask", rect(15, 112, 400, 40), .white)
        let modifiers = b.add(UILabel(), "modifierFlags", rect(15, 158, 400, 40), .white)
        let directOnly = b.add(UILabel(), "direct-only tap", rect(15, 204, 400, 40), .white)
        let pad = b.add(TouchTypeProbe(), "pad", rect(40, 270, 350, 380), SceneColors.panel)
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

/// A view that reports each touch it begins, for the labels.
final class TouchTypeProbe: UIView {
    var onBegan: ((UITouch, UIEvent?) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onBegan?(touch, event) }
    }
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
