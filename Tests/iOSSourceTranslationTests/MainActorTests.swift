import Foundation
import Testing
@testable import iOSSourceTranslation

/// A file written for Swift 6 against iOS's `@MainActor` UIKit, translated
/// and compiled by the real compiler in the Swift 6 language mode against a
/// UIKit whose classes are not main-actor isolated (as this project's are not:
/// Behaviour §8a). Without the translation the same file does not compile.
struct MainActorTests {
    /// A UIKit stand-in with nonisolated classes, as TouchLab's, for the file to compile alone.
    static let nonisolatedUIKit = """
        open class UIView {
            public init() {}
            open func layoutSubviews() {}
            open func touchesMoved() {}
            open var alpha = 1.0
        }

        """

    static let source = """
        @MainActor final class FeedModel {
            private(set) var liked: Set<Int> = []
            func toggle(_ id: Int) { if !liked.insert(id).inserted { liked.remove(id) } }
        }

        @MainActor
        final class LikeButton: UIView {
            static let shared = LikeButton()      // main-actor state on iOS: a UIView subclass's static
            static var pressCount = 0
            let model = FeedModel()
            var onChange: @MainActor (Bool) -> Void = { _ in }
            override func touchesMoved() {
                model.toggle(7)               // a main-actor call from an override of UIKit's
                if self === LikeButton.shared { LikeButton.pressCount += 1 }
                refresh()
            }
            private func refresh() {
                alpha = model.liked.contains(7) ? 1 : 0.5
                onChange(alpha == 1)
                Task { @MainActor in self.layoutSubviews() }
            }
        }

        """

    /// The compiler's errors for `text`, typechecked in the Swift 6 mode.
    private func errors(compiling text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("LikeButton-\(getpid())-\(UUID()).swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", file.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = FileHandle.nullDevice
        try swiftc.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        return output.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
    }

    @Test func aSwift6FileWithMainActorClassesCompilesInTheSwift6ModeOnceTranslated() throws {
        let untranslated = try errors(compiling: Self.nonisolatedUIKit + Self.source)
        #expect(untranslated.contains("call to main actor-isolated instance method 'toggle'"),
                "as written, the override is nonisolated here: \(untranslated)")
        let translated = try iOSSourceTranslator(reading: [Self.source]).translate(
            Self.source, path: "/work/MyApp/iOS/LikeButton.swift", fileKey: "LikeButton_swift")
        // What the plugin's other output would provide.
        let registrations = """
            let __touchLabObjCRegistrations: Void = ()

            """
        #expect(try errors(compiling: Self.nonisolatedUIKit + registrations + translated) == "")
    }
}
