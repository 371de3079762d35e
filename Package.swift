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
// UIKit) never imports X11, so it builds and tests headless; the C it needs is
// plain libc (CSystem) and, under CoreGraphics, Cairo's image surfaces
// (CCairoImage, pkg-config `cairo`, not `cairo-xlib`) and libjpeg (CJPEG): a view's `draw(_:)`
// paints into memory as an iPhone's does, whether or not an X server exists.
//
//   CCairoImage, CJPEG ─▶ CoreGraphics ─▶ UIKit ─▶ QuartzCore (re-exports UIKit's layers)
//                                           └────▶ 6 drawing copies the layers' pixels
import PackageDescription

let package = Package(
    name: "TouchLab",
    products: [
        // `import CoreGraphics`, `import QuartzCore` and `import CoreText` resolve beside `import UIKit`, as on iOS.
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore", "CoreText"]),
        // For test targets that write `import Testing` beside `import UIKit`
        // (Swift Testing's cross-import overlay); apps never link it.
        .library(name: "UIKitTesting", targets: ["_Testing_UIKit", "_Testing_CoreGraphics", "_Testing_QuartzCore"]),
        // The headless driver: a test harness that runs an app with no X server on a virtual clock.
        .library(name: "UIKitHeadless", targets: ["UIKitHeadless"]),
        // Your own experiment: `@main struct MyLab: Experiment` opens the demo on your views (Examples/).
        .library(name: "TouchLab", targets: ["TouchLab"]),
        // iOS files as they are, in a target's `iOS/` folder: translated at build time
        // (README: "iOS code here"). No target of this package uses it: SwiftPM
        // builds a plugin's tool (and swift-syntax) for any build of a package
        // with a target that does, `swift run touchlab` included (measured).
        // Examples/MyExperiment uses it, and its tests drive pasted files.
        .plugin(name: "iOSSources", targets: ["iOSSources"]),
        .executable(name: "touchlab", targets: ["TouchLabDemo"]),
        .executable(name: "touchlab-bench", targets: ["TouchLabBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only for `swift package generate-documentation` (README: "Documentation"); no target uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only for the iOSSources plugin's translator: `swift run touchlab` does not build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
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
        // Core Graphics on Cairo image surfaces: CGContext, CGPath, CGColor, CGImage, CGGradient.
        .systemLibrary(
            name: "CCairoImage", path: "Sources/5-CCairoImage", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // JPEG decoding for `UIImage` (libjpeg, pkg-config `libjpeg`; Debian's is libjpeg-turbo).
        .systemLibrary(
            name: "CJPEG", path: "Sources/5-CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CoreGraphics", dependencies: ["CCairoImage", "CJPEG"], path: "Sources/5-CoreGraphics"),
        // UIKit Dynamics runs on Box2D 2.4 (Debian's libbox2d-dev, C++) through a thin C face.
        .target(name: "CBox2D", path: "Sources/5-CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        .target(name: "UIKit", dependencies: ["HID", "RunLoop", "UIKitSubmodules", "CoreGraphics", "LayoutSolver", "CBox2D"], path: "Sources/5-UIKit"),
        // `import QuartzCore`: CALayer and Core Animation live in UIKit, where a
        // view's layer shares the view's geometry and animations (one model);
        // this module re-exports them under iOS's module name.
        .target(name: "QuartzCore", dependencies: ["UIKit"], path: "Sources/5-QuartzCore"),
        // `import CoreText`: `CTFont` is `UIFont` (toll-free bridged on iOS), so it lives in UIKit too.
        .target(name: "CoreText", dependencies: ["UIKit"], path: "Sources/5-CoreText"),
        // `import UIKit.UIGestureRecognizerSubclass`: a Clang module named UIKit
        // with that submodule, which our Swift module overlays (its module.modulemap).
        .systemLibrary(name: "UIKitSubmodules", path: "Sources/5-UIKitSubmodules"),
        // `import Testing` + `import UIKit` in one test file (Sources/5-TestingUIKit).
        .target(name: "_Testing_UIKit", path: "Sources/5-TestingUIKit"),
        // The same for the modules UIKit brings with it (`import UIKit` re-exports CoreGraphics).
        .target(name: "_Testing_CoreGraphics", path: "Sources/5-TestingCoreGraphics"),
        .target(name: "_Testing_QuartzCore", path: "Sources/5-TestingQuartzCore"),
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

        // 9 — iOS files unchanged: the build-tool plugin runs the translator on each
        // target's `iOS/*.swift` (`@objc`, `#selector`, `#if os(iOS)` …) before
        // the compiler sees them; the rewrite rules are a library so each is tested alone.
        .target(
            name: "iOSSourceTranslation",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")],
            path: "Sources/9-iOSSourceTranslation"),
        .executableTarget(name: "translate-ios-sources", dependencies: ["iOSSourceTranslation"],
                          path: "Sources/9-TranslateiOSSources"),
        .plugin(name: "iOSSources", capability: .buildTool(), dependencies: ["translate-ios-sources"],
                path: "Plugins/iOSSources"),

        // An experiment with main-queue blocks and Foundation timers, run on the main
        // thread where no test harness can run it; MainThreadTests launch it.
        .executableTarget(name: "MainQueueProbe", dependencies: ["UIKit", "UIKitHeadless", "HID", "RunLoop"],
                          path: "Tests/Executables/MainQueueProbe"),

        .testTarget(name: "HIDTests", dependencies: ["HID"]),
        // Each rewrite rule with its input and output side by side.
        .testTarget(name: "iOSSourceTranslationTests", dependencies: ["iOSSourceTranslation"]),
        .testTarget(name: "RunLoopTests", dependencies: ["RunLoop", "CSystem"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitHeadless", "HID", "RunLoop", "SeedViews"]),
        .testTarget(name: "MainThreadTests", dependencies: ["MainQueueProbe"]),
        // XCTest: its tests run on the main thread, so a driver runs the main queue
        // (`DispatchQueue.main` in handlers), as on iOS.
        .testTarget(name: "UIKitClientTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "UIKitHeadless", "Seed001Example"]),
        // The same, as a user's own Swift Testing file: `import Testing` and a
        // plain `import UIKit`, which needs the `UIKitTesting` product.
        .testTarget(name: "UIKitSwiftTestingClientTests", dependencies: ["UIKit", "UIKitHeadless", "_Testing_UIKit", "_Testing_CoreGraphics"]),
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
