import Foundation
@_spi(TouchLab) import UIKit

/// The parts of the frame that change independently, and a fingerprint of
/// what each would draw, so a frame redraws only the parts whose
/// fingerprint changed (and the demo copies only those to the window).
///
///     phone        the scene and its overlays     any event, a repaint of the views, a fade
///     pipeline     the strip                      a stage's glow (in 1/32 steps), the last call
///     chain        the responder chain            the links and what each received
///     hitTest      the hit-test list              a new or completed traversal
///     timeline     the last gesture's lanes       a new record in it, the cursor moving
///     traceCaption the trace card's title bar     the style (seeds or verbose)
///     trace        the trace card below it        a new line, the new-line highlight
///
/// A fingerprint hashes the state the panel reads, with fades quantized the
/// way the eye sees them: in a steady drag every stage is relit before its
/// glow has visibly dimmed, so the strip, the chain and the hit-test list
/// stay as they were and only the phone and the trace are drawn. Computing
/// one costs a few hash combines: far less than drawing the panel.
enum FrameRegion: CaseIterable {
    case phone, pipeline, responderChain, hitTest, timeline, traceCaption, trace

    func rect(in layout: FrameLayout) -> CGRect {
        switch self {
        case .phone: layout.bezel.insetBy(dx: -2, dy: -2)
        case .pipeline: layout.pipeline
        case .responderChain: layout.responderChain
        case .hitTest: layout.hitTest
        case .timeline: layout.timeline
        case .traceCaption, .trace:
            Self.traceParts(layout.trace)[self == .traceCaption ? 0 : 1]
        }
    }

    /// The trace card cut below its title bar: the caption's strip, and the rows' part.
    private static func traceParts(_ card: CGRect) -> [CGRect] {
        guard !card.isEmpty else { return [.zero, .zero] }
        let bar = CGFloat(PanelRenderer.titleBarHeight)
        return [CGRect(x: card.minX, y: card.minY, width: card.width, height: bar),
                CGRect(x: card.minX, y: card.minY + bar, width: card.width, height: card.height - bar)]
    }

    /// The name its text is logged under (`PlacedText.container`).
    var containerName: String {
        switch self {
        case .phone: "phone"
        case .pipeline: "pipeline"
        case .responderChain: "chain"
        case .hitTest: "hittest"
        case .timeline: "timeline"
        case .traceCaption: "trace caption"
        case .trace: "trace"
        }
    }

    func fingerprint(_ visualizer: DispatchVisualizer, root: UIView?, traceStyle: SeedLogFormatter.Style,
                     timeline: TimelineState, now: TimeInterval) -> Int {
        var h = Hasher()
        let timing = visualizer.timing
        switch self {
        case .phone:
            h.combine(visualizer.lastEventTime)
            h.combine(root.map(ObjectIdentifier.init))
            h.combine((root as? UIWindow)?.displayRevision)
            // Fades, the long press's ring, the lift ripple: every frame while any runs.
            if visualizer.isAnimating(at: now) || StandardRecognizerHints.isAnimating(visualizer) {
                h.combine(now)
            }
        case .pipeline:
            for stage in PipelineStage.allCases {
                let activity = visualizer.activity(of: stage)
                let glow = fadeRemaining(since: activity.lastTime, now: now, duration: timing.stageGlow)
                h.combine(Int((glow * 32).rounded()))
                h.combine(activity.count > 0)
            }
            h.combine(visualizer.phaseFlashes.last(where: { !$0.viaForwarding })?.phase)
        case .responderChain:
            h.combine(visualizer.route?.time)
            h.combine(visualizer.route?.asked.count)
            h.combine(visualizer.hitTest?.isComplete)
            if let chain = visualizer.responderChain {
                h.combine(chain.builtAt)
                h.combine(chain.links.count)
                for link in chain.links {
                    h.combine(link.traced.id)
                    h.combine(link.received)
                    h.combine(link.forwarded)
                }
                h.combine(chain.handlerIndex)
                h.combine(chain.handledPhase)
                h.combine(chain.fellOffEnd)
                for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] { h.combine(chain.handlerByPhase[phase]) }
            }
        case .hitTest:
            if let record = visualizer.hitTest {
                h.combine(record.startedAt)
                h.combine(record.visits.count)
                h.combine(record.isComplete)
                h.combine(record.passes)
                h.combine(record.hitView.map(ObjectIdentifier.init))
            }
        case .timeline:
            h.combine(timeline.timeline?.sequences?.lowerBound)
            h.combine(timeline.timeline?.sequences?.upperBound)
            h.combine(timeline.cursor)
            h.combine(timeline.note)
            h.combine(timeline.liveUntil.map { Int($0 * 4) })   // a held press: 4 redraws a second, as the rebuilds
        case .traceCaption:
            h.combine(traceStyle == .seeds)
        case .trace:
            h.combine(traceStyle == .seeds)
            h.combine(visualizer.traceLog.appendedCount(traceStyle))
            // New lines are highlighted for `newTraceLine`: every frame while one is.
            if now - visualizer.traceLog.lastAppendedTime(traceStyle) < timing.newTraceLine { h.combine(now) }
        }
        return h.finalize()
    }
}
