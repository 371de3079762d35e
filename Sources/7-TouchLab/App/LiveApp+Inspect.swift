import Drawing
import Foundation
import HID
@_spi(TouchLab) import UIKit

/// Inspect mode (I): clicks go to the inspector instead of UIKit, and flip
/// what-if switches (`WhatIfSwitch`) on the running scene.
///
///     click a recognizer's badge ──▶ its card: six switches ──▶ click a row ──▶ flipped, traced
///     click a view                ──▶ its card: three switches
///     require(toFail:)            ──▶ arrows between badges
///
/// Each flip is a trace line (`what-if: tap.cancelsTouchesInView = NO`) in
/// the trace panel and on standard output. Leaving inspect mode keeps the
/// switches, so the next touch shows what they change; R or another scene
/// takes them away.
struct InspectorState {
    var isOn = false
    /// What the open card is about, in `content`'s scene.
    var target: WhatIfTarget?
    weak var content: SceneContent?
    /// Inspect mode was on in the last frame: the next is drawn whole to take its marks away.
    var wasOn = false
}

extension LiveApp {
    /// I toggles inspect mode; E (explain) leaves it and goes on to the explain mode.
    func handleInspectKey(_ keysym: UInt32) -> Bool {
        switch keysym {
        case DemoKey.i:
            inspector.isOn.toggle()
            inspector.target = nil
            if inspector.isOn, timelineView.explainMode {
                timelineView.explainMode = false
                timelineView.card = nil
                timelineView.cardChanged = true
            }
            return true
        case DemoKey.e where inspector.isOn:
            inspector.isOn = false
            inspector.target = nil
            return false
        default:
            return false
        }
    }

    /// In inspect mode a press picks a badge, a view or a card's row, and goes
    /// no further into UIKit (its move and release neither).
    func inspectClick(_ hid: HIDEvent) -> Bool {
        guard inspector.isOn, hid.kind == .pointerDown || hid.kind == .pointerMove || hid.kind == .pointerUp else { return false }
        guard hid.kind == .pointerDown else { return true }
        recorder.withdrawGesture(startedBy: hid)
        rendering.needsDisplay = true
        let pixel = screen.toPixels(x: hid.x, y: hid.y)   // the event is in points; the drawing in pixels
        let point = CGPoint(x: pixel.x / options.uiScale, y: pixel.y / options.uiScale)
        guard let content else { return true }
        // The card's place comes from the layout, not from the last frame: a
        // click on a row may arrive before the frame that shows the card.
        if let target = openTarget, let card = cardLayout(for: target, in: content) {
            // Rows past the switches are the view's constraints: read-only.
            if let row = card.rows.firstIndex(where: { $0.contains(point) }), row < target.properties.count {
                let property = target.properties[row]
                let value = WhatIfSwitch.flip(property, of: target, in: content)
                if !options.printsTrace { print("what-if: \(target.name).\(property.rawValue) = \(value)") }
                return true
            }
            if card.card.contains(point) { return true }   // the card's own text
        }
        // Only the live scene's objects (not a replay's copy on screen) can be switched.
        let item = composer.lastRendered?.item(at: point)
        if let recognizer = item?.recognizer, recognizer.view?.window === content.window {
            inspector.target = .recognizer(recognizer)
        } else if let view = item?.view, view === content.window || view.window === content.window {
            inspector.target = .view(view)
        } else {
            inspector.target = nil   // a click beside the phone and the card closes it
        }
        inspector.content = content
        return true
    }

    /// The header's reminder, in and out of inspect mode, that the scene is
    /// not as built: " · 1 what-if" (R takes them away).
    var whatIfBadge: String {
        guard let content else { return "" }
        let count = WhatIfSwitch.applied(in: content).count
        return count == 0 ? "" : " · \(count) what-if\(count == 1 ? "" : "s")"
    }

    /// R: every switch of the scene back as built.
    func resetWhatIfSwitches() {
        if let content { WhatIfSwitch.reset(in: content) }
    }

    /// The open card's target, if it still belongs to the scene on screen.
    private var openTarget: WhatIfTarget? {
        guard let target = inspector.target, let content, inspector.content === content else { return nil }
        return target
    }

    /// Where the open card and its rows are (layout pixels, before `--scale`).
    func cardLayout(for target: WhatIfTarget, in content: SceneContent) -> InspectCardView.Layout? {
        guard let layout = composer.lastLayout else { return nil }
        return InspectCardView(card: Self.card(for: target, in: content)).layout(in: Self.cardArea(in: layout))
    }

    /// Whether this frame must be drawn whole: the inspector's marks are
    /// drawn over the composer's regions, which do not know of them.
    var inspectorNeedsWholeFrame: Bool { inspector.isOn || inspector.wasOn }

    func drawInspector() {
        guard let layout = composer.lastLayout else { return }
        drawInspector(in: frameBuffer.canvas, layout: layout)
        inspector.wasOn = inspector.isOn
    }

    /// Draws the marks over the phone and the open card over the panels.
    func drawInspector(in canvas: CairoCanvas, layout: FrameLayout) {
        guard inspector.isOn, let rendered = composer.lastRendered else { return }
        let target = openTarget
        let selection: InspectOverlay.Selection? = switch target {
        case let .recognizer(r)?: .recognizer(r)
        case let .view(v)?: .view(v)
        case nil: nil
        }
        canvas.withSavedState {
            canvas.scale(options.uiScale)
            InspectOverlay(selection: selection, theme: composer.theme).draw(over: rendered, in: canvas)
            guard let target, let content else {
                // No card open: what VoiceOver would find, beside the views (Behaviour §15).
                let accessibility = AccessibilityOverlay(rendered: rendered)
                accessibility.drawOnPhone(rendered, in: canvas)
                accessibility.drawList(in: canvas, area: Self.cardArea(in: layout), theme: composer.theme)
                return
            }
            InspectCardView(card: Self.card(for: target, in: content)).draw(in: canvas, area: Self.cardArea(in: layout))
        }
    }

    /// The panels' column below the header, down to the trace panel (which
    /// stays visible: it shows each switch's line).
    static func cardArea(in layout: FrameLayout) -> CGRect {
        let top = layout.pipeline.height > 0 ? layout.pipeline.minY : layout.header.maxY + FrameLayout.gap
        let bottom = layout.trace.height > 0 ? layout.trace.minY - FrameLayout.gap : layout.size.height - FrameLayout.margin
        return CGRect(x: layout.header.minX, y: top, width: layout.header.width, height: max(120, bottom - top))
    }

    /// The card for `target` as it stands now: each switch's value, and what it was as built if a switch changed it.
    static func card(for target: WhatIfTarget, in content: SceneContent) -> InspectCard {
        let changes = WhatIfLedger.existing(in: content)?.changes ?? []
        let rows = target.properties.map { property -> InspectCard.Row in
            let value = WhatIfSwitch.value(of: property, on: target, in: content)
            let built = changes.first { $0.property == property && $0.target.isSameObject(as: target) }?.original
            return InspectCard.Row(name: property.rawValue, value: value.description,
                                   builtValue: built.flatMap { $0 == value ? nil : $0.description },
                                   note: note(property, value))
        }
        let switched = WhatIfSwitch.applied(in: content).map { "\($0.switch) = \($0.value)" }
        switch target {
        case let .recognizer(r):
            return InspectCard(kind: "RECOGNIZER", title: "\(target.name) · \(r.className)",
                               subtitle: "on \(r.view.map(WhatIfTarget.name(of:)) ?? "no view")", rows: rows, sceneSwitches: switched)
        case let .view(v):
            return InspectCard(kind: "VIEW", title: v.name.map { "\($0) · \(v.className)" } ?? v.className,
                               subtitle: "in \(v.superview.map(WhatIfTarget.name(of:)) ?? "nothing")",
                               rows: rows + constraintRows(of: v), sceneSwitches: switched)
        }
    }

    /// The constraints that placed a view (Auto Layout), one row each: the
    /// relation as iOS prints it, its priority, and whose it is — the app's,
    /// the frame's (autoresizing), the content size's or a stack view's.
    static func constraintRows(of view: UIView) -> [InspectCard.Row] {
        let all = view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical)
        var seen = Set<ObjectIdentifier>()
        return all.filter { seen.insert(ObjectIdentifier($0)).inserted }.prefix(10).map { c in
            let relation = c.description.split(separator: " ", maxSplits: 1).last.map(String.init) ?? c.description
            let text = relation.replacingOccurrences(of: "   (active)>", with: "")
            let whose = c.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint") ? "its frame (translatesAutoresizingMaskIntoConstraints)"
                : c.description.hasPrefix("<NSContentSizeLayoutConstraint") ? "its intrinsic content size"
                : c.identifier?.hasPrefix("UISV") == true ? "its stack view" : "the app's constraint"
            return InspectCard.Row(name: text, value: "@\(c.priority)", note: whose)
        }
    }

    /// What the value means, in a few words (UIKit's documentation, Behaviour §2 and §4).
    static func note(_ property: WhatIfProperty, _ value: WhatIfValue) -> String {
        let on: Bool
        switch value {
        case let .bool(b): on = b
        case let .alpha(a): on = a > 0.01
        }
        switch property {
        case .cancelsTouchesInView: return on ? "recognizing cancels the view's touches" : "the view keeps its touches"
        case .delaysTouchesBegan: return on ? "the view's touchesBegan waits until this fails" : "the view hears touchesBegan at once"
        case .delaysTouchesEnded: return on ? "touchesEnded is held while this may still recognize" : "touchesEnded reaches the view at once"
        case .isEnabled: return on ? "sees the touches of its view" : "sees nothing: the view gets plain touches"
        case .shouldBegin: return on ? "the delegate lets it begin" : "forced: it fails instead of beginning"
        case .shouldRecognizeSimultaneously: return on ? "recognizes together with the others" : "one winner per touch"
        case .isUserInteractionEnabled: return on ? "hit-testing may choose it" : "hit-testing skips it and its subviews"
        case .isHidden: return on ? "hit-testing skips it and its subviews" : "drawn and hit-testable"
        case .delaysContentTouches: return on ? "content hears touchesBegan ~150 ms late, or never if it scrolls" : "content hears touchesBegan at once"
        case .alpha:
            let next = { () -> String in
                guard case let .alpha(a) = value else { return "" }
                let steps = WhatIfProperty.alphaSteps
                let i = steps.firstIndex { abs($0 - a) < 0.0005 }
                return WhatIfValue.alpha(i.map { steps[($0 + 1) % steps.count] } ?? 1).description
            }()
            return (on ? "above 0.01: hit-testing may choose it" : "≤ 0.01: hit-testing skips it") + " · next \(next)"
        }
    }
}
