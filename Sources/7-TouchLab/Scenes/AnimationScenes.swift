import Foundation
import SeedViews
@_spi(TouchLab) import UIKit

/// View animations and touches (Behaviour §9): the model values change at
/// once and hit-testing reads them, so a moving view is touched where it is
/// going, not where it is drawn; and a view being animated receives no
/// touches unless the animation allows them. The phone draws the
/// presentation values; while a hit-test visits an animating view its model
/// frame shows as a dashed outline.
enum AnimationScenes {
    /// The card's two ends, in design points: it slides between them.
    static let leftEnd = rect(30, 260, 110, 110), rightEnd = rect(290, 260, 110, 110)
    static let slide: TimeInterval = 2.5

    static var hitModel: Scene {
        Scene(
            name: "animate-hit-model", title: "Animation · Touches find the model frame, not the drawn card",
            explanation: "The card slides back and forth (.allowUserInteraction, so touches are allowed). Its frame "
                + "already says the right end: tap the card where it is drawn and the board behind it answers; tap the right end "
                + "(the dashed model frame) and the card does, wherever it is drawn. F hit-tests the presentation layer instead.",
            keysHint: "f: hitTest(_:with:) reads layer.presentation() on and off · r: replace the slide (its completion hears NO) · tap the drawn card, then the right end"
        ) { b in
            b.controller.logsTouches = true
            let board = b.add(PresentationHitTestingView(), "board", rect(0, 180, 430, 300), UIColor(white: 0.9, alpha: 1))
            let card = b.add(SeedView(log: b.log), "card", rect(leftEnd.minX, 80, 110, 110), SceneColors.child, to: board)
            card.logsTouchesBegan = true
            card.layer.cornerRadius = 12
            let layout = b.layout, log = b.log
            slideForever(card, layout, options: [.allowUserInteraction], log: log)
            var sliding = true
            b.key("r", "replace the animation") {
                sliding.toggle()
                guard !sliding else {
                    slideForever(card, layout, options: [.allowUserInteraction], log: log)
                    return "sliding again"
                }
                // A newer animation of the same property replaces the sliding one: its completion hears NO.
                UIView.animate(withDuration: 0.8, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                               animations: { card.frame.origin.x = layout.scale(leftEnd).minX },
                               completion: { log("back-to-the-left completion: finished = \($0 ? "YES" : "NO")") })
                return "a new animation of center replaces the slide, from where the card is drawn"
            }
            b.key("f", "hit-test the presentation layer") {
                board.usesPresentation.toggle()
                return board.usesPresentation
                    ? "board.hitTest reads each subview's layer.presentation(): taps land where the card is drawn"
                    : "board.hitTest is UIView's: taps land on the model frame"
            }
        }
    }

    static var noInteraction: Scene {
        Scene(
            name: "animate-no-interaction", title: "Animation · An animated view receives no touches",
            explanation: "UIView.animate without .allowUserInteraction: \"user interactions are temporarily disabled "
                + "for the views being animated\". Tap the card's model frame (the right end): hit-testing passes over "
                + "it and the root answers. A restarts the animation with .allowUserInteraction.",
            keysHint: "a: .allowUserInteraction on and off · tap the right end"
        ) { b in
            b.controller.logsTouches = true
            let card = b.add(SeedView(log: b.log), "card", leftEnd, SceneColors.b)
            card.logsTouchesBegan = true
            card.layer.cornerRadius = 12
            var allows = false
            let layout = b.layout
            slideForever(card, layout, options: [], log: b.log)
            b.key("a", ".allowUserInteraction") {
                allows.toggle()
                card.layer.removeAllAnimations()
                card.frame = layout.place(leftEnd)
                slideForever(card, layout, options: allows ? [.allowUserInteraction] : [], log: nil)
                return allows ? "animating with .allowUserInteraction: the card takes touches on its model frame"
                              : "animating without .allowUserInteraction: the card takes no touches"
            }
        }
    }

    static var allowInteraction: Scene {
        Scene(
            name: "animate-allow-interaction", title: "Animation · .allowUserInteraction lets a pulsing button be tapped",
            explanation: "Both buttons pulse (alpha 1 → 0.35, autoreverse, repeat) and stay where they are drawn. "
                + "The top one's animation has no options: tapping it reaches the root. The bottom one's has "
                + ".allowUserInteraction: it is tapped.",
            keysHint: "tap each pulsing button"
        ) { b in
            b.controller.logsTouches = true
            for (name, frame, options) in [("pulsing, no options", rect(65, 200, 300, 120), UIView.AnimationOptions()),
                                           ("pulsing, .allowUserInteraction", rect(65, 440, 300, 120), .allowUserInteraction)] {
                let button = b.add(SeedView(log: b.log), name, frame, SceneColors.accent)
                button.logsTouchesBegan = true
                button.layer.cornerRadius = 20
                UIView.animate(withDuration: 0.9, delay: 0, options: options.union([.autoreverse, .repeat, .curveEaseInOut]),
                               animations: { button.alpha = 0.35 })
            }
        }
    }

    static var scrub: Scene {
        Scene(
            name: "animate-scrub", title: "UIViewPropertyAnimator · A pan scrubs the animation",
            explanation: "Drag anywhere on the track: the pan pauses an animator and sets its fractionComplete from the "
                + "drag, so the card slides, turns and rounds as you move. Let go and continueAnimation runs it on — "
                + "back to the start if you let go before half way (isReversed).",
            keysHint: "drag along the grey track, let go before and after half way"
        ) { b in
            let track = b.add(UIView(), "track", rect(15, 170, 400, 420), UIColor(white: 0.88, alpha: 1))
            let card = b.add(UIView(), "card", rect(20, 40, 110, 110), SceneColors.child, to: track)
            card.layer.borderColor = UIColor.white.cgColor
            card.layer.borderWidth = 3
            let startCenter = card.center
            let distance = b.layout.scale(rect(0, 0, 250, 0)).width
            let scrubber = Scrubber(card: card, distance: distance, log: b.log)
            scrubber.start = startCenter
            b.keep(scrubber)
            let pan = b.named(UIPanGestureRecognizer(), "pan")
            pan.addTarget { [unowned scrubber] in scrubber.pan($0 as! UIPanGestureRecognizer) }
            track.addGestureRecognizer(pan)
        }
    }

    static var layerAppearance: Scene {
        Scene(
            name: "layer-appearance", title: "CALayer · Rounded, clipped, bordered, shadowed",
            explanation: "What touch code sets on view.layer: cornerRadius, masksToBounds (which clips the subviews — "
                + "and the layer's own shadow, iOS's classic surprise), borderWidth and borderColor, the shadow's "
                + "colour, opacity, radius and offset, and opacity (the view's alpha). A animates them in one block.",
            keysHint: "a: animate cornerRadius, border and shadow"
        ) { b in
            let rounded = b.add(UIView(), "cornerRadius 24", rect(25, 40, 180, 140), SceneColors.child)
            rounded.layer.cornerRadius = 24

            let clipped = b.add(UIView(), "masksToBounds", rect(225, 40, 180, 140), SceneColors.green)
            clipped.layer.cornerRadius = 40
            clipped.layer.masksToBounds = true
            b.add(UIView(), "child, clipped", rect(-30, 70, 150, 110), SceneColors.b, to: clipped)

            let bordered = b.add(UIView(), "border 6", rect(25, 220, 180, 140), .white)
            bordered.layer.borderWidth = 6
            bordered.layer.borderColor = UIColor.systemRed.cgColor
            bordered.layer.cornerRadius = 16

            let faded = b.add(UIView(), "opacity 0.5", rect(225, 220, 180, 140), SceneColors.c)
            faded.layer.opacity = 0.5

            let shadowed = b.add(UIView(), "shadow", rect(25, 420, 180, 140), .white)
            shadowed.layer.cornerRadius = 14
            shadowed.layer.shadowColor = UIColor.black.cgColor
            shadowed.layer.shadowOpacity = 0.45
            shadowed.layer.shadowRadius = 12
            shadowed.layer.shadowOffset = CGSize(width: 0, height: 8)

            let lost = b.add(UIView(), "shadow + masksToBounds", rect(225, 420, 180, 140), .white)
            lost.layer.cornerRadius = 14
            lost.layer.shadowOpacity = 0.45
            lost.layer.shadowRadius = 12
            lost.layer.shadowOffset = CGSize(width: 0, height: 8)
            lost.layer.masksToBounds = true

            var big = false
            b.key("a", "animate the layers") {
                big.toggle()
                UIView.animate(withDuration: 0.8) {
                    rounded.layer.cornerRadius = big ? 70 : 24
                    bordered.layer.borderWidth = big ? 20 : 6
                    shadowed.layer.shadowRadius = big ? 30 : 12
                    shadowed.layer.shadowOffset = CGSize(width: 0, height: big ? 24 : 8)
                }
                return big ? "cornerRadius 70, borderWidth 20, shadowRadius 30" : "cornerRadius 24, borderWidth 6, shadowRadius 12"
            }
        }
    }

    /// Slides `card` to the right end and back, for ever: its model frame
    /// is the right end from the first frame on. A repeating animation ends
    /// only when replaced or removed, so its completion (logged) hears NO.
    private static func slideForever(_ card: UIView, _ layout: SceneLayout, options: UIView.AnimationOptions, log: SceneLog?) {
        let right = card.center.x + layout.scale(rect(0, 0, rightEnd.minX - leftEnd.minX, 0)).width   // from the left end
        UIView.animate(withDuration: slide, delay: 0, options: options.union([.autoreverse, .repeat, .curveLinear]),
                       animations: { card.center.x = right },
                       completion: { finished in log?("slide completion: finished = \(finished ? "YES" : "NO")") })
    }
}

/// A view whose `hitTest` can read its subviews' presentation layers: the
/// classic answer to "my moving view can't be tapped" (hit-test
/// `layer.presentation()`, Behaviour §9), switched on and off by the scene.
final class PresentationHitTestingView: UIView {
    var usesPresentation = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard usesPresentation, isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else {
            return super.hitTest(point, with: event)
        }
        for subview in subviews.reversed() {
            if let shown = subview.layer.presentation(), shown.frame.contains(point) { return subview }
        }
        return super.hitTest(point, with: event)
    }
}

/// The scrub scene's pan: it pauses an animator, sets `fractionComplete`
/// from the drag, and lets it run on (or back) on release — the pattern of
/// Apple's interactive animations.
final class Scrubber {
    let card: UIView
    let distance: CGFloat
    let log: SceneLog
    var start = CGPoint.zero
    private var animator: UIViewPropertyAnimator?
    private var fractionAtBegan: CGFloat = 0
    private var atEnd = false

    init(card: UIView, distance: CGFloat, log: SceneLog) {
        self.card = card; self.distance = distance; self.log = log
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = self.animator ?? makeAnimator()
            animator.pauseAnimation()
            animator.isReversed = false
            fractionAtBegan = animator.fractionComplete
            log("pan began: animator paused at fractionComplete \(String(format: "%.2f", Double(fractionAtBegan)))")
        case .changed:
            let along = pan.translation(in: card.superview).x / distance
            animator?.fractionComplete = min(1, max(0, (atEnd ? -along : along) + fractionAtBegan))
        case .ended, .cancelled:
            guard let animator else { return }
            animator.isReversed = animator.fractionComplete < 0.5
            log("pan ended at fractionComplete \(String(format: "%.2f", Double(animator.fractionComplete))): "
                + "continueAnimation\(animator.isReversed ? ", reversed" : "")")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default: break
        }
    }

    /// Left to right (or back, once at the end): slid, turned half round, rounded into a disc, recoloured.
    private func makeAnimator() -> UIViewPropertyAnimator {
        let toEnd = !atEnd
        let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut) { [card, start, distance] in
            card.center = CGPoint(x: start.x + (toEnd ? distance : 0), y: start.y)
            card.transform = toEnd ? CGAffineTransform(rotationAngle: .pi * 0.999) : .identity
            card.layer.cornerRadius = toEnd ? card.bounds.width / 2 : 0
            card.backgroundColor = toEnd ? SceneColors.accent : SceneColors.child
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            if position == .end { self.atEnd.toggle() }
            self.animator = nil
            self.log("animator completed at .\(position == .end ? "end" : position == .start ? "start" : "current")")
        }
        self.animator = animator
        return animator
    }
}
