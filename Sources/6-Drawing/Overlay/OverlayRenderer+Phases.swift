import Foundation
@_spi(TouchLab) import UIKit

/// Which touches method each view just received, the cancelled touch, and
/// calls held back for recognizers.
extension OverlayRenderer {
    /// Direct calls tint the view; calls passed up by `super` only outline it
    /// (the view's own code did not choose to handle them).
    func drawPhaseFills(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas, _ now: TimeInterval) {
        for flash in visualizer.phaseFlashes where flash.phase != .cancelled {
            guard let view = flash.responder as? UIView, let rect = rendered.deviceRect(of: view) else { continue }
            let a = Self.fillAlpha(of: flash, timing: visualizer.timing, now: now)
            guard a > 0 else { continue }
            let color = theme.color(for: flash.phase)
            if flash.viaForwarding {
                canvas.setDash([6, 4])
                strokeShape(of: view, rect: rect, rendered, color.withAlpha(0.85 * a), width: 2, canvas: canvas)
                canvas.clearDash()
            } else {
                fillShape(of: view, rect: rect, rendered, color.withAlpha(0.28 * a), canvas: canvas)
                strokeShape(of: view, rect: rect, rendered, color.withAlpha(a), width: 3, canvas: canvas)
            }
        }
    }

    /// "touchesBegan" at the bottom-left of each view as it receives it.
    func drawPhaseChips(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas, _ now: TimeInterval,
                        chips: inout TagPlacer) {
        phaseChipRects.removeAll(keepingCapacity: true)
        for flash in visualizer.phaseFlashes.reversed() where flash.phase != .cancelled {
            guard let view = flash.responder as? UIView, let rect = rendered.deviceRect(of: view) else { continue }
            let a = Self.chipAlpha(of: flash, timing: visualizer.timing, now: now)
            guard a > 0 else { continue }
            let name = Self.methodName(flash.phase)
            let text = flash.viaForwarding ? "\(name) · via super" : name
            let w = canvas.chipWidth(text, Self.chipFont)
            // Where the view shows on the screen (a window taller than the phone ends below it).
            let shown = rect.intersection(rendered.screenRect)
            guard !shown.isNull, !shown.isEmpty else { continue }
            var proposed = CGRect(x: Double(shown.minX) + 4, y: Double(shown.maxY) - 4 - Self.chipHeight, width: w, height: Self.chipHeight)
            if let corners = rendered.shape(of: view), SceneRenderer.isTurned(corners) {
                // On a turned view's middle, under its tag: its box's corners are off the view.
                let cx = corners.map { Double($0.x) }.reduce(0, +) / 4, cy = corners.map { Double($0.y) }.reduce(0, +) / 4
                proposed = CGRect(x: (cx - w / 2).rounded(), y: (cy + SceneRenderer.tagHeight / 2 + 3).rounded(), width: w, height: Self.chipHeight)
            }
            guard let place = chips.place(proposed, within: rendered.screenRect.insetBy(dx: 2, dy: 2),
                                          sliding: rendered.shape(of: view) == nil ? .up : .down) else { continue }
            phaseChipRects[ObjectIdentifier(view)] = place
            if canvas.clipExcludes(place) { continue }   // placed, outside a repair's damage
            let color = theme.color(for: flash.phase)
            canvas.drawChip(text, at: place.origin, Self.chipFont, text: RGBA(hex: 0xFFFFFF, alpha: a),
                            fill: color.mixed(with: RGBA(hex: 0x000000), 0.25).withAlpha(0.95 * a), height: Self.chipHeight)
        }
    }

    /// How strongly a flash tints (or outlines) its view at `now`.
    static func fillAlpha(of flash: PhaseFlash, timing: VisualizerTiming, now: TimeInterval) -> Double {
        fadeRemaining(since: flash.time, now: now, duration: timing.flashDuration(for: flash.phase))
    }

    /// How visible a flash's "touchesBegan" chip is at `now`: held, to be read, then faded.
    static func chipAlpha(of flash: PhaseFlash, timing: VisualizerTiming, now: TimeInterval) -> Double {
        holdThenFade(since: flash.time, now: now, duration: timing.flashDuration(for: flash.phase) + 0.3)
    }

    static func methodName(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }

    // MARK: Cancelled — impossible to miss

    /// The cancelled view, tinted magenta with a heavy border (beneath the name tags).
    func drawCancellationFill(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas, _ now: TimeInterval) {
        guard let (c, rect, a) = activeCancellation(visualizer, rendered, now) else { return }
        // A quick pulse on top of the hold makes the moment itself visible.
        let pulse = fadeRemaining(since: c.time, now: now, duration: 0.35)
        if let view = c.responder as? UIView {
            fillShape(of: view, rect: rect, rendered, theme.cancelled.withAlpha((0.42 + 0.25 * pulse) * a), canvas: canvas)
            strokeShape(of: view, rect: rect, rendered, theme.cancelled.withAlpha(a), width: 5, canvas: canvas)
        }
    }

    func drawCancellationBanner(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas, _ now: TimeInterval,
                                chips: inout TagPlacer) {
        guard let (c, rect, a) = activeCancellation(visualizer, rendered, now) else { return }
        drawCancelBanner(c, over: rect, touch: visualizer.touch.map { rendered.transform.toDevice($0.location) },
                         screen: rendered.screenRect, alpha: a, canvas: canvas, chips: &chips)
    }

    func activeCancellation(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene,
                                    _ now: TimeInterval) -> (TouchCancellation, CGRect, Double)? {
        guard let c = visualizer.cancellation, let view = c.responder as? UIView,
              let rect = rendered.deviceRect(of: view) else { return nil }
        let a = holdThenFade(since: c.time, now: now, duration: visualizer.timing.cancelledBanner)
        return a > 0 ? (c, rect, a) : nil
    }

    /// Three lines — what happened, who did it, why — on a solid card that
    /// keeps clear of the finger.
    private func drawCancelBanner(_ c: TouchCancellation, over rect: CGRect, touch: CGPoint?, screen: CGRect, alpha a: Double,
                                  canvas: CairoCanvas, chips: inout TagPlacer) {
        var lines: [(String, FontSpec, Double)] = [("touchesCancelled", .sans(15, bold: true), 21)]
        let maxWidth = Double(screen.width) - 16
        if let r = c.recognizer {
            // The class name in full when it fits, else the recognizer's short name: never cut.
            let quoted = r.name.map { " “\($0)”" } ?? ""
            let byLine = canvas.firstFitting(["by \(r.className)" + quoted, "by " + RecognizerNames.short(className: r.className) + quoted,
                                              "by " + RecognizerNames.short(r)], .sans(12, bold: true), width: maxWidth - 28)
            lines.append((byLine, .sans(12, bold: true), 17))
            let why = canvas.firstFitting(["it recognized, and cancelsTouchesInView = YES", "cancelsTouchesInView = YES"],
                                          .sans(10.5), width: maxWidth - 28)
            lines.append((why, .sans(10.5), 15))
        }
        let contentWidth = lines.map { canvas.measure($0.0, $0.1) }.max() ?? 0
        let w = min(contentWidth + 28, maxWidth)
        let h = lines.map(\.2).reduce(0, +) + 14
        let x = min(max(Double(rect.midX) - w / 2, Double(screen.minX) + 8), Double(screen.maxX) - 8 - w)
        // At the bottom of the view, clear of its name tag and recognizer badges
        // at the top; centred on a view too short for that.
        var y = Double(rect.height) >= h + 60 ? Double(rect.maxY) - 8 - h : Double(rect.midY) - h / 2
        if let touch, Double(touch.y) + theme.touchRadius + 6 > y, Double(touch.y) - theme.touchRadius - 6 < y + h {
            // The finger is where the banner would go: just below the finger (above it near the bottom),
            // which also keeps the tags at the view's top readable.
            let below = Double(touch.y) + theme.touchRadius + 10
            y = below + h <= Double(screen.maxY) - 8 ? below : Double(touch.y) - theme.touchRadius - 10 - h
        }
        y = min(max(y, Double(screen.minY) + 8), Double(screen.maxY) - 8 - h)
        let proposed = CGRect(x: x.rounded(), y: y.rounded(), width: w.rounded(.up), height: h)
        // Clear of the tags, badges and chips already on the phone too (a short
        // view's banner would sit on its own badges), and still off the finger.
        let finger = touch.map { p in
            CGRect(x: Double(p.x) - theme.touchRadius - 6, y: Double(p.y) - theme.touchRadius - 6,
                   width: 2 * theme.touchRadius + 12, height: 2 * theme.touchRadius + 12)
        }
        let banner = chips.place(proposed, within: screen.insetBy(dx: 8, dy: 8), sliding: .down, maxSteps: 24,
                                 accepts: { box in !(finger?.intersects(box) ?? false) }) ?? proposed
        canvas.fill(banner.offsetBy(dx: 0, dy: 3), RGBA(hex: 0x000000, alpha: 0.35 * a), radius: 10)
        canvas.fill(banner, theme.cancelled.mixed(with: RGBA(hex: 0x000000), 0.1).withAlpha(a), radius: 10)
        canvas.strokeInside(banner, RGBA(hex: 0xFFFFFF, alpha: 0.9 * a), width: 1.5, radius: 10)
        var lineY = Double(banner.minY) + 7
        for (i, (text, font, height)) in lines.enumerated() {
            canvas.drawText(text, in: CGRect(x: Double(banner.minX) + 14, y: lineY, width: Double(banner.width) - 28, height: height),
                            font, RGBA(hex: 0xFFFFFF, alpha: (i == 2 ? 0.88 : 1) * a), alignment: .center)
            lineY += height
        }
    }

    // MARK: Held calls (delaysTouchesBegan / delaysTouchesEnded)

    func drawHeldTouches(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas, _ now: TimeInterval,
                         chips: inout TagPlacer) {
        for held in visualizer.heldTouches {
            guard let view = held.view, let rect = rendered.deviceRect(of: view) else { continue }
            let name = Self.methodName(held.phase)
            var text: String, color: RGBA, a: Double
            switch held.resolution {
            case nil:
                a = 1
                color = theme.held
                text = "\(name) held by \(RecognizerNames.short(held.recognizerRecord))"
                // Marching hazard tape, inside the hit view's outline: the call
                // is waiting, not lost.
                let tape = rect.insetBy(dx: 5, dy: 5)
                canvas.strokeInside(tape, RGBA(hex: 0x111827), width: 3)
                canvas.setDash([7, 7], offset: -(now - held.heldAt) * 24)
                canvas.strokeInside(tape, color, width: 3)
                canvas.clearDash()
            case let resolution?:
                a = holdThenFade(since: held.resolvedAt ?? now, now: now, duration: visualizer.timing.heldOutcomeHold)
                guard a > 0 else { continue }
                color = resolution == .delivered ? theme.began : theme.ended
                text = resolution == .delivered ? "\(name) delivered late" : "\(name) dropped (never delivered)"
            }
            let iconWidth = 14.0
            // A view narrower than its label gets the label under it instead
            // of over it, kept on the phone's screen; a phone narrower than
            // the whole sentence gets its first words (the method and what
            // became of it), never a cut one.
            let screen = rendered.screenRect
            if canvas.chipWidth(text, Self.chipFont) + iconWidth > Double(screen.width) - 8 {
                text = held.resolution == nil ? "\(name) held" : text.replacingOccurrences(of: " (never delivered)", with: "")
            }
            let w = canvas.chipWidth(text, Self.chipFont) + iconWidth
            let fitsInside = w <= Double(rect.width) - 8
            var x = Double(rect.minX) + 4
            x = min(max(x, Double(screen.minX) + 4), Double(screen.maxX) - 4 - w)
            let y = fitsInside ? Double(rect.maxY) - 4 - Self.chipHeight : Double(rect.maxY) + 4
            let proposed = CGRect(x: x, y: y, width: w, height: Self.chipHeight)
            guard let place = chips.place(proposed, within: screen.insetBy(dx: 2, dy: 2), sliding: fitsInside ? .up : .down) else { continue }
            canvas.fill(place, color.mixed(with: RGBA(hex: 0x000000), 0.35).withAlpha(0.95 * a), radius: Self.chipHeight / 2)
            drawHourglass(in: CGRect(x: place.minX + 7, y: place.minY + 4, width: 9, height: Self.chipHeight - 8),
                          color: RGBA(hex: 0xFFFFFF, alpha: a), canvas: canvas)
            let textWidth = Double(place.width) - 12 - iconWidth
            canvas.drawText(text,
                            in: CGRect(x: Double(place.minX) + 6 + iconWidth, y: Double(place.minY), width: textWidth, height: Self.chipHeight),
                            Self.chipFont, RGBA(hex: 0xFFFFFF, alpha: a))
        }
    }

    private func drawHourglass(in r: CGRect, color: RGBA, canvas: CairoCanvas) {
        canvas.move(to: CGPoint(x: r.minX, y: r.minY)); canvas.line(to: CGPoint(x: r.maxX, y: r.minY))
        canvas.line(to: CGPoint(x: r.minX, y: r.maxY)); canvas.line(to: CGPoint(x: r.maxX, y: r.maxY))
        canvas.closePath()
        canvas.stroke(color, width: 1.3)
        canvas.move(to: CGPoint(x: r.minX + 2, y: r.maxY - 0.5)); canvas.line(to: CGPoint(x: r.maxX - 2, y: r.maxY - 0.5))
        canvas.line(to: CGPoint(x: r.midX, y: r.midY + 1)); canvas.closePath()
        canvas.fill(color)
    }
}
