import TouchLab
import UIKit

/// Scenes of your own. `swift run MyExperiment` opens the first;
/// `--scene paint`, `--script`, `--screenshot`, `--trace` work as in `touchlab`.
@main
struct MyExperiment: Experiment {
    var scenes: [Scene] {
        [
            Scene("card", title: "A button on a tappable card",
                  explanation: "Tap the button, then the card around it: who gets the touch, and who is cancelled?") {
                CardViewController()
            },
            Scene("paint", title: "Your own touches methods",
                  explanation: "Drag on the pad: it follows the touch through began, moved and ended.") {
                PaintViewController()
            },
            Scene("timers", title: "Timers and the main queue, as on iOS",
                  explanation: "Two Foundation timers and DispatchQueue.main: drag the list and the default-mode one stops.") {
                TimersViewController()
            },
            Scene("rating", title: "An iOS file, unchanged",
                  explanation: "Tap a star, or slide across them: iOS/StarRatingControl.swift, with @objc and #selector, as written for iOS.") {
                RatingViewController()
            },
        ]
    }
}
