import Foundation

/// `UIWindow.sendEvent` for `.scroll` events (a wheel notch, a trackpad scroll):
///
///     sendEvent(scroll)
///       1. hit-test at the pointer     at a scroll's first notch only, one pass
///                                      (a scroll makes no touch, so there is no
///                                      second, touch-binding pass); later notches
///                                      go to the pans that took the first, as a
///                                      touch's later phases go to its view
///       2. gestureEnvironment          the pan recognizers of the hit view and
///            .deliverScroll            its ancestors whose `allowedScrollTypesMask`
///                                      admits the event's type: the scroll
///                                      sequence drives their states
///
/// No view's touches method is called: a scroll event has no touches
/// (`allTouches` is nil), and only recognizers that opted in hear of it
/// (Apple: "Setting this mask enables the pan gesture to recognize scroll
/// events, like a mouse scroll movement or a two-finger scroll on a track pad").
extension UIWindow {
    func deliverScroll(_ event: UIScrollEvent) {
        if gestureEnvironment.isScrolling {
            gestureEnvironment.deliverScroll(event, hitView: nil)
            return
        }
        let location = event.locationInWindow
        trace(.hitTestBegan(window: Traced(self), point: location, pass: 1))
        let hitView = tracedHitTest(location, with: event)
        trace(.hitTestFinished(window: Traced(self), result: hitView.map { Traced($0) }, pass: 1))
        gestureEnvironment.deliverScroll(event, hitView: hitView)
    }
}
