import Foundation
import Testing
@testable import iOSSourceTranslation

/// The compiler's errors in a translated file name the user's file and line
/// (`#sourceLocation`), checked with the real compiler on a real translation.
struct SourceLocationTests {
    @Test func aTypeErrorInAPastedFileIsReportedAtTheUsersLine() throws {
        let user = "/work/MyApp/iOS/Knob.swift"
        let source = """
            #if os(iOS)
            @objc protocol KnobDelegate {
                @objc optional func knobDidTurn(_ degrees: Double)
            }
            class Knob {
                @objc dynamic var angle = 0.0
                weak var delegate: KnobDelegate?
                @IBInspectable var detents: Int = 12
                func turn() {
                    let wrong: String = angle
                }
            }
            #endif
            """
        var translated = try iOSSourceTranslator(reading: [source]).translate(source, path: user, fileKey: "Knob_swift")
        // What the plugin's other output and UIKit would provide, so the file compiles alone.
        translated += """
            let __touchLabObjCRegistrations: Void = ()
            enum ObjCRuntime {
                static func register(_ type: AnyClass, _ methods: [String: ObjCMethod]) {}
            }
            struct ObjCMethod {
                init(_ body: @escaping (AnyObject, [Any?]) -> Any?) {}
                static func call<R>(_ f: () -> R, _ arguments: [Any?]) -> Any? { f() }
                static func assign<A>(_ setter: (A) -> Void, _ arguments: [Any?]) -> Any? { nil }
            }

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Knob-\(getpid()).translated.swift")
        try translated.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", "-swift-version", "5", file.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = FileHandle.nullDevice
        try swiftc.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus != 0)
        let firstError = output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? output
        #expect(firstError.hasPrefix("\(user):10:29: error: cannot convert value of type 'Double' to specified type 'String'"),
                "\(output)")
        #expect(!output.contains(file.lastPathComponent), "nothing points into the translation: \(output)")
    }
}
