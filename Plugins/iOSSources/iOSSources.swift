import Foundation
import PackagePlugin

/// Compiles the `iOS/` folder of a target as iOS would: each `.swift` file
/// there goes through `translate-ios-sources` (swift-syntax; see
/// `iOSSourceTranslation`) into the plugin's work directory, and the compiler
/// sees the translation, whose `#sourceLocation` lines point back at the
/// user's file. The file on disk is never written.
///
/// A target opts in with two arguments (README: "iOS code here"):
///
///     .target(name: "MyApp", dependencies: […],
///             exclude: ["iOS"], plugins: [.plugin(name: "iOSSources", package: "TouchLab")])
///
/// `exclude` keeps SwiftPM from compiling the untranslated files itself; the
/// plugin reads the folder directly. The target's other files are read too
/// (never translated) so that a `#selector` can name a method declared there,
/// and the `iOS/` files of the targets it depends on for their `@objc`
/// protocols (an app's delegate of a library's protocol).
@main
struct iOSSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "iOS")
        let pasted = Self.swiftFiles(under: folder)
        guard !pasted.isEmpty else { return [] }
        let context_ = target.sourceFiles(withSuffix: "swift").map(\.url)
        // The `iOS/` folders of the targets it depends on: their `@objc` protocols (a library's delegate).
        // (Only there: Swift here rejects `@objc` anywhere else.)
        let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }.flatMap { dependency in
            Self.swiftFiles(under: dependency.directoryURL.appending(path: "iOS"))
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "iOS")
        let outputs = pasted.map { output.appending(path: Self.outputName(for: $0, under: folder)) }
            + [output.appending(path: "ObjCRegistrations.swift")]
        var arguments = ["--output", output.path(percentEncoded: false)]
        for file in context_ { arguments += ["--context", file.path(percentEncoded: false)] }
        for file in dependencies { arguments += ["--dependency", file.path(percentEncoded: false)] }
        for file in pasted { arguments += ["--translate", file.path(percentEncoded: false),
                                           "--as", Self.outputName(for: file, under: folder)] }
        return [.buildCommand(
            displayName: "Translating \(pasted.count) iOS file(s) of \(target.name)",
            executable: try context.tool(named: "translate-ios-sources").url,
            arguments: arguments,
            inputFiles: pasted + context_ + dependencies,
            outputFiles: outputs)]
    }

    /// Every `.swift` file under `folder`, in a stable order.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// `iOS/Cards/CardView.swift` → `Cards_CardView.translated.swift`: unique,
    /// readable in build logs, and not the user's file name (the compiler
    /// warns when a `#sourceLocation` names a file of the module as another file).
    static func outputName(for file: URL, under folder: URL) -> String {
        let relative = file.path(percentEncoded: false).dropFirst(folder.path(percentEncoded: false).count)
        let name = relative.split(separator: "/").joined(separator: "_")
        return String(name.dropLast(".swift".count)) + ".translated.swift"
    }
}
