import Foundation
import HID
import SpringBoard
import Testing
import XServer

/// A private Xvfb, an app window created with `inputMask: 0` (the app's
/// connection hears no input), SpringBoard reading that window on its own
/// connection into an `HIDPort`, and an XTest injector playing the user.
///
/// Each test has its own server: XTest moves the one core pointer, and tests
/// run in parallel. `end()` stops SpringBoard and closes every connection
/// before stopping the server (a connection to a dead server ends the process).
final class SpringBoardSession {
    let server: XvfbServer
    let appDisplay: XDisplay
    let window: XWindow
    let port: HIDPort
    let springBoard: SpringBoard
    let injector: XTestInjector
    /// The window's (0, 0) on the root window.
    let origin: (x: Int, y: Int)

    /// Away from the root origin, so window and root coordinates cannot be confused.
    static let windowOrigin = (x: 30, y: 40)

    init(width: Int = 400, height: Int = 300, portCapacity: Int = 4096) throws {
        server = try XvfbServer(width: 640, height: 480)
        appDisplay = try XDisplay(name: server.displayName)
        window = try XWindow(display: appDisplay, width: width, height: height, title: "SpringBoardTests",
                             x: Self.windowOrigin.x, y: Self.windowOrigin.y, inputMask: 0)
        port = try HIDPort(capacity: portCapacity)
        springBoard = try SpringBoard(window: window, sender: port.sender)
        injector = try XTestInjector(displayName: server.displayName)
        origin = try injector.rootOrigin(of: window.id)
    }

    func end() {
        springBoard.stop()
        injector.close()
        appDisplay.close()
        server.stop()
    }

    /// Moves the pointer to (`x`, `y`) in window coordinates.
    func move(_ x: Int, _ y: Int) { injector.move(toRootX: origin.x + x, y: origin.y + y) }

    /// Events from the port until `count` have arrived, or what arrived by
    /// the deadline (a test failure then, never a hang: the deadline only
    /// names what never came; the events themselves end the wait).
    func receive(_ count: Int, timeout: Duration = .seconds(30),
                 sourceLocation: SourceLocation = #_sourceLocation) -> [HIDEvent] {
        var events: [HIDEvent] = []
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while events.count < count {
            port.receive(max: count - events.count) { events.append($0) }
            if events.count >= count { break }
            guard waitReadable(port.receiveFileDescriptor, until: deadline) else {
                Issue.record("\(events.count) of \(count) HID events arrived within \(timeout)",
                             sourceLocation: sourceLocation)
                break
            }
        }
        return events
    }

    /// Events from the port up to and including the first that is `last`
    /// (a test failure at the deadline, never a hang).
    func receive(through last: (HIDEvent) -> Bool, timeout: Duration = .seconds(30),
                 sourceLocation: SourceLocation = #_sourceLocation) -> [HIDEvent] {
        var events: [HIDEvent] = []
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            port.receive { events.append($0) }
            if events.contains(where: last) { return events }
            guard waitReadable(port.receiveFileDescriptor, until: deadline) else {
                Issue.record("the awaited HID event did not arrive within \(timeout) (got \(events.count))", sourceLocation: sourceLocation)
                return events
            }
        }
    }

    /// What the port holds right now, without waiting.
    func receiveQueued() -> [HIDEvent] {
        var events: [HIDEvent] = []
        port.receive { events.append($0) }
        return events
    }

    /// Waits until `condition` holds, checking every millisecond; false at
    /// the deadline (which only turns a hang into a failure).
    func wait(until condition: () -> Bool, timeout: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            usleep(1000)
        }
        return true
    }
}


/// Runs `body` with a started session and always ends it.
func withSpringBoard<T>(width: Int = 400, height: Int = 300, portCapacity: Int = 4096,
                        _ body: (SpringBoardSession) throws -> T) throws -> T {
    let session = try SpringBoardSession(width: width, height: height, portCapacity: portCapacity)
    defer { session.end() }
    try session.springBoard.start()
    return try body(session)
}

extension HIDEvent {
    /// "down 20,30 b1", for readable comparisons.
    var summary: String {
        switch kind {
        case .pointerDown: "down \(Int(x)),\(Int(y)) b\(button)"
        case .pointerMove: "move \(Int(x)),\(Int(y)) b\(button)"
        case .pointerUp: "up \(Int(x)),\(Int(y)) b\(button)"
        case .scroll: "scroll \(Int(deltaX)),\(Int(deltaY)) at \(Int(x)),\(Int(y))"
        case .key: "key 0x\(String(keyCode, radix: 16))"
        case .keyUp: "keyup 0x\(String(keyCode, radix: 16))"
        case .marker: "marker"
        case .hover: "hover \(Int(x)),\(Int(y))"
        }
    }
}
