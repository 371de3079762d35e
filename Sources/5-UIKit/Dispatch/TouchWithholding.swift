import Foundation

/// Why a touch's view is not told about it, although hit-testing chose that
/// view: UIKit's two per-view rules for a finger that goes down while others
/// are down.
///
///     finger 2 goes down on view V, finger 1 is down on view U (same window)
///       U ≠ V, U.isExclusiveTouch         → .exclusiveTouchElsewhere
///       U ≠ V, V.isExclusiveTouch         → .exclusiveTouchNotAlone
///       U = V, !V.isMultipleTouchEnabled  → .multipleTouchDisabled
///       otherwise                         → V hears finger 2
///
/// The rules withhold touches from *views* only. A withheld touch is still in
/// the event (`allTouches`, `touches(for:)`) and still goes to the gesture
/// recognizers of its view and the view's ancestors: Apple's note on
/// `isMultipleTouchEnabled` says "This property does not affect the gesture
/// recognizers attached to the view. Gesture recognizers receive all touches
/// that occur in the view", and the same holds for exclusive touch ("the
/// logic of withholding touches is implemented for views (but not for
/// gesture recognizers)", Neuburg, *Programming iOS 4*, "Touch Delivery").
/// A withheld touch stays withheld for its whole life: a view never hears a
/// touch move or end that it did not hear begin.
public enum TouchWithholding: String, Sendable {
    /// `isMultipleTouchEnabled` is false and the view is already tracking a
    /// touch: "When set to false, the view receives only the first touch event
    /// in a multi-touch sequence that start within the view's bounds" (Apple).
    /// A window ignores the property and receives every touch (Neuburg).
    case multipleTouchDisabled = "the view is tracking a touch and isMultipleTouchEnabled is false"
    /// Another view in the window with `isExclusiveTouch` is tracking a touch:
    /// "Setting this property to true causes the receiver to block the
    /// delivery of touch events to other views in the same window" (Apple).
    case exclusiveTouchElsewhere = "an exclusive-touch view in the window is tracking a touch"
    /// The view has `isExclusiveTouch` and another view in the window is
    /// tracking a touch: "an exclusiveTouch view receives a touch only if no
    /// other views in the same window have touches associated with them"
    /// (Neuburg, *Programming iOS 4*, "Restricting Touches"; Apple's Event
    /// Handling Guide said the same). Another finger on the exclusive view
    /// itself is not another view's: `isMultipleTouchEnabled` decides it.
    case exclusiveTouchNotAlone = "the view is exclusive-touch and another view in the window is tracking a touch"
}

extension UIApplication {
    /// Whether `touch`, just hit-tested, must be withheld from its view
    /// because of the touches already down (`others`, oldest first).
    func withholding(_ touch: UITouch, from others: [UITouch]) -> TouchWithholding? {
        guard let view = touch.view else { return nil }
        var viewIsTracking = false
        var anotherViewIsTracking = false
        for other in others where other.window === touch.window {
            guard let otherView = other.view, other.isTrackedByView else { continue }
            if otherView === view {
                viewIsTracking = true
            } else {
                if otherView.isExclusiveTouch { return .exclusiveTouchElsewhere }
                anotherViewIsTracking = true
            }
        }
        if view.isExclusiveTouch && anotherViewIsTracking { return .exclusiveTouchNotAlone }
        if viewIsTracking && !view.isMultipleTouchEnabled && !(view is UIWindow) { return .multipleTouchDisabled }
        return nil
    }
}
