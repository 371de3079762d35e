import Drawing
import Foundation
@_spi(TouchLab) import UIKit

/// `--explain`: after a script, the "why" cards of every gesture it played,
/// the same cards the explain mode shows on screen.
///
///     Gesture 1 (touch 1, 0.512 s)
///     viewb
///       viewb got touchesBegan at 0.000 s: hit-testing chose it for the touch at (215 466).
///       viewb got touchesCancelled at 0.500 s: the UILongPressGestureRecognizer …
extension LiveApp {
    func printExplanations() {
        for line in Self.explanations(of: application.tracer.records) { print(line) }
    }

    /// The cards, gesture by gesture (`--record` prints the same ones).
    static func explanations(of records: [TraceRecord]) -> [String] {
        let gestures = GestureTimeline.gestures(in: records)
        if gestures.isEmpty { return ["--explain: the script made no touch, so there is nothing to explain."] }
        var lines: [String] = []
        for (i, gesture) in gestures.enumerated() {
            let length = (gesture.last?.time ?? 0) - (gesture.first?.time ?? 0)
            let touch = gesture.lazy.compactMap(\.touchID).first.map { "touch \($0), " } ?? ""
            lines.append("Gesture \(i + 1) (\(touch)\(String(format: "%.3f s", length)))")
            for card in GestureExplainer(records: gesture).allCards() { lines.append("\(card)") }
        }
        return lines
    }
}
