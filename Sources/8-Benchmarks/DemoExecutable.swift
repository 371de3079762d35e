import Foundation

/// The `touchlab` executable the demo's rows measure: the one built beside
/// this benchmark (`.build/release/touchlab` for `swift run -c release
/// touchlab-bench`), or the one `TOUCHLAB_EXECUTABLE` names.
///
/// `swift run … touchlab-bench` builds only the benchmark's own product, so
/// on a fresh clone the demo is not there yet. It is built here, once,
/// before anything is measured (one line says so); if that fails, the
/// rows that need it say why instead of stopping the run.
enum DemoExecutable {
    enum Status {
        case found(URL)
        case unavailable(String)
    }

    static let status: Status = locate()

    private static func locate() -> Status {
        // Another build of the demo (say, last release's, for a before/after
        // comparison under the same benchmark).
        if let path = ProcessInfo.processInfo.environment["TOUCHLAB_EXECUTABLE"] {
            return FileManager.default.isExecutableFile(atPath: path)
                ? .found(URL(fileURLWithPath: path))
                : .unavailable("TOUCHLAB_EXECUTABLE=\(path) is not an executable file")
        }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = directory.appendingPathComponent("touchlab")
        if FileManager.default.isExecutableFile(atPath: executable.path) { return .found(executable) }

        let configuration = directory.lastPathComponent == "debug" ? "debug" : "release"
        // .build/<triple>/<configuration>: the package is three levels up.
        let package = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            return .unavailable("\(executable.path) is missing and no Package.swift was found to build it from")
        }
        FileHandle.standardError.write(Data(
            "touchlab-bench: \(executable.path) is missing; building it first (swift build -c \(configuration) --product touchlab)…\n".utf8))
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "-c", configuration, "--product", "touchlab",
                           "--package-path", package.path]
        build.standardOutput = FileHandle.standardError
        do {
            try build.run()
            build.waitUntilExit()
        } catch {
            return .unavailable("\(executable.path) is missing and `swift build` could not be started: \(error)")
        }
        guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: executable.path) else {
            return .unavailable("\(executable.path) is missing and `swift build -c \(configuration) --product touchlab` "
                                + "failed (status \(build.terminationStatus))")
        }
        return .found(executable)
    }

    /// A second build of the demo that the drag rows measure in the same
    /// rounds, interleaved with this one (`TOUCHLAB_BASELINE_EXECUTABLE`,
    /// say main's release build beside a branch's): nil when not set.
    /// On a shared machine only figures from the same rounds compare.
    static func baseline() throws -> URL? {
        guard let path = ProcessInfo.processInfo.environment["TOUCHLAB_BASELINE_EXECUTABLE"] else { return nil }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError("TOUCHLAB_BASELINE_EXECUTABLE=\(path) is not an executable file")
        }
        return URL(fileURLWithPath: path)
    }

    /// The executable, or a `BenchmarkError` naming why there is none.
    static func url() throws -> URL {
        switch status {
        case let .found(url): return url
        case let .unavailable(reason): throw BenchmarkError(reason)
        }
    }
}
