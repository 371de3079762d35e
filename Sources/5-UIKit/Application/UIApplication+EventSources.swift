import Foundation
import HID
import RunLoop

/// Behaviour §1 steps 3–4: the two run-loop sources between the port and `sendEvent`.
///
///     port readable ─▶ Source1 perform: __IOHIDEventSystemClientQueueCallback
///                        drain the port into eventQueue, signal the Source0
///                      (next pass of the loop)
///                      Source0 perform: __handleEventQueue
///                        take each event off the queue in FIFO order,
///                        wrap it in UIEvent/UITouch, sendEvent
///
/// Why two hops and not one: the Source1 only moves data (it runs once per
/// port wake-up, however many messages wait); the Source0 does the UIKit
/// work, on the next pass, after timers and observers have had their turn —
/// the order the seeds' traces were captured in.
extension UIApplication {
    static let source1Name = "__IOHIDEventSystemClientQueueCallback"
    static let source0Name = "__handleEventQueue"
    static let gestureObserverName = "_UIGestureRecognizerUpdateObserver"
    static let layoutObserverName = "_beforeCACommitHandler"

    func installEventSources() {
        eventSource0 = RunLoopSource0(name: Self.source0Name, order: -1) { [unowned self] in
            self.__handleEventQueue()
        }
        portSource1 = RunLoopSource1(name: Self.source1Name, fileDescriptor: port.receiveFileDescriptor) {
            [unowned self] in self.__IOHIDEventSystemClientQueueCallback()
        }
        // UIKit's gesture observer runs at beforeWaiting, order 0: state changes
        // made outside event delivery (a long press's timer) are acted on there.
        gestureObserver = RunLoopObserver(name: Self.gestureObserverName, activities: .beforeWaiting, order: 0) {
            [unowned self] _ in self.updateGestureEnvironments()
        }
        // Layout runs just before Core Animation's commit (1999000 < 2000000,
        // where the demo draws), after the gestures have settled.
        layoutObserver = RunLoopObserver(name: Self.layoutObserverName, activities: [.beforeWaiting, .exit], order: 1_999_000) {
            [unowned self] _ in self.layOutWindows()
        }
        runLoop.add(eventSource0, forMode: .common)
        runLoop.add(portSource1, forMode: .common)
        runLoop.add(gestureObserver, forMode: .common)
        runLoop.add(layoutObserver, forMode: .common)
    }

    /// Takes this application's sources and observers off its run loop and
    /// closes its port: a twin (`init(twinOf:)`) ends while the loop it
    /// shares runs on.
    @_spi(TouchLab) public func leaveRunLoop() {
        runLoop.remove(eventSource0, forMode: .common)
        runLoop.remove(portSource1, forMode: .common)
        runLoop.remove(gestureObserver, forMode: .common)
        runLoop.remove(layoutObserver, forMode: .common)
        heldMovesDelivered()
        portSource1.invalidate()
        port.close()
    }

    /// Source1: drain the port into the FIFO queue and signal the Source0.
    func __IOHIDEventSystemClientQueueCallback() {
        tracer.during {
            let tracing = traceIsOn
            var urgent = false
            let received = port.receive { event in
                if tracing {
                    if port.gapBeforeLastMessage > 0 { trace(.movesCoalesced(count: port.gapBeforeLastMessage)) }
                    trace(.portReceived(event))
                }
                if !Self.waitsForDisplayRefresh(event) { urgent = true }
                eventQueue.enqueue(event)
            }
            trace(.source1Fired(name: Self.source1Name, messages: received))
            // The Source0 now, or (a finger's moves alone) at the display
            // refresh: UIApplication+DisplayRefreshDelivery.swift.
            if received > 0 { eventsQueued(urgent: urgent) }
        }
    }

    /// Source0: hand every queued event, oldest first, to UIKit.
    func __handleEventQueue() {
        tracer.during {
            trace(.source0Performed(name: Self.source0Name, events: eventQueue.count))
            while let event = eventQueue.dequeue() {
                if isCoalescible(event) { continue }
                handleHIDEvent(event)
            }
            heldMovesDelivered()
        }
    }

    /// Runs before every sleep of the loop, as UIKit's `_beforeCACommitHandler`:
    /// layout, then display (`draw(_:)`). Walks the scenes' windows in place
    /// rather than through `windows`, which builds an array.
    func layOutWindows() {
        for scene in scenes {
            for window in scene.windows where window.needsLayout || window.descendantNeedsLayout { window.layoutIfNeeded() }
            // Then the views marked for drawing draw, as Core Animation's commit asks them to.
            for window in scene.windows where !window.viewsNeedingDisplay.isEmpty { window.displayViews() }
        }
        CATransaction.commitImplicit()   // Core Animation's commit: the implicit transaction ends here
    }

    func updateGestureEnvironments() {
        tracer.during {
            for scene in scenes {
                for window in scene.windows { window.gestureEnvironment.update() }
            }
        }
    }
}
