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
///
/// It names views by their trace records (``Traced``), as the trace does:
/// the overlay shows the last gesture until the next one, and a view the
/// app removes and releases meanwhile must be freed then, not when the next
/// gesture comes (Behaviour §7, "A trace keeps nothing alive"). A freed
/// view's visit keeps its number and what it answered; it has no frame left
/// to draw, so `view` is nil.
public struct HitTestRecord {
    public enum Outcome {
        /// Still inside this view's `hitTest` (a record caught mid-traversal).
        case pending
        /// `hitTest` returned the view itself: nothing deeper took the point.
        case returnedItself
        /// `hitTest` returned another view — a subview's answer passed up, or an override's redirect.
        case returned(Traced<UIView>)
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
        /// The view as the trace names it: class, address and name, and a weak reference.
        public let traced: Traced<UIView>
        /// The view while it exists; nil once the app has released it.
        public var view: UIView? { traced.object }
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
    public internal(set) var hitViewRecord: Traced<UIView>?
    /// The hit view while it exists.
    public var hitView: UIView? { hitViewRecord?.object }
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
    public func visit(of view: UIView) -> Visit? { visits.first { $0.traced === view } }

    public var rejectedVisits: [Visit] { visits.filter { $0.outcome.rejection != nil } }
}
