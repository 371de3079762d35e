import Foundation

/// The real window's figures (issue: "A real X11 window"); filled in with the demo.
enum WindowBenchmarks {
    static func run(runs: Int, quick: Bool) throws -> [Result] { [] }
}
