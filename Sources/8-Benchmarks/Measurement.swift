import Foundation
import HID

/// Medians and percentiles, and a thread that can be joined.
enum Stats {
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}

func now() -> UInt64 { MonotonicTime.nanoseconds() }

/// Starts `body` on a new POSIX thread; join with `pthread_join`.
func startThread(_ body: @escaping () -> Void) -> pthread_t {
    final class Box { let body: () -> Void; init(_ b: @escaping () -> Void) { body = b } }
    var thread = pthread_t()
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    pthread_create(&thread, nil, { raw in
        let box = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! Box
        box.body()
        return nil
    }, box)
    return thread
}

/// One row of the results table.
struct Result {
    let name: String
    let value: Double
    let unit: String
    let target: String
    let meetsTarget: Bool?
    var note: String = ""

    /// A row for a measurement that could not be made, with the reason in one line.
    static func failed(_ name: String, _ error: Error) -> Result {
        Result(name: name, value: .nan, unit: "", target: "—", meetsTarget: nil,
               note: "not measured: " + "\(error)".split(separator: "\n").joined(separator: " "))
    }

    var row: String {
        guard !value.isNaN else {
            return "| \(name) | — | \(target) | \(meetsTarget == false ? "**no**" : "—") | \(note) |"
        }
        let formatted: String
        switch value {
        case 1_000_000...: formatted = String(format: "%.2f M", value / 1_000_000)
        case 10_000...: formatted = String(format: "%.0f k", value / 1_000)
        case 100...: formatted = String(format: "%.0f", value)
        default: formatted = String(format: "%.2f", value)
        }
        let verdict = meetsTarget.map { $0 ? "yes" : "**no**" } ?? "—"
        return "| \(name) | \(formatted) \(unit) | \(target) | \(verdict) | \(note) |"
    }
}

/// The one-minute load average (`/proc/loadavg`): how many others wanted the cores while a row was measured.
func loadAverage() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
          let first = text.split(separator: " ").first, let value = Double(first) else { return .nan }
    return value
}
