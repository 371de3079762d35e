import XCTest
import UIKit
import UIKitHeadless

/// Trait and device checks as iOS code writes them (issue 29 item 3,
/// Behaviour §15): size classes to pick a layout, dark mode overrides that
/// reach views and controllers below, iOS 17 trait registrations, layout
/// direction, the device and its orientation notification.
final class TraitsAndDeviceClientTests: XCTestCase {
    final class ThemedView: UIView {
        var changes: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        var awoke = false
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle))
            backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white
        }
        override func awakeFromNib() { super.awakeFromNib(); awoke = true }
        override func prepareForInterfaceBuilder() { awoke = true }
    }

    final class ThemedController: UIViewController {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.append("controller: \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) → \(traitCollection.userInterfaceStyle)")
        }
    }

    func testTheDevicesTraitsAreTheSeedsIPhonesInPortrait() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let traits = view.traitCollection
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.displayScale, UIScreen.main.scale)
        XCTAssertEqual(traits.displayScale, 3)
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(traits.userInterfaceStyle, .light)
        XCTAssertEqual(traits.preferredContentSizeCategory, .large)
        XCTAssertFalse(traits.preferredContentSizeCategory.isAccessibilityCategory)
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(traits.forceTouchCapability, .unavailable)
        XCTAssertEqual(UIScreen.main.traitCollection, traits)
        XCTAssertEqual(window.traitCollection, traits)
        XCTAssertEqual(window.rootViewController?.traitCollection, traits)
        XCTAssertEqual(UITraitCollection.current, traits)
        XCTAssertTrue(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        XCTAssertFalse(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        let merged = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: .dark)])
        XCTAssertEqual(merged.userInterfaceStyle, .dark)
        XCTAssertEqual(merged.horizontalSizeClass, .compact, "unspecified traits do not override")
        XCTAssertTrue(merged.hasDifferentColorAppearance(comparedTo: traits))
        XCTAssertEqual(traits.modifyingTraits { $0.userInterfaceStyle = .dark }, merged)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17, "Large: body is 17 pt")
    }

    func testADarkOverrideReachesTheViewsAndControllersBelowItOnce() throws {
        let driver = try HeadlessDriver()
        let controller = ThemedController()
        let window = driver.makeWindow(rootViewController: controller)
        let outer = ThemedView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = ThemedView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        outer.addSubview(inner)
        controller.view.addSubview(outer)
        var registered: [UIUserInterfaceStyle] = []
        var sizeClassCalls = 0
        inner.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: ThemedView, previous: UITraitCollection) in
            registered.append(view.traitCollection.userInterfaceStyle)
        }
        let sizeRegistration = inner.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
            sizeClassCalls += 1
        }

        outer.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(inner.changes.map(\.1), [.dark])
        XCTAssertEqual(inner.changes.first?.0, .light)
        XCTAssertEqual(inner.backgroundColor, .black)
        XCTAssertEqual(registered, [.dark])
        XCTAssertEqual(sizeClassCalls, 0, "a handler for another trait is not called")
        XCTAssertEqual(controller.log, [], "the controller above the override keeps its traits")
        outer.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(inner.changes.count, 1, "no change, no call")

        controller.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.log, ["controller: Light → Dark"])
        XCTAssertEqual(inner.changes.count, 1, "already dark under its own override")
        outer.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark, "now from the controller's override")
        controller.overrideUserInterfaceStyle = .light
        XCTAssertEqual(inner.changes.map(\.1), [.dark, .light])
        XCTAssertEqual(registered, [.dark, .light])
        inner.unregisterForTraitChanges(sizeRegistration)
        _ = window

        XCTAssertFalse(outer.awoke, "code-built views are never awoken from a nib")
    }

    func testLayoutDirectionFollowsTheSemanticContentAttribute() {
        let view = UIView()
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.semanticContentAttribute = .playback
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
    }

    func testTheDeviceAndItsOrientationNotification() throws {
        let driver = try HeadlessDriver()
        let device = UIDevice.current
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertFalse(device.systemVersion.isEmpty)
        XCTAssertEqual(device.batteryLevel, -1, "not monitoring")
        XCTAssertEqual(device.orientation, .unknown, "unknown until notifications are on")

        final class Seen: @unchecked Sendable { var orientations: [UIDeviceOrientation] = [] }   // posted on this thread
        let box = Seen()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { note in
            box.orientations.append((note.object as? UIDevice)?.orientation ?? .unknown)
        }
        var seen: [UIDeviceOrientation] { box.orientations }
        defer { NotificationCenter.default.removeObserver(observer) }
        driver.rotate(to: .landscapeLeft)
        XCTAssertEqual(seen, [], "no notifications before beginGenerating…")
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .landscapeLeft)
        driver.rotate(to: .portrait)
        driver.rotate(to: .portrait)
        driver.rotate(to: .faceUp)
        XCTAssertEqual(seen, [.portrait, .faceUp], "one per change")
        XCTAssertTrue(device.orientation.isFlat)
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .unknown)
        driver.rotate(to: .portrait)
        XCTAssertEqual(seen.count, 2)
    }

    /// Size classes on rotation: an app that lays out by size class and
    /// listens for the device turning, as such files are written.
    final class Lines: @unchecked Sendable { var all: [String] = [] }   // written on the test's thread only
    final class SizeClassController: UIViewController {
        let lines = Lines()
        var log: [String] {
            get { lines.all }
            set { lines.all = newValue }
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let before = previousTraitCollection.map { "\($0.horizontalSizeClass)×\($0.verticalSizeClass)" } ?? "nil"
            log.append("controller: \(before) → \(traitCollection.horizontalSizeClass)×\(traitCollection.verticalSizeClass)")
        }
    }

    func testTurningTheDeviceTurnsTheSizeClassesAndTellsTheViewsAndControllers() throws {
        let driver = try HeadlessDriver()
        let controller = SizeClassController()
        let window = driver.makeWindow(rootViewController: controller)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(card)
        card.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: UIView, previous: UITraitCollection) in
            controller.log.append("card handler: vertical \(previous.verticalSizeClass) → \(view.traitCollection.verticalSizeClass)")
        }
        var styleCalls = 0
        card.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in styleCalls += 1 }
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        defer { driver.rotate(to: .portrait); device.endGeneratingDeviceOrientationNotifications() }
        let lines = controller.lines
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            lines.all.append("device: \(UIDevice.current.orientation.rawValue)")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertEqual(window.windowScene?.interfaceOrientation, .portrait)
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .regular)

        driver.rotate(to: .landscapeLeft)
        XCTAssertEqual(controller.log, ["device: 3", "controller: Compact×Regular → Regular×Compact",
                                        "card handler: vertical Regular → Compact"])
        XCTAssertEqual(window.windowScene?.interfaceOrientation, .landscapeRight, "the device turned left turns the interface right")
        XCTAssertEqual(card.traitCollection.verticalSizeClass, .compact, "the seeds' large iPhone in landscape: compact height")
        XCTAssertEqual(card.traitCollection.horizontalSizeClass, .regular, "… and regular width")
        XCTAssertEqual(UIScreen.main.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection.current.verticalSizeClass, .compact)
        XCTAssertEqual(styleCalls, 0, "a handler for another trait is not called")

        controller.log = []
        driver.rotate(to: .landscapeRight)
        XCTAssertEqual(controller.log, ["device: 4"], "the other landscape: the size classes stay")
        XCTAssertEqual(window.windowScene?.interfaceOrientation, .landscapeLeft)
        driver.rotate(to: .portraitUpsideDown)
        driver.rotate(to: .faceUp)
        XCTAssertEqual(controller.log, ["device: 4", "device: 2", "device: 5"], "upside down and flat: the interface stays in landscape")
        XCTAssertEqual(card.traitCollection.verticalSizeClass, .compact)

        // A sheet presented in compact height is no card (PageSheetCard).
        let sheet = UIViewController()
        controller.present(sheet, animated: false)
        XCTAssertEqual(sheet.view.superview?.frame, window.bounds)
        sheet.dismiss(animated: false)

        controller.log = []
        driver.rotate(to: .portrait)
        XCTAssertEqual(controller.log, ["device: 1", "controller: Regular×Compact → Compact×Regular", "card handler: vertical Compact → Regular"])
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .regular)
    }
}
