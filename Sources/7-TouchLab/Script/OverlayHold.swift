import Drawing
import Foundation

extension ScriptAction.Overlay {
    /// `hold OVERLAY SECONDS`: sets how long this overlay stays on screen.
    /// The pointer's click labels are the recording's own (`clicks`), so
    /// they are set on `clickLabelTime` instead of the visualizer's timing.
    func apply(_ seconds: Double, to timing: inout VisualizerTiming, clickLabelTime: inout Double) {
        switch self {
        case .banner: timing.cancelledBanner = seconds
        case .hittest: timing.hitPathLinger = seconds
        case .phases:
            timing.beganFlash = seconds
            timing.endedFlash = seconds
        case .badges: timing.recognizerOutcomeHold = seconds
        case .clicks: clickLabelTime = seconds
        }
    }
}
