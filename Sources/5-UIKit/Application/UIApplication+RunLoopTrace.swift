import Foundation
import RunLoop

/// The run loop's own steps in the application's trace: every activity a
/// pass goes through and every timer it fires, stamped like every other
/// event, so a timeline can draw the loop's passes and the mode it ran in.
///
/// Off by default: a pass makes six activity callouts, and a trace printed
/// for the seeds needs none of them. The demo's timeline turns it on.
extension UIApplication {
    /// Whether the trace records the run loop's own passes: each activity and each timer fired.
    @_spi(TouchLab) public var tracesRunLoop: Bool {
        get { runLoop.tracer != nil }
        set {
            guard newValue != tracesRunLoop else { return }
            runLoop.tracer = newValue ? { [unowned self] step in self.traceRunLoopStep(step) } : nil
        }
    }

    private func traceRunLoopStep(_ step: RunLoopTraceEvent) {
        // Straight to this application's tracer, not through `Tracer.during`
        // and `trace(_:)`: a drag's move makes some 27 of these steps, and
        // making the tracer current on the thread and back (two thread-local
        // writes, three reads) cost a fifth of each step (issue 25). A step
        // runs no app code, and its sinks (the timeline's lane) trace nothing.
        guard tracer.isEnabled else { return }
        // Sources are traced by the application's own callbacks (Source1 and
        // Source0 name what they did); the loop adds activities and timers.
        switch step {
        case let .activity(activity):
            tracer.emit(.runLoopActivity(activity, mode: runLoop.currentMode ?? runLoopMode))
        case let .timer(name) where name != MainThreadBridge.foundationTimersName:
            // The Foundation timers' wake-up traces itself, only when a timer was due.
            tracer.emit(.runLoopTimerFired(name: name))
        case .source0, .source1, .timer:
            break
        }
    }
}
