import Foundation
import HID
@_spi(TouchLab) @testable import UIKit

/// Reads a `CheckerScenario` out of three lists of numbers (0…255): the tree
/// and its recognizers, the hooks that mutate it during dispatch, and the
/// steps. A list that runs out reads as zeros, and zero is always the
/// plainest choice — so shrinking the lists (shorter, smaller numbers)
/// shrinks the scenario.
struct CheckerGenome {
    var tree: [Int]
    var hooks: [Int]
    var steps: [Int]

    var scenario: CheckerScenario {
        var s = CheckerScenario()
        var t = Reader(tree)
        let viewCount = 1 + t.next(5)
        for i in 0..<viewCount {
            let kind = CheckerScenario.ViewKind(rawValue: t.next(3))!
            let parent = t.next(i + 1) - 1
            let frame = CGRect(x: t.next(4) * 50, y: t.next(4) * 50, width: 100 + t.next(3) * 100, height: 100 + t.next(3) * 100)
            // Mostly ordinary views; now and then one hit-testing must skip.
            let lookRoll = t.next(12)
            let look: CheckerScenario.Look = lookRoll < 9 ? .normal : CheckerScenario.Look(rawValue: lookRoll - 8)!
            s.views.append(.init(kind: kind, parent: parent, frame: frame, look: look))
        }
        let recognizerCount = t.next(5)
        for i in 0..<recognizerCount {
            let kind = CheckerScenario.RecognizerKind(rawValue: t.next(5))!
            let view = t.next(viewCount + 1) - 1
            let flags = t.next(8)
            let required = t.next(i + 1) - 1
            s.recognizers.append(.init(kind: kind, view: view,
                                       cancelsTouchesInView: flags & 1 == 0,
                                       delaysTouchesBegan: flags & 2 != 0,
                                       delaysTouchesEnded: flags & 4 == 0,
                                       requiresFailureOf: required >= 0 ? required : nil))
        }
        // Read last, so a tree list that ends before them keeps UIKit's defaults.
        for i in 0..<viewCount {
            switch t.next(8) {
            case 5: s.views[i].multipleTouch = true
            case 6: s.views[i].exclusiveTouch = true
            case 7: s.views[i].multipleTouch = true; s.views[i].exclusiveTouch = true
            default: break
            }
        }

        var h = Reader(hooks)
        while !h.isAtEnd {
            let trigger: CheckerScenario.Trigger
            let kind = h.next(4)
            if recognizerCount > 0 && kind == 2 {
                trigger = .recognizerAction(h.next(recognizerCount))
            } else if kind == 3 {
                trigger = .scrolled(h.next(viewCount))
            } else {
                let phases: [UITouch.Phase] = [.began, .ended, .cancelled, .moved]
                trigger = .viewCall(h.next(viewCount), phases[h.next(4)])
            }
            s.hooks.append(.init(trigger: trigger, mutation: mutation(&h, views: viewCount, recognizers: recognizerCount)))
        }

        var st = Reader(steps)
        while !st.isAtEnd {
            func point() -> CGPoint { CGPoint(x: 10 + st.next(10) * 45, y: 10 + st.next(10) * 45) }
            switch st.next(17) {
            case 0, 1: s.steps.append(.tap(point()))
            case 2, 3: s.steps.append(.down(point()))
            case 4, 5: s.steps.append(.up(point()))
            case 6, 7: s.steps.append(.move(point()))
            case 8: s.steps.append(.advance([0.05, 0.2, 0.4, 0.6][st.next(4)]))
            case 9: s.steps.append(.advance([1, 30, 1e6][st.next(3)]))   // time jumps
            case 10: s.steps.append(.mutate(mutation(&st, views: viewCount, recognizers: recognizerCount)))
            case 11: s.steps.append(.scroll(point(), deltaY: Double(st.next(7) - 3)))
            case 16: s.steps.append(.flick(point(), point()))
            case 12:   // outside the window, and values no pointer reports (the port must reject them)
                let outside = [CGPoint(x: -40, y: -40), CGPoint(x: 5000, y: 300)][st.next(2)]
                let odd = [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: CGFloat.nan)]
                switch st.next(6) {
                case 0: s.steps.append(.down(outside))
                case 1: s.steps.append(.move(outside))
                case 2: s.steps.append(.up(outside))
                default:
                    let kinds: [HIDEvent.Kind] = [.pointerDown, .pointerMove, .pointerUp, .scroll]
                    s.steps.append(.nonFiniteFrame(kinds[st.next(4)], odd[st.next(3)]))
                }
            case 13:   // a frame no sender would write: bad bytes, or short
                let length = [64, 64, 17, 128][st.next(4)]
                let seed = st.next(256)
                s.steps.append(.malformedFrame((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ seed) }))
            default:   // another finger (1 or 2), down while the pointer may be
                switch st.next(8) {
                case 0, 1: s.steps.append(.fingerDown(1, point()))
                case 2, 3: s.steps.append(.fingerMove(1, point()))
                case 4: s.steps.append(.fingerUp(1, point()))
                case 5: s.steps.append(.fingerDown(2, point()))
                case 6: s.steps.append(.fingerUp(2, point()))
                default: s.steps.append(.badFingerFrame(UInt8(10 + st.next(246))))
                }
            }
        }
        return s
    }

    private func mutation(_ r: inout Reader, views: Int, recognizers: Int) -> CheckerScenario.Mutation {
        let kinds = recognizers > 0 ? 13 : 8
        switch r.next(kinds) {
        case kinds - 1: return .clearTrace
        case 0: return .removeView(r.next(views))
        case 1: return .toggleHidden(r.next(views))
        case 2: return .toggleUserInteraction(r.next(views))
        case 3: return .moveView(r.next(views), toParent: r.next(views + 1) - 1)
        case 4: return .addPlainView(under: r.next(views + 1) - 1)
        case 5: return .toggleTransparent(r.next(views))
        case 6: return .releaseView(r.next(views))
        case 7: return .toggleEnabled(r.next(recognizers))
        case 8: return .disableAndEnable(r.next(recognizers))
        case 9: return .removeRecognizer(r.next(recognizers))
        case 10: return .releaseRecognizer(r.next(recognizers))
        default: return .addRecognizer(r.next(recognizers), toView: r.next(views + 1) - 1)
        }
    }

    struct Reader {
        let values: [Int]
        var index = 0
        init(_ values: [Int]) { self.values = values }
        var isAtEnd: Bool { index >= values.count }
        /// A choice among `count` (0 when the list has run out).
        mutating func next(_ count: Int) -> Int {
            guard count > 1 else { if index < values.count { index += 1 }; return 0 }
            defer { index += 1 }
            return index < values.count ? values[index] % count : 0
        }
    }
}
