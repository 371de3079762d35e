import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 12: a window kept past its application (a test or a client holds
/// it) must have no scene, not a dangling one — `windowScene` was
/// `unowned(unsafe)`, and reading through it after the application went
/// read freed memory.
@Suite("UIWindow.windowScene lifetime")
struct WindowSceneLifetimeTests {
    @Test("a window that outlives its application has no scene, and is no key window")
    func windowOutlivesItsApplication() throws {
        var window: UIWindow?
        weak var application: UIApplication?
        weak var scene: UIWindowScene?
        try {
            let driver = try HeadlessDriver()
            window = driver.makeWindow()
            application = driver.application
            scene = window?.windowScene
            #expect(scene != nil)
        }()
        // `UIApplication.shared` keeps the newest application: a newer one takes its place.
        let newer = try HeadlessDriver()
        #expect(application == nil)
        #expect(scene == nil)
        #expect(window?.windowScene == nil)
        if window?.windowScene == nil {   // reading through a dangling scene would crash the run
            #expect(window?.isKeyWindow == false)
        }
        // Not `window.makeKey()` here: it would join `UIApplication.shared`'s
        // scene, and with tests running in parallel that can be another
        // test's application, mutated from this thread while its own runs.
        withExtendedLifetime(newer) {}
    }
}
