import Foundation
@_spi(TouchLab) import UIKit

/// The small records the visualizer keeps; each is what one overlay draws.
///
/// Each names its views, controllers and recognizers by their trace records
/// (``Traced``: a weak reference, and the class, address and name taken when
/// the event happened), so what the overlay shows of the last gesture keeps
/// nothing alive: a view the app releases is freed at once (Behaviour §7).
/// The object accessors answer nil once it is gone; the overlay then has
/// nothing of it to draw, and the panels still name it.

/// The live touch (the pointer while a button is down) and where it has been.
public struct TouchTrack {
    public struct TrailPoint { public let location: CGPoint; public let time: TimeInterval }
    /// In the window's coordinates.
    public internal(set) var location: CGPoint
    public internal(set) var phase: UITouch.Phase
    public internal(set) var isPressed: Bool
    public internal(set) var downLocation: CGPoint
    public internal(set) var downTime: TimeInterval
    public internal(set) var upTime: TimeInterval?
    public internal(set) var lastTime: TimeInterval
    /// Oldest first; trimmed by `VisualizerTiming.trail`.
    public internal(set) var trail: [TrailPoint]
}

/// The last touches method a responder received, and when.
public struct PhaseFlash {
    public let traced: Traced<UIResponder>
    public var responder: UIResponder? { traced.object }
    public let phase: UITouch.Phase
    public let time: TimeInterval
    /// True when the call arrived by a default implementation passing it up
    /// the chain, not from the window directly.
    public let viaForwarding: Bool
}

/// A `touchesCancelled` and the recognizer whose recognition caused it.
public struct TouchCancellation {
    public let responderRecord: Traced<UIResponder>
    public let recognizerRecord: Traced<UIGestureRecognizer>?
    public let time: TimeInterval

    public var responder: UIResponder? { responderRecord.object }
    public var recognizer: UIGestureRecognizer? { recognizerRecord?.object }

    /// "touchesCancelled by UITapGestureRecognizer"
    public var headline: String {
        "touchesCancelled" + (recognizerRecord.map { " by \($0.className)" } ?? "")
    }
}

/// A recognizer as the badges show it.
public struct RecognizerStatus {
    public let traced: Traced<UIGestureRecognizer>
    public var recognizer: UIGestureRecognizer? { traced.object }
    public internal(set) var state: UIGestureRecognizer.State
    public internal(set) var changedAt: TimeInterval
    /// The last state other than Possible — what the gesture *came to* —
    /// kept so the badge can show "Ended" after the environment's reset.
    public internal(set) var outcome: UIGestureRecognizer.State?
    public internal(set) var outcomeAt: TimeInterval = -.infinity
    public internal(set) var attachedAt: TimeInterval = -.infinity
    public internal(set) var actionAt: TimeInterval = -.infinity

    /// The state to show at `now`: a recent outcome wins over the reset to Possible.
    public func displayedState(at now: TimeInterval, timing: VisualizerTiming) -> UIGestureRecognizer.State {
        if state == .possible, let outcome, now - outcomeAt < timing.recognizerOutcomeHold { return outcome }
        return state
    }
}

/// A touches call a recognizer held back (`delaysTouchesBegan/Ended`), and its fate.
public struct HeldTouch {
    public enum Resolution: Sendable { case delivered, dropped }
    public let viewRecord: Traced<UIView>
    public let phase: UITouch.Phase
    public let recognizerRecord: Traced<UIGestureRecognizer>
    public let heldAt: TimeInterval
    public var view: UIView? { viewRecord.object }
    public var recognizer: UIGestureRecognizer? { recognizerRecord.object }
    public internal(set) var resolution: Resolution?
    public internal(set) var resolvedAt: TimeInterval?
}
