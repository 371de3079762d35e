import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// The application and window set-ups of Xcode's templates, as written for iOS.
final class ApplicationTemplateTests: XCTestCase {
    final class CountingView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }
    final class RootViewController: UIViewController {
        let box = CountingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        override func viewDidLoad() { view.addSubview(box) }
    }

    /// The pre-scene template: `window = UIWindow(frame: UIScreen.main.bounds)`, root, makeKeyAndVisible.
    func testThePreSceneTemplateReceivesATap() throws {
        let driver = try HeadlessDriver()
        let root = RootViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()

        driver.tap(at: CGPoint(x: 100, y: 100))

        XCTAssertEqual(root.box.began, 1)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(window.windowScene?.application === UIApplication.shared)
    }

    /// The scene template: `UIWindow(windowScene:)` from a connected scene.
    func testTheSceneTemplateReceivesATap() throws {
        let driver = try HeadlessDriver()
        let app: UIApplication = UIApplication.shared        // not optional, as on iOS
        let scene = UIWindowScene(application: app)
        let connected: Set<UIScene> = app.connectedScenes
        XCTAssertTrue(connected.contains(scene))
        guard let windowScene = connected.first(where: { $0 === scene }) as? UIWindowScene else { return XCTFail("no window scene") }
        let window = UIWindow(windowScene: windowScene)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()

        driver.tap(at: CGPoint(x: 60, y: 60))

        XCTAssertEqual(root.box.began, 1)
        XCTAssertEqual(window.frame, UIScreen.main.bounds)
        XCTAssertEqual(app.applicationState, .active)
    }

    func testTheScreenIsTheSeedsDevice() {
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 430, height: 932))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 1290, height: 2796))
    }
}
