// swift-tools-version: 6.1
//
// The folders under Sources/ are numbered so that listing them reads as the
// journey of one touch:
//
//   (0 the C system calls everything below stands on)
//   1 X server ─▶ 2 HID event + port ─▶ 3 SpringBoard ─▶ 4 run loop
//     ─▶ 5 UIKit (application, window, hit-test, responders, gestures)
//     ─▶ 6 drawing ─▶ 7 the demo            (8: benchmarks, 9: client examples)
//
// Dependencies point one way along that journey: the engine (HID, RunLoop,
// UIKit) never imports X11 or Cairo, so it builds and tests headless; the C it
// needs (CSystem) is plain libc.
import PackageDescription

let package = Package(
    name: "TouchLab",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        // For test targets that write `import Testing` beside `import UIKit`
        // (Swift Testing's cross-import overlay); apps never link it.
        .library(name: "UIKitTesting", targets: ["_Testing_UIKit"]),
        // The headless driver: a test harness that runs an app with no X server on a virtual clock.
        .library(name: "UIKitHeadless", targets: ["UIKitHeadless"]),
        // Your own experiment: `@main struct MyLab: Experiment` opens the demo on your views (Examples/).
        .library(name: "TouchLab", targets: ["TouchLab"]),
        .executable(name: "touchlab", targets: ["TouchLabDemo"]),
        .executable(name: "touchlab-bench", targets: ["TouchLabBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only for `swift package generate-documentation` (README: "Documentation"); no target uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // 0 — the system calls Swift's Glibc module hides (pipe2, ppoll, eventfd, pipe
        // sizes, thread names, libdispatch's main-queue hooks): one named C function each.
        .target(name: "CSystem", path: "Sources/0-CSystem"),

        // 1 — the X server: Xlib through a thin C shim, and a Swift layer over it.
        .systemLibrary(
            name: "CX11", path: "Sources/1-CX11", pkgConfig: "x11 xtst",
            providers: [.apt(["libx11-dev", "libxtst-dev"])]),
        .target(name: "XServer", dependencies: ["CX11", "CSystem"], path: "Sources/1-XServer"),

        // 2 — the IOHIDEvent stand-in and the mach-port-like pipe that carries it.
        .target(name: "HID", dependencies: ["CSystem"], path: "Sources/2-HID"),

        // 3 — SpringBoard: a thread that reads X input and forwards HID events.
        .target(name: "SpringBoard", dependencies: ["XServer", "HID", "CSystem"], path: "Sources/3-SpringBoard"),

        // 4 — a run loop with CFRunLoop's shape: modes, Source0/Source1, timers, observers.
        .target(name: "RunLoop", dependencies: ["CSystem"], path: "Sources/4-RunLoop"),

        // 5 — Auto Layout's engine: an incremental simplex (the Cassowary algorithm) that knows
        // nothing of views, so it is tested against the paper and an independent optimum alone.
        .target(name: "LayoutSolver", path: "Sources/5-LayoutSolver"),
        // 5 — the engine: UIApplication … UIView, hit-testing, responder chain, gestures, trace.
        .target(name: "UIKit", dependencies: ["HID", "RunLoop", "UIKitSubmodules", "LayoutSolver"], path: "Sources/5-UIKit"),
        // `import UIKit.UIGestureRecognizerSubclass`: a Clang module named UIKit
        // with that submodule, which our Swift module overlays (its module.modulemap).
        .systemLibrary(name: "UIKitSubmodules", path: "Sources/5-UIKitSubmodules"),
        // `import Testing` + `import UIKit` in one test file (Sources/5-TestingUIKit).
        .target(name: "_Testing_UIKit", path: "Sources/5-TestingUIKit"),
        // The headless driver (tests, benchmarks, replays): port in, virtual clock, no X server.
        .target(name: "UIKitHeadless", dependencies: ["UIKit", "HID", "RunLoop"], path: "Sources/5-UIKitHeadless"),
        // The seed experiments' own views and controllers, written once for the
        // demo's scenes and for the tests that reproduce the seeds' traces.
        .target(name: "SeedViews", dependencies: ["UIKit"], path: "Sources/5-SeedViews"),

        // 6 — drawing the views and the dispatch overlays with Cairo.
        .systemLibrary(
            name: "CCairo", path: "Sources/6-CCairo", pkgConfig: "cairo-xlib",
            providers: [.apt(["libcairo2-dev"])]),
        // Output/XFrameBuffer draws into an X pixmap: the one part that needs Xlib.
        .target(name: "Drawing", dependencies: ["UIKit", "HID", "RunLoop", "CCairo", "CX11", "XServer"],
                path: "Sources/6-Drawing"),

        // 7 — the demo people run: scenes, the live app, scripted input; and its command line.
        .target(
            name: "TouchLab",
            dependencies: ["UIKit", "UIKitHeadless", "HID", "RunLoop", "SeedViews", "Drawing", "SpringBoard", "XServer",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/7-TouchLab"),
        .executableTarget(name: "TouchLabDemo", dependencies: ["TouchLab"], path: "Sources/7-Demo"),

        // 8 — benchmarks (release build) and the plain-Xlib C loop they compare against.
        .target(name: "CXlibBaseline", dependencies: ["CX11"], path: "Sources/8-CXlibBaseline"),
        .executableTarget(
            name: "TouchLabBenchmarks",
            dependencies: ["UIKit", "UIKitHeadless", "HID", "RunLoop", "XServer", "CX11", "SpringBoard", "Drawing", "TouchLab", "CXlibBaseline"],
            path: "Sources/8-Benchmarks"),

        // 9 — code as an iOS developer writes it: a plain `import UIKit`, no `@testable`.
        // `Seed001` is README's "Seed 001 in code", compiled and run as it stands.
        .executableTarget(name: "Seed001Example", dependencies: ["UIKit", "UIKitHeadless"], path: "Sources/9-Examples/Seed001"),

        // An experiment with main-queue blocks and Foundation timers, run on the main
        // thread where no test harness can run it; MainThreadTests launch it.
        .executableTarget(name: "MainQueueProbe", dependencies: ["UIKit", "UIKitHeadless", "HID", "RunLoop"],
                          path: "Tests/Executables/MainQueueProbe"),

        .testTarget(name: "HIDTests", dependencies: ["HID"]),
        .testTarget(name: "RunLoopTests", dependencies: ["RunLoop", "CSystem"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitHeadless", "HID", "RunLoop", "SeedViews"]),
        .testTarget(name: "MainThreadTests", dependencies: ["MainQueueProbe"]),
        // XCTest: its tests run on the main thread, so a driver runs the main queue
        // (`DispatchQueue.main` in handlers), as on iOS.
        .testTarget(name: "UIKitClientTests", dependencies: ["UIKit", "UIKitHeadless", "Seed001Example"]),
        // The same, as a user's own Swift Testing file: `import Testing` and a
        // plain `import UIKit`, which needs the `UIKitTesting` product.
        .testTarget(name: "UIKitSwiftTestingClientTests", dependencies: ["UIKit", "UIKitHeadless", "_Testing_UIKit"]),
        // Random view trees, recognizers, pointer abuse and mutations during
        // dispatch, checked against the touch-lifecycle invariant; failures shrink.
        .testTarget(name: "TouchLifecycleCheckerTests", dependencies: ["UIKit", "UIKitHeadless", "HID"]),
        .testTarget(name: "XServerTests", dependencies: ["XServer", "CX11", "CXlibBaseline"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "UIKit", "UIKitHeadless", "HID", "RunLoop", "CCairo", "SeedViews"]),
        .testTarget(name: "WindowTests", dependencies: ["UIKit", "HID", "RunLoop", "Drawing", "SpringBoard", "XServer", "CX11", "TouchLab"]),
        .testTarget(name: "SpringBoardTests", dependencies: ["SpringBoard", "XServer", "HID"]),
        // The demo's own parts, headless where they can be: scenes, scripts,
        // what-if switches, replays, experiments' scene catalogues.
        .testTarget(name: "TouchLabTests", dependencies: ["TouchLab", "UIKit", "UIKitHeadless", "Drawing", "XServer"]),
        // The DocC catalogues build with no warning, and every public declaration
        // of UIKit, UIKitHeadless, TouchLab and the layers under them has a doc
        // comment. It imports none: it needs their built modules, which it reads
        // as the docs plugin does.
        .testTarget(name: "DocumentationTests", dependencies: ["UIKit", "UIKitHeadless", "TouchLab", "RunLoop"]),
    ],
    // Every target in the Swift 6 language mode: the compiler checks what crosses
    // threads (SpringBoard's, the run loop's, Xvfb's readers); each
    // `@unchecked Sendable` left says in one line why it is safe.
    swiftLanguageModes: [.v6]
)
