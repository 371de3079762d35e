import Foundation
@_spi(TouchLab) import UIKit

/// The hit-test path: a numbered badge on every view `hitTest` visited (in
/// the order it visited them — deepest-last-added first, Behaviour §2), a thick
/// outline on the view it found, and ✕ with the reason on each view it
/// passed over.
extension OverlayRenderer {
    /// How strongly to draw the last path: full while its touch is down and
    /// for a while after, then dimmed (or gone) until the next touch-down.
    func hitPathStrength(_ visualizer: DispatchVisualizer, now: TimeInterval) -> Double {
        guard let record = visualizer.hitTest else { return 0 }
        var anchor = record.startedAt
        if let touch = visualizer.touch, touch.downTime >= record.startedAt - 0.05 {
            if touch.isPressed { return 1 }
            anchor = touch.upTime ?? touch.lastTime
        }
        let f = holdThenFade(since: anchor, now: now, duration: visualizer.timing.hitPathLinger, hold: 0.6)
        return keepsHitPathUntilNextTouch ? max(f, 0.5) : f
    }

    func drawHitTestPath(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas,
                         _ now: TimeInterval, chips: inout TagPlacer) {
        guard let record = visualizer.hitTest else { return }
        let a = hitPathStrength(visualizer, now: now)
        guard a > 0 else { return }

        if let hit = record.hitView, let rect = rendered.deviceRect(of: hit) {
            let w = theme.hitOutlineWidth
            strokeShape(of: hit, rect: rect, rendered, theme.hitView.withAlpha(0.28 * a), width: w * 2, inset: -w, canvas: canvas)
            strokeShape(of: hit, rect: rect, rendered, theme.hitView.withAlpha(a), width: w, canvas: canvas)
        }

        // In a big traversal most visits are siblings rejected as "point
        // outside": past `compactOutsideAfter` visits those get a badge only if
        // they carry a name tag, and no reason chip, so the path stays readable.
        let compact = record.visits.count > compactOutsideAfter
        var drawn = Set<ObjectIdentifier>()
        for visit in record.visits {
            // A view the app released since has no frame left to mark (its row in the panel still names it).
            guard let view = visit.view else { continue }
            let id = ObjectIdentifier(view)
            guard !drawn.contains(id), let rect = rendered.deviceRect(of: view) else { continue }
            drawn.insert(id)
            // Scrolled out of its scroll view's clip (or off the phone): nothing of it on screen to mark.
            guard let clip = rendered.visibleClip(of: view) else { continue }
            let bounds = clip.insetBy(dx: 2, dy: 2)
            let rejection = visit.outcome.rejection
            if rejection == .outside {
                if !showsOutsideRejections { continue }
                if compact && rendered.badgeCenter(of: view) == nil { continue }
            }
            let isHit = record.hitView === view

            guard let center = rendered.badgeCenter(of: view)
                    ?? chips.place(CGRect(x: rect.minX + 3, y: rect.minY + 3, width: 19, height: 19), within: bounds)?.center
            else { continue }
            let fill: RGBA
            switch rejection {
            case nil: fill = isHit ? theme.hitView : theme.visited
            case .declinedByOverride?: fill = theme.declined
            case .outside?: fill = theme.rejected.mixed(with: theme.ended, 0.45)
            default: fill = theme.rejected
            }
            canvas.fillCircle(center: center, radius: 9, fill.withAlpha(a))
            canvas.strokeCircle(center: center, radius: 9, RGBA(hex: 0xFFFFFF, alpha: 0.9 * a), width: 1.25)
            let number = String(visit.number)
            let font = FontSpec.sans(number.count > 2 ? 7.5 : number.count > 1 ? 9 : 10.5, bold: true)
            let textColor = isHit ? RGBA(hex: 0x1F1300, alpha: a) : RGBA(hex: 0xFFFFFF, alpha: a)
            canvas.inTextContainer("phone", clip) {
                canvas.drawText(number, in: CGRect(x: center.x - 9, y: center.y - 9, width: 18, height: 18), font, textColor, alignment: .center)
            }

            if let rejection, !(compact && rejection == .outside) {
                let text = "✕ " + Self.reasonText(rejection)
                let w = canvas.chipWidth(text, Self.chipFont)
                let h = SceneRenderer.tagHeight
                // Beside the name tag; below it when the screen's edge is too close.
                let anchor = rendered.tagRect(of: view)
                    ?? CGRect(x: Double(center.x) - 9, y: Double(center.y) - 9, width: 18, height: 18)
                let beside = CGRect(x: Double(anchor.maxX) + 4, y: Double(anchor.minY), width: w, height: h)
                let below = CGRect(x: min(Double(anchor.minX), Double(rendered.screenRect.maxX) - 4 - w),
                                   y: Double(anchor.maxY) + 3, width: w, height: h)
                let fitsBeside = beside.maxX <= rendered.screenRect.maxX - 4
                let proposed = fitsBeside && chips.isFree(beside) ? beside : chips.isFree(below) ? below : fitsBeside ? beside : below
                guard let place = chips.place(proposed, within: bounds) else { continue }
                canvas.inTextContainer("phone", clip) {
                    canvas.drawChip(text, at: place.origin, Self.chipFont, text: RGBA(hex: 0xFFFFFF, alpha: a),
                                    fill: fill.withAlpha(0.92 * a), height: h)
                }
            }
        }
    }

    /// The reason as a viewer reads it next to the ✕.
    public static func reasonText(_ rejection: HitTestRejection) -> String {
        switch rejection {
        case .hidden: "hidden"
        case .transparent: "alpha ≤ 0.01"
        case .interactionDisabled: "interaction off"
        case .outside: "point outside"
        case .declinedByOverride: "hitTest → nil"
        case .animating: "animating"
        }
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
