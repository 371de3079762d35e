import Foundation
@_spi(TouchLab) import UIKit

/// One touch-down's hit-test, as the overlay numbers it: every view whose
/// `hitTest(_:with:)` ran, in visit order, and what each answered.
///
///     1 UIWindow            → returned BView  (the answer travels back up)
///     2 UIView  root        → returned BView
///     3 CView   C           ✕ point outside
///     4 BView   B           → itself         ◀ the hit view
///
/// UIKit runs the traversal twice per touch-down (Behaviour §2); both passes
/// visit the same views, so the record keeps the first and counts passes.
public struct HitTestRecord {
    public enum Outcome {
        /// Still inside this view's `hitTest` (a record caught mid-traversal).
        case pending
        /// `hitTest` returned the view itself: nothing deeper took the point.
        case returnedItself
        /// `hitTest` returned another view — a subview's answer passed up, or an override's redirect.
        case returned(UIView)
        /// `hitTest` returned nil, for this reason (`.declinedByOverride` when
        /// an override returned nil without any of UIKit's rules rejecting it).
        case rejected(HitTestRejection)

        public var rejection: HitTestRejection? {
            if case let .rejected(r) = self { return r }
            return nil
        }
    }

    public struct Visit {
        /// 1-based, in visit order: the badge the overlay draws.
        public let number: Int
        public let view: UIView
        /// The point in `view`'s coordinates; nil for a view rejected without
        /// a traced visit (an override that called a subview's `hitTest` directly).
        public let point: CGPoint?
        /// How deep in the traversal: 0 for the root.
        public let depth: Int
        public internal(set) var outcome: Outcome
    }

    public internal(set) var visits: [Visit] = []
    /// The answer of the whole traversal: the touch's view. Nil until complete,
    /// and nil after it when the point is inside no interactive view.
    public internal(set) var hitView: UIView?
    /// Where the touch went down, in the root's (window's) coordinates.
    public internal(set) var location: CGPoint?
    public internal(set) var isComplete = false
    /// How many passes ran (UIKit: 2).
    public internal(set) var passes = 1
    public let startedAt: TimeInterval

    init(location: CGPoint?, startedAt: TimeInterval) {
        self.location = location
        self.startedAt = startedAt
    }

    /// The first visit of `view`, if it was visited.
    public func visit(of view: UIView) -> Visit? { visits.first { $0.view === view } }

    public var rejectedVisits: [Visit] { visits.filter { $0.outcome.rejection != nil } }
}
