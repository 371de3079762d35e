// swift-tools-version: 6.1
//
// An experiment of your own: UIKit code, opened in TouchLab's window with its
// overlays, panels, keys and command line. Copy this folder anywhere and point
// the path below at your TouchLab checkout (or use its git URL).
import PackageDescription

let package = Package(
    name: "MyExperiment",
    dependencies: [
        .package(name: "TouchLab", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "MyExperiment",
            dependencies: [
                .product(name: "TouchLab", package: "TouchLab"),   // Experiment, Scene, the window
                .product(name: "UIKit", package: "TouchLab"),      // UIView, UIButton, recognizers…
            ],
            // Files in Sources/MyExperiment/iOS/ go in as they are in an iOS project
            // (@objc, #selector, @IBInspectable…), in the Swift 5 mode they are written for.
            exclude: ["iOS"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "iOSSources", package: "TouchLab")]),
        // Tests of your own, iOS files in Tests/MyExperimentTests/iOS/ too: `swift test`.
        .testTarget(
            name: "MyExperimentTests",
            dependencies: [
                .product(name: "UIKit", package: "TouchLab"),
                .product(name: "UIKitHeadless", package: "TouchLab"),   // a finger and a clock, no window
            ],
            exclude: ["iOS"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "iOSSources", package: "TouchLab")]),
    ],
    swiftLanguageModes: [.v6]
)
