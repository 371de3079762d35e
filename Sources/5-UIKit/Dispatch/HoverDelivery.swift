import Foundation

/// `UIWindow.sendEvent` for hover: the pointer moved with no button held.
///
///     sendEvent(hover)
///       1. hit-test at the pointer   (silent: a hover hit-tests at every move,
///                                     and the trace and the hit-test panel are about touches)
///       2. gestureEnvironment.hover  hover recognizers on the hit view and its
///                                     ancestors begin, change or end
///
/// Hover is not a touch (iPadOS): no view's touches methods are called, and
/// no other recognizer hears it.
extension UIWindow {
    func deliverHover(_ event: UIEvent) {
        let location = event.hoverLocation
        guard gestureEnvironment.windowHasHoverRecognizers else {
            if traceIsOn { trace(.hoverDelivered(window: Traced(self), view: nil, location: location)) }
            return
        }
        var view: UIView?
        if let location {
            let tracer = Tracer.current
            Tracer.current = nil   // the hit-test's visits are not the trace's
            view = hitTest(location, with: event)
            Tracer.current = tracer
        }
        if traceIsOn { trace(.hoverDelivered(window: Traced(self), view: view.map { Traced($0) }, location: location)) }
        gestureEnvironment.hover(over: view, at: location)
    }
}
