// swift-tools-version: 6.1
//
// The folders under Sources/ are numbered so that listing them reads as the
// journey of one touch:
//
//   1 X server ─▶ 2 HID event + port ─▶ 3 SpringBoard ─▶ 4 run loop
//     ─▶ 5 UIKit (application, window, hit-test, responders, gestures)
//     ─▶ 6 drawing ─▶ 7 the demo            (8: benchmarks, 9: client examples)
//
// Dependencies point one way along that journey: the engine (HID, RunLoop,
// UIKit) never imports X11 or Cairo, so it builds and tests headless.
import PackageDescription

let package = Package(
    name: "TouchLab",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        // Your own experiment: `@main struct MyLab: Experiment` opens the demo on your views (Examples/).
        .library(name: "TouchLab", targets: ["TouchLab"]),
        .executable(name: "touchlab", targets: ["TouchLabDemo"]),
        .executable(name: "touchlab-bench", targets: ["TouchLabBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // 1 — the X server: Xlib through a thin C shim, and a Swift layer over it.
        .systemLibrary(
            name: "CX11", path: "Sources/1-CX11", pkgConfig: "x11 xtst",
            providers: [.apt(["libx11-dev", "libxtst-dev"])]),
        .target(name: "XServer", dependencies: ["CX11"], path: "Sources/1-XServer"),

        // 2 — the IOHIDEvent stand-in and the mach-port-like pipe that carries it.
        .target(name: "HID", path: "Sources/2-HID"),

        // 3 — SpringBoard: a thread that reads X input and forwards HID events.
        .target(name: "SpringBoard", dependencies: ["XServer", "HID"], path: "Sources/3-SpringBoard"),

        // 4 — a run loop with CFRunLoop's shape: modes, Source0/Source1, timers, observers.
        .target(name: "RunLoop", path: "Sources/4-RunLoop"),

        // 5 — the engine: UIApplication … UIView, hit-testing, responder chain, gestures, trace.
        .target(name: "UIKit", dependencies: ["HID", "RunLoop"], path: "Sources/5-UIKit"),

        // 6 — drawing the views and the dispatch overlays with Cairo.
        .systemLibrary(
            name: "CCairo", path: "Sources/6-CCairo", pkgConfig: "cairo-xlib",
            providers: [.apt(["libcairo2-dev"])]),
        .target(name: "Drawing", dependencies: ["UIKit", "CCairo", "XServer"], path: "Sources/6-Drawing"),

        // 7 — the demo people run: scenes, the live app, scripted input; and its command line.
        .target(
            name: "TouchLab",
            dependencies: ["UIKit", "Drawing", "SpringBoard", "XServer", "CX11", "CCairo",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/7-TouchLab"),
        .executableTarget(name: "TouchLabDemo", dependencies: ["TouchLab"], path: "Sources/7-Demo"),

        // 8 — benchmarks (release build) and the plain-Xlib C loop they compare against.
        .target(name: "CXlibBaseline", dependencies: ["CX11"], path: "Sources/8-CXlibBaseline"),
        .executableTarget(
            name: "TouchLabBenchmarks",
            dependencies: ["UIKit", "HID", "RunLoop", "XServer", "SpringBoard", "Drawing", "TouchLab", "CXlibBaseline"],
            path: "Sources/8-Benchmarks"),

        // 9 — code as an iOS developer writes it: a plain `import UIKit`, no `@testable`.
        // `Seed001` is README's "Seed 001 in code", compiled and run as it stands.
        .executableTarget(name: "Seed001Example", dependencies: ["UIKit"], path: "Sources/9-Examples/Seed001"),

        // An experiment with main-queue blocks and Foundation timers, run on the main
        // thread where no test harness can run it; MainThreadTests launch it.
        .executableTarget(name: "MainQueueProbe", dependencies: ["UIKit", "HID", "RunLoop"], path: "Tests/Executables/MainQueueProbe"),

        .testTarget(name: "HIDTests", dependencies: ["HID"]),
        .testTarget(name: "RunLoopTests", dependencies: ["RunLoop"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "HID", "RunLoop"]),
        .testTarget(name: "MainThreadTests", dependencies: ["MainQueueProbe"]),
        // XCTest, not Swift Testing: with `import Testing` a plain `import UIKit` makes the
        // toolchain look for Apple's `_Testing_UIKit` overlay.
        .testTarget(name: "UIKitClientTests", dependencies: ["UIKit", "Seed001Example"]),
        // Random view trees, recognizers, pointer abuse and mutations during
        // dispatch, checked against the touch-lifecycle invariant; failures shrink.
        .testTarget(name: "TouchLifecycleCheckerTests", dependencies: ["UIKit", "HID"]),
        .testTarget(name: "XServerTests", dependencies: ["XServer", "CX11", "CXlibBaseline"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "UIKit"]),
        .testTarget(name: "WindowTests", dependencies: ["UIKit", "Drawing", "SpringBoard", "XServer", "TouchLab"]),
        .testTarget(name: "SpringBoardTests", dependencies: ["SpringBoard", "XServer", "HID"]),
        // The demo's own parts, headless where they can be: scenes, scripts,
        // what-if switches, replays, experiments' scene catalogues.
        .testTarget(name: "TouchLabTests", dependencies: ["TouchLab", "UIKit", "Drawing", "XServer", "HID"]),
    ],
    swiftLanguageModes: [.v5]
)
