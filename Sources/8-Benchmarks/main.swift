import Foundation

/// `swift run -c release touchlab-bench [--runs N] [--quick] [engine] [window]`
///
/// Prints a Markdown table of medians over N runs (default 5). Figures that
/// are compared (our run loop vs CFRunLoop; dispatch with vs without
/// recognizers; our X path vs a plain Xlib loop) are measured in the same run,
/// interleaved, because the machine is shared and noisy.
var runs = 5
var sections: Set<String> = []
var quick = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs":
        guard let value = arguments.next(), let n = Int(value), n > 0 else {
            FileHandle.standardError.write(Data("touchlab-bench: --runs takes a positive whole number\n".utf8)); exit(2)
        }
        runs = n
    case "--quick": quick = true
    case "engine", "window": sections.insert(argument)
    case "-h", "--help":
        print("usage: touchlab-bench [--runs N] [--quick] [engine] [window]"); exit(0)
    default:
        FileHandle.standardError.write(Data("touchlab-bench: unknown argument '\(argument)' (try --help)\n".utf8)); exit(2)
    }
}
if sections.isEmpty { sections = ["engine", "window"] }

#if DEBUG
FileHandle.standardError.write(Data("touchlab-bench: this is a debug build; run `swift run -c release touchlab-bench` for real figures\n".utf8))
#endif

var results: [Result] = []
if sections.contains("engine") {
    results += try EngineBenchmarks.run(runs: runs, quick: quick)
}
if sections.contains("window") {
    results += try WindowBenchmarks.run(runs: runs, quick: quick)
}

var uts = utsname()
uname(&uts)
let machine = withUnsafeBytes(of: &uts.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
print("\nTouchLab benchmarks — \(date), \(ProcessInfo.processInfo.activeProcessorCount) × \(machine), medians of \(runs) runs\n")
print("| measure | median | target | met | notes |")
print("|---|---|---|---|---|")
for r in results { print(r.row) }
