import CX11
import Foundation
import Synchronization
import XServer

/// The real `touchlab` as a person runs it, in a child process on a private
/// Xvfb, watched from outside the way `top` would: CPU time and resident
/// memory from `/proc`, touches counted from its `--trace` output.
///
///     benchmark ── posix_spawn ──▶ touchlab --trace … (DISPLAY = the private Xvfb)
///         │                           │ stdout: the seeds' log lines
///         │ ◀── pipe ─────────────────┘   a reader thread counts "Touches Began/Ended/Cancelled"
///         │ /proc/PID/stat  fields 14 + 15 (utime + stime, in clock ticks)
///         └ /proc/PID/status VmRSS
final class DemoProcess {
    let process = Process()
    private let counter = TraceLineCounter()
    private let errors = Pipe()

    /// Starts `executable` with `arguments` on `server` and waits until its
    /// window (titled `windowTitle`…) is mapped. Any X program will do (the
    /// load section runs a GTK app the same way).
    init(executable: URL, arguments: [String], server: XvfbServer, windowTitle: String = "TouchLab") throws {
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.displayName
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        counter.start(reading: output.fileHandleForReading.fileDescriptor)
        window = try Self.waitForWindow(titled: windowTitle, on: server.displayName, while: process)
    }

    /// The demo's X window, found by its title.
    let window: Window

    var processID: pid_t { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// `Touches Began` lines the demo printed so far.
    var touchesBegan: Int { counter.began.withLock { $0 } }
    /// `Touches Ended` and `Touches Cancelled` lines: every touch ends one way.
    var touchesEnded: Int { counter.ended.withLock { $0 } }

    /// Waits until the demo exits or `timeout` passes; returns the seconds waited, nil on timeout.
    func waitForExit(timeout: Double) -> Double? {
        let start = now()
        while process.isRunning {
            if Double(now() - start) / 1e9 > timeout { return nil }
            usleep(1_000)
        }
        return Double(now() - start) / 1e9
    }

    /// Waits for the trace reader to see end of file (everything printed was counted).
    func waitForOutput() { counter.join() }

    var standardError: String {
        String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }

    func kill() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Finds a top-level window whose WM_NAME starts with `prefix` and waits for it to be viewable.
    private static func waitForWindow(titled prefix: String, on displayName: String, while process: Process,
                                      timeout: Double = 20) throws -> Window {
        let display = try XDisplay(name: displayName)
        defer { display.close() }
        let start = now()
        while Double(now() - start) / 1e9 < timeout {
            guard process.isRunning else {
                throw BenchmarkError("\(process.executableURL?.lastPathComponent ?? "the program") exited with status \(process.terminationStatus) before its window appeared")
            }
            if let window = viewableWindow(titled: prefix, display: display) {
                usleep(200_000)   // its first frame and SpringBoard's start
                return window
            }
            usleep(20_000)
        }
        throw BenchmarkError("the window '\(prefix)…' did not appear on \(displayName) within \(Int(timeout)) s")
    }

    private static func viewableWindow(titled prefix: String, display: XDisplay) -> Window? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display.handle, display.rootWindow, &root, &parent, &children, &count) != 0,
              let children else { return nil }
        defer { XFree(children) }
        for i in 0..<Int(count) {
            var name: UnsafeMutablePointer<CChar>?
            guard XFetchName(display.handle, children[i], &name) != 0, let name else { continue }
            let title = String(cString: name)
            XFree(name)
            var attributes = XWindowAttributes()
            if title.hasPrefix(prefix), XGetWindowAttributes(display.handle, children[i], &attributes) != 0,
               attributes.map_state == IsViewable {
                return children[i]
            }
        }
        return nil
    }
}

/// CPU time and memory of any process, from `/proc`.
enum ProcessStatistics {
    /// utime + stime (fields 14 and 15 of `/proc/PID/stat`), in seconds.
    static func cpuSeconds(of pid: pid_t) -> Double? { cpuSeconds(ofStatFile: "/proc/\(pid)/stat") }

    /// utime + stime of the thread named `name` (as `pthread_setname_np` set
    /// it: SpringBoard names its thread), in seconds.
    static func cpuSeconds(of pid: pid_t, thread name: String) -> Double? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        for task in tasks {
            guard let comm = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8),
                  comm.trimmingCharacters(in: .whitespacesAndNewlines) == name,
                  let tid = pid_t(task) else { continue }
            return cpuSeconds(ofStatFile: "/proc/\(pid)/task/\(tid)/stat")
        }
        return nil
    }

    /// Fields after the command name (which may hold spaces) start at field 3.
    private static func cpuSeconds(ofStatFile path: String) -> Double? {
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// VmRSS in MB (2^20 bytes).
    static func residentMegabytes(of pid: pid_t) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes / 1024
    }
}

/// Counts the demo's `Touches …` trace lines as they are printed, on a thread
/// of its own, so a flood's worth of output never fills the pipe.
/// @unchecked Sendable: the reader thread touches only the mutexes; `thread`
/// belongs to the caller of `start` and `join`.
private final class TraceLineCounter: @unchecked Sendable {
    let began = Mutex(0)
    let ended = Mutex(0)
    private var thread: pthread_t?

    func start(reading fd: Int32) {
        thread = startThread { [self] in self.read(fd) }
    }

    func join() {
        if let thread { pthread_join(thread, nil); self.thread = nil }
    }

    private func read(_ fd: Int32) {
        let size = 1 << 16
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        var line: [UInt8] = []
        line.reserveCapacity(512)
        let beganPrefix = Array("Touches Began".utf8), endedPrefix = Array("Touches Ended".utf8),
            cancelledPrefix = Array("Touches Cancelled".utf8)
        while true {
            let count = Glibc.read(fd, buffer, size)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            var b = 0, e = 0
            for i in 0..<count {
                let byte = buffer[i]
                if byte == 10 {
                    if line.starts(with: beganPrefix) { b += 1 }
                    else if line.starts(with: endedPrefix) || line.starts(with: cancelledPrefix) { e += 1 }
                    line.removeAll(keepingCapacity: true)
                } else if line.count < 32 {
                    line.append(byte)   // only the start of a line matters
                }
            }
            if b > 0 { began.withLock { $0 += b } }
            if e > 0 { ended.withLock { $0 += e } }
        }
    }
}
