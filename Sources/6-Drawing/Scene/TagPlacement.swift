import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// Where a scene pass's name tags and recognizer badges went, and what that
/// was worked out from: equal inputs, equal places, so a frame whose inputs
/// are the last frame's draws the kept places without placing anything.
///
/// Placing costs the walk over every tag — its wordings measured, the
/// parts of its view nothing covers, the chips already placed — and a repair
/// of the kept layers (`PhoneLayers.repair`) did it all to draw only the
/// tags inside its damage (about 0.2 M instructions a move of the signature
/// pad, `PipelineAndBenchmarks`). The inputs are everything `placeTag` and
/// `placeBadges` read: the requests, what covers what, the views' text and
/// drawn boxes, the turned views' shapes, the screen, the badges' texts and
/// the canvas's matrix (text is measured through it).
struct TagPlacement {
    struct Inputs: Equatable {
        struct Request: Equatable {
            var view: ObjectIdentifier
            var isLabel: Bool
            var rect: CGRect
            var texts: [String]
            var isGhost, reservesBadge: Bool
            var clip: CGRect
            var order, subtreeEnd: Int
        }
        struct Badges: Equatable {
            var view: ObjectIdentifier
            var rect, clip: CGRect
            var recognizers: [Badge]
        }
        var requests: [Request]
        var badges: [Badges]
        var cover: [CoverMap.BodyKey]
        var ownContent: [ObjectIdentifier: CGRect]
        var contentText: [CGRect]
        var drawnContent: [CGRect]
        var shapes: [ObjectIdentifier: [CGPoint]]
        var screenRect: CGRect
        var screenCornerRadius: Double
        var matrix: [Double]

        init(pass: SceneRenderer.Pass, canvas: CairoCanvas, visualizer: DispatchVisualizer?, now: TimeInterval) {
            let rendered = pass.rendered
            requests = pass.tagRequests.map {
                Request(view: ObjectIdentifier($0.view), isLabel: $0.view is UILabel, rect: $0.rect, texts: $0.texts, isGhost: $0.isGhost,
                        reservesBadge: $0.reservesBadge, clip: $0.clip, order: $0.order, subtreeEnd: $0.subtreeEnd)
            }
            badges = pass.badgeRequests.map {
                Badges(view: ObjectIdentifier($0.view), rect: $0.rect, clip: $0.clip,
                       recognizers: ($0.view.gestureRecognizers ?? []).map { Badge($0, visualizer: visualizer, now: now) })
            }
            cover = pass.cover.bodyKeys
            ownContent = pass.drawnContent
            contentText = rendered.contentText
            drawnContent = rendered.drawnContent
            shapes = rendered.shapes
            screenRect = rendered.screenRect
            screenCornerRadius = rendered.screenCornerRadius
            var m = cairo_matrix_t()
            cairo_get_matrix(canvas.context, &m)
            matrix = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
        }
    }

    /// A recognizer's badge as drawn: its text and the state, greying and flash it is drawn with.
    struct Badge: Equatable {
        var text: String
        var state: UIGestureRecognizer.State
        var greyed: Bool
        var flash: Double

        init(_ recognizer: UIGestureRecognizer, visualizer: DispatchVisualizer?, now: TimeInterval) {
            let timing = visualizer?.timing ?? .standard
            let status = visualizer?.status(of: recognizer)
            state = status?.displayedState(at: now, timing: timing) ?? recognizer.state
            text = "\(SceneRenderer.shortName(of: recognizer)) · \(recognizer.isEnabled ? state.description : "disabled")"
            if status.map({ now - $0.actionAt < timing.recognizerOutcomeHold }) ?? false { text += " → action" }
            greyed = state == .failed || !recognizer.isEnabled
            flash = status.map { fadeRemaining(since: $0.changedAt, now: now, duration: timing.recognizerFlash) } ?? 0
        }
    }

    /// One chip to draw, in drawing order: every tag, then every badge.
    enum Chip {
        case tag(CGRect, text: String, slot: Double, isGhost: Bool, clip: CGRect)
        case badge(CGRect, Badge)
    }

    let inputs: Inputs
    var tags: [ObjectIdentifier: RenderedScene.Tag] = [:]
    var badges: [ObjectIdentifier: [CGRect]] = [:]
    var chips: [Chip] = []

    init(inputs: Inputs) { self.inputs = inputs }
}
