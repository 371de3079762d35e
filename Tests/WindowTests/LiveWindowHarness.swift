import Foundation
import Synchronization
import HID
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The real demo in this process on a private Xvfb: the test thread runs the
/// app's run loop (as `touchlab` does), while a second thread plays the
/// person at the pointer through XTest — so every event takes the whole real
/// path: X server → SpringBoard thread → port → Source1 → Source0 → views.
final class LiveWindowHarness {
    let server: XvfbServer
    let app: LiveApp
    /// End markers the person sent (`sync`) and the app took off its port.
    let markersSent = Locked(0), markersHandled = Locked(0)
    /// Signalled when the app's run has returned.
    let exited = DispatchSemaphore(value: 0)

    /// `speed`: the app's clock rate (`--speed`); slow motion holds an animation still enough to tap.
    /// `screen` and `dotsPerInch`: the Xvfb screen the window opens on (it fits itself to it).
    init(scene: String, compare: String? = nil, speed: Double = 1,
         screen: (width: Int, height: Int) = (1280, 800), dotsPerInch: Int? = nil) throws {
        server = try XvfbServer(width: screen.width, height: screen.height, dotsPerInch: dotsPerInch)
        var options = TouchLabOptions()
        options.displayName = server.displayName
        options.sceneName = scene
        options.compareSwitch = compare
        options.speed = speed
        app = try LiveApp(options: options)
        app.application.tracer.isRecording = true
        // The test's end markers are the test's: counted, and kept from the
        // demo's script ending (a script's marker would mean "take the screenshot").
        let demoInterceptor = app.application.hidEventInterceptor
        app.application.hidEventInterceptor = { [markersHandled] hid in
            if hid.kind == .marker { markersHandled.set(markersHandled.get() + 1); return true }
            return demoInterceptor?(hid) ?? false
        }
    }

    /// A point of the scene (a view's centre, or `dx`, `dy` points from it) in the X window's pixels.
    func windowPixel(of viewName: String, dx: CGFloat = 0, dy: CGFloat = 0) -> (x: Int, y: Int) {
        let view = app.content!.view(named: viewName)!
        let p = view.convert(CGPoint(x: view.bounds.midX + dx, y: view.bounds.midY + dy), to: nil)
        let pixel = app.screen.toPixels(x: Double(p.x), y: Double(p.y))   // the phone is drawn scaled
        return (Int(pixel.x.rounded()), Int(pixel.y.rounded()))
    }

    /// Runs the app until `person` has done its part and closed the window
    /// with WM_DELETE_WINDOW (no window manager under Xvfb: the test sends it).
    /// Returns the app's exit status.
    func run(_ person: @escaping (_ pointer: XTestInjector, _ harness: LiveWindowHarness) throws -> Void) throws -> Int32 {
        let failure = Locked<Error?>(nil)
        let windowID = app.xWindow.id
        let displayName = server.displayName
        // @unchecked Sendable: the person's thread reads only the harness's
        // constants and views' geometry, which the app does not change under it.
        struct Person: @unchecked Sendable { let act: (XTestInjector, LiveWindowHarness) throws -> Void; let harness: LiveWindowHarness }
        let handedOver = Person(act: person, harness: self)
        let thread = Thread {
            let person = handedOver.act, harness = handedOver.harness
            do {
                let pointer = try XTestInjector(displayName: displayName)
                try harness.waitUntil("the app's run loop run") { _ in true }
                try person(pointer, harness)
                pointer.close()
            } catch {
                failure.set(error)
            }
            let stillRunning = harness.exited.wait(timeout: .now()) == .timedOut
            if !stillRunning { harness.exited.signal() }
            if stillRunning, let closer = try? XDisplay(name: displayName) {
                closer.sendDeleteWindowRequest(to: windowID)
                closer.close()
            }
        }
        thread.start()
        let status = app.run()
        exited.signal()
        if let error = failure.get() { throw error }
        return status
    }

    /// A tap at `p`: down, held until the app has handled the down, then up,
    /// and back once the app has handled the up. The tap's two events never
    /// share one pass of the app's loop, however busy the machine.
    func tap(_ pointer: XTestInjector, at p: (x: Int, y: Int)) throws {
        try pointer.move(toX: p.x, y: p.y, in: app.xWindow.id)
        pointer.press()
        try sync(pointer)
        pointer.release()
        try sync(pointer)
    }

    var log: [String] { SeedLogFormatter.lines(for: app.application.tracer.recorded).map(SeedLogFormatter.withoutAddresses) }

    deinit { server.stop() }
}

final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
    func get() -> Value { value.withLock { $0 } }
    func set(_ v: Value) { value.withLock { $0 = v } }
}

extension XWindowCapture {
    /// For a person to look at when a pixel test fails.
    func writePPM(to path: String) throws {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(width * height * 3 + 20)
        for p in pixels { data.append(UInt8((p >> 16) & 0xFF)); data.append(UInt8((p >> 8) & 0xFF)); data.append(UInt8(p & 0xFF)) }
        try data.write(to: URL(fileURLWithPath: path))
    }
}
