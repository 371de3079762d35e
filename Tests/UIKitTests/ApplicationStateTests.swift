import Foundation
import Testing
import RunLoop
@_spi(TouchLab) @testable import UIKit

/// `UIApplication.shared` always answers, and `applicationState` follows the
/// app's life: inactive until it runs, active while it runs, background after.
@Suite("The application: shared and its state")
struct ApplicationStateTests {
    @Test("a new application is inactive; run() makes it active; terminate() sends it to the background")
    func stateFollowsTheLoop() throws {
        let app = try UIApplication()
        #expect(app.applicationState == .inactive)
        var stateWhileRunning: UIApplication.State?
        app.runLoop.perform {
            stateWhileRunning = app.applicationState
            app.terminate()
        }
        app.run()
        #expect(stateWhileRunning == .active)
        #expect(app.applicationState == .background)
    }

    // `shared` is process-wide and other tests make applications in parallel:
    // these run in processes of their own.

    @Test("before any application is made, shared makes one; the newest application then takes its place")
    func sharedAlwaysAnswers() async {
        await #expect(processExitsWith: .success) {
            let first = UIApplication.shared
            guard first.applicationState == .inactive, first.connectedScenes.isEmpty else { exit(1) }
            // Made and dropped at once: only the weak reference sees it go.
            func makeApplication() throws -> UIApplication { try UIApplication() }
            weak var older: UIApplication?
            try { older = try makeApplication() }()
            let newer = try UIApplication()
            guard UIApplication.shared === newer, older == nil else { exit(2) }
        }
    }

    @Test("a window made with init(frame:) joins the shared application's first scene when made key")
    func preSceneWindowJoins() async {
        await #expect(processExitsWith: .success) {
            let app = try UIApplication()
            let scene = UIWindowScene(application: app)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            guard window.windowScene == nil else { exit(1) }
            window.makeKeyAndVisible()
            guard window.windowScene === scene, app.keyWindow === window, app.connectedScenes == [scene] else { exit(2) }
        }
    }
}
