import Foundation
import HID
import SpringBoard
import Testing
import XServer

@Suite("SpringBoard's thread: starting, stopping, and the ends it can meet")
struct SpringBoardLifecycleTests {
    @Test("stop() joins the thread at once, closes the connection, and is idempotent; start() works once")
    func startStop() throws {
        let session = try SpringBoardSession()
        defer { session.end() }
        let springBoard = session.springBoard
        #expect(springBoard.state == .notStarted)
        try springBoard.start()
        #expect(springBoard.state == .running)
        #expect(throws: SpringBoardError.alreadyStarted) { try springBoard.start() }

        // The thread sleeps in poll() with no timeout: only the stop signal
        // can end it, so stop() returning at all is the thread hearing it. A
        // deaf thread would hang the join; the 30 s deadline names that hang.
        let stopped = DispatchSemaphore(value: 0)
        Thread { springBoard.stop(); stopped.signal() }.start()
        try #require(stopped.wait(timeout: .now() + 30) == .success, "stop() never returned: the sleeping thread did not hear it")
        #expect(springBoard.state == .stopped)
        springBoard.stop()
        #expect(throws: SpringBoardError.alreadyStarted) { try springBoard.start() }

        // Its connection is gone: the window's input is free for another reader.
        let other = try SpringBoard(window: session.window, sender: session.port.sender)
        other.stop()
    }

    @Test("input injected after stop() never reaches the port")
    func nothingAfterStop() throws {
        try withSpringBoard { session in
            session.move(10, 10)
            #expect(session.receive(1).count == 1)
            session.springBoard.stop()
            session.move(20, 20)
            session.injector.click()
            session.injector.display.sync()
            // stop() joined the thread: anything it could send is in the port already.
            #expect(session.receiveQueued().isEmpty)
        }
    }

    @Test("when the app closes its port, the thread ends by itself")
    func portClosedEndsTheThread() throws {
        try withSpringBoard { session in
            session.port.close()
            session.move(10, 10)
            #expect(session.wait { session.springBoard.state == .portClosed })
        }
    }

    @Test("a window whose presses another client already reads: one clear error, no exit")
    func windowAlreadyRead() throws {
        let server = try XvfbServer(width: 320, height: 240)
        let display = try XDisplay(name: server.displayName)
        defer { display.close(); server.stop() }
        // The default input mask: the app's own connection reads the presses.
        let window = try XWindow(display: display, width: 100, height: 100, title: "taken")
        let port = try HIDPort()
        #expect {
            try SpringBoard(window: window, sender: port.sender)
        } throws: { error in
            let text = "\(error)"
            return text.contains("BadAccess") && text.contains("inputMask: 0")
                && text.contains("0x\(String(window.id, radix: 16))")
        }
    }

    @Test("no such window: the error names it")
    func missingWindow() throws {
        let server = try XvfbServer(width: 320, height: 240)
        defer { server.stop() }
        let port = try HIDPort()
        #expect {
            try SpringBoard(displayName: server.displayName, windowID: 0x7fff_fff0, sender: port.sender)
        } throws: { error in
            "\(error)".contains("BadWindow") && "\(error)".contains("0x7ffffff0")
        }
    }

    @Test("no X server there: the error names the display")
    func noServer() throws {
        let port = try HIDPort()
        #expect {
            try SpringBoard(displayName: ":29999", windowID: 1, sender: port.sender)
        } throws: { error in
            "\(error)".contains("cannot open X display \":29999\"")
        }
    }
}
