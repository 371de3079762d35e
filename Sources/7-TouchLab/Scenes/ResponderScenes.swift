import Foundation
import SeedViews
@_spi(TouchLab) import UIKit

/// 001's responder experiment (Behaviour §3): who handles a touch, and where it
/// goes when nobody in the tree does.
enum ResponderScenes {
    static var chain: Scene {
        Scene(
            name: "001-responders", title: "001 · The responder chain",
            explanation: "A, B, C, the controller and the app delegate all log touchesBegan. Tap yellow: only B logs, "
                + "because B handled it. Tap the grey root: it climbs to the controller and on to the app delegate.",
            keysHint: "b: B passes touchesBegan on (as if its override were deleted) · tap yellow, then the root"
        ) { b in
            let squares = HitTestScenes.addSeed001Squares(b, order: ["A", "B", "C"], logsTouchesBegan: true)
            b.controller.logsTouches = true

            let application = b.application
            let previousDelegate = application.delegate
            application.delegate = LoggingAppDelegate(log: b.log, standingInFor: previousDelegate as? UIResponder)
            b.onTeardown { application.delegate = previousDelegate }

            let bView = squares["B"]!
            b.key("b", "B handles touchesBegan / passes it on") {
                bView.passesTouchesOn.toggle()
                return bView.passesTouchesOn ? "B passes touchesBegan to its next responder" : "B handles touchesBegan"
            }
        }
    }
}
