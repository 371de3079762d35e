import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A private, headless X server (Xvfb) for tests and benchmarks: started on
/// a free display number, ready when `init` returns, gone after `stop()`.
///
///     parent                                  Xvfb -displayfd 3 -terminate
///       posix_spawn ───────────────────────▶  takes the first free N: binds @/tmp/.X11-unix/XN
///                                             (abstract), then /tmp/.X11-unix/XN (a file)
///       read(pipe) ◀──── "N\n" on fd 3 ─────  ready (just before dispatching)
///       connect @…/XN + X handshake ───────▶  one running client: the keepalive
///       ...tests connect, draw, inject...
///       stop(): close keepalive, SIGTERM, waitpid
///
/// Why each piece:
/// - `-displayfd` without a display number lets Xvfb choose: it tries
///   numbers from 0 up and keeps the first whose *abstract* socket it can
///   bind. That bind is atomic, so servers started at once by parallel tests
///   (or by parallel `swift test` runs) can never share a number, and there
///   is no lock file to go stale. The number arrives only once the server
///   accepts connections: no "try to connect until it works" loop.
/// - The socket *file* /tmp/.X11-unix/XN is not trusted. xtrans unlinks the
///   path before binding it and again when it closes it
///   (`SocketUNIXCreateListener`, `SocketUNIXClose`), so a server on the same
///   number that is shutting down, or failing to start, can remove the file
///   another server just bound. A keepalive that connected by path failed
///   once that way in a full `swift test` ("connect to /tmp/.X11-unix/X7183
///   failed: No such file or directory"). So the keepalive connects to the
///   abstract socket, as Xlib (libxcb) does first on Linux; the file is only
///   a fallback.
/// - The keepalive is a raw socket that completed the X handshake, not an
///   Xlib connection: closing it never runs Xlib's I/O error path, even if
///   the server already died. With `-terminate` the server exits when its
///   last client leaves, so if this process dies without calling `stop()`
///   (a crash, SIGKILL), the kernel closes the keepalive and Xvfb follows:
///   no orphaned servers.
/// - `stop()` reaps the child (`waitpid`), so no zombie is left either.
///
/// Close your `XDisplay`s before `stop()`: a connection whose server is gone
/// ends the process the next time it talks to it (`XConnectionLost`).
public final class XvfbServer: Sendable {
    /// ":N", for `XDisplay(name:)` and for `DISPLAY` in child processes.
    public let displayName: String
    /// N of ":N": the first free number, chosen by Xvfb itself (`-displayfd`), so parallel tests
    /// never collide.
    public let displayNumber: Int
    /// Xvfb's process, reaped by `stop()`.
    public let processID: pid_t
    /// The screen's width in pixels.
    public let width: Int
    /// The screen's height in pixels.
    public let height: Int

    private struct Running { var keepalive: Int32 }
    private let state: Mutex<Running?>

    /// Starts Xvfb with one `width`×`height`×24 screen and waits until it
    /// accepts connections (about 50 ms once the binary is in the page cache).
    /// `dotsPerInch` sets the screen's physical size as a HiDPI monitor's
    /// would be (Xvfb's `-dpi`; its default is 96).
    public convenience init(width: Int = 1024, height: Int = 768, dotsPerInch: Int? = nil,
                            timeout: Duration = .seconds(10)) throws(XServerError) {
        try self.init(width: width, height: height, dotsPerInch: dotsPerInch, timeout: timeout, searchPath: nil)
    }

    /// `searchPath` replaces `$PATH`.
    init(width: Int, height: Int, dotsPerInch: Int? = nil, timeout: Duration, searchPath: String?) throws(XServerError) {
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw .xvfbFailed("screen size \(width)x\(height) is out of range 1...16384")
        }
        let executable = try Self.findExecutable("Xvfb", searchPath: searchPath)
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let (number, pid, keepalive) = try Self.launch(executable, width: width, height: height, dotsPerInch: dotsPerInch,
                                                       deadline: deadline)
        self.displayNumber = number
        self.displayName = ":\(number)"
        self.processID = pid
        self.width = width
        self.height = height
        self.state = Mutex(Running(keepalive: keepalive))
    }

    deinit { stop() }

    /// Whether `stop()` has not been called yet (the server may still have died).
    public var isRunning: Bool { state.withLock { $0 != nil } }

    /// Stops the server and reaps it: SIGTERM, then SIGKILL after a second.
    /// Idempotent; returns when the process is gone.
    public func stop() {
        guard let running = state.withLock({ state -> Running? in defer { state = nil }; return state }) else { return }
        Glibc.close(running.keepalive)
        Self.terminate(processID, grace: .seconds(1))
    }

    // MARK: - Starting

    private static func launch(_ executable: String, width: Int, height: Int, dotsPerInch: Int?, deadline: ContinuousClock.Instant)
        throws(XServerError) -> (display: Int, pid: pid_t, keepalive: Int32)
    {
        // Every fd is created close-on-exec, atomically, so parallel launches
        // never inherit each other's readiness channel (which would hide the
        // EOF that says "Xvfb died"). A socketpair because `pipe2` is not
        // visible from Swift's Glibc module; Xvfb only writes to it.
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else {
            throw .systemCall("socketpair", errno: errno)
        }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        defer { Glibc.close(readEnd) }
        let log: Int32
        switch openAnonymousLog() {
        case .success(let fd): log = fd
        case .failure(let error): Glibc.close(writeEnd); throw error
        }
        defer { Glibc.close(log) }

        let arguments = [executable, "-screen", "0", "\(width)x\(height)x24",
                         "-nolisten", "tcp", "-displayfd", "3", "-terminate"] + (dotsPerInch.map { ["-dpi", String($0)] } ?? [])
        let spawned = spawn(executable, arguments, stderr: log, fd3: writeEnd)
        Glibc.close(writeEnd)
        let pid: pid_t
        switch spawned {
        case .success(let p): pid = p
        case .failure(let error): throw error
        }

        // Read "N\n" from -displayfd; EOF means Xvfb exited.
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 32)
        while !text.hasSuffix("\n") {
            guard waitReadable(readEnd, until: deadline) else {
                terminate(pid, grace: .zero)
                throw .timedOut("Xvfb did not report readiness (last log line: \(lastLine(of: log)))")
            }
            let n = read(readEnd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                let status = reap(pid)
                throw .xvfbFailed("\(executable) \(status): \(lastLine(of: log))")
            }
            text += String(decoding: buffer[..<n], as: UTF8.self)
        }
        guard let display = Int(text.trimmingCharacters(in: "\n")), display >= 0 else {
            terminate(pid, grace: .zero)
            throw .xvfbFailed("Xvfb reported display \"\(text)\", not a number")
        }
        do throws(XServerError) {
            return (display, pid, try connectKeepalive(display: display, deadline: deadline))
        } catch {
            terminate(pid, grace: .zero)
            throw error
        }
    }

    /// posix_spawn with stdin/stdout on /dev/null, stderr to `stderr`, the
    /// readiness channel on fd 3, and default signal handling.
    private static func spawn(_ path: String, _ arguments: [String], stderr: Int32, fd3: Int32)
        -> Result<pid_t, XServerError>
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawn_file_actions_adddup2(&actions, fd3, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, &argv, environ)
        guard result == 0 else { return .failure(.systemCall("posix_spawn \(path)", errno: result)) }
        return .success(pid)
    }

    /// Connects to the server's Unix socket — the abstract one, else the
    /// file — and completes the X connection setup with no authorisation
    /// (Xvfb started without `-auth` accepts any local client). A client that
    /// completed setup is what `-terminate` counts, so holding this socket
    /// keeps the server alive.
    private static func connectKeepalive(display: Int, deadline: ContinuousClock.Instant) throws(XServerError) -> Int32 {
        let path = "/tmp/.X11-unix/X\(display)"
        var fd: Int32 = -1
        var failure: (call: String, errno: Int32) = ("", 0)
        for abstract in [true, false] {
            switch connectUnixSocket(path, abstract: abstract) {
            case .success(let connected): fd = connected
            case .failure(let error): failure = ("connect to \(abstract ? "@" : "")\(path)", error.code)
            }
            if fd >= 0 { break }
        }
        guard fd >= 0 else { throw .systemCall(failure.call, errno: failure.errno) }
        // xConnClientPrefix: byte order 'l' (little endian), protocol 11.0,
        // no authorisation name or data.
        let setup: [UInt8] = [0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        var reply = [UInt8](repeating: 0, count: 8)
        let sent = setup.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard sent == setup.count, waitReadable(fd, until: deadline),
              read(fd, &reply, reply.count) == reply.count, reply[0] == 1 else {
            Glibc.close(fd)
            throw .xvfbFailed("the server on :\(display) refused the X connection setup")
        }
        // The rest of the setup reply (screens, visuals) stays unread in the
        // socket buffer; nothing else is ever sent to this client.
        return fd
    }

    /// A connected stream socket, or errno. `abstract`: Linux's abstract
    /// namespace (a leading NUL byte; no file, gone with its last holder).
    private static func connectUnixSocket(_ path: String, abstract: Bool) -> Result<Int32, Errno> {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Errno(code: errno)) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let name = (abstract ? [0] : []) + Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: name.prefix(raw.count - 1))
        }
        // An abstract name is exactly its bytes: no terminating NUL counted.
        let length = MemoryLayout<sa_family_t>.size + name.count + (abstract ? 0 : 1)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(length)) }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(fd)
            return .failure(Errno(code: code))
        }
        return .success(fd)
    }

    private struct Errno: Error { let code: Int32 }

    // MARK: - Stopping

    private static func terminate(_ pid: pid_t, grace: Duration) {
        kill(pid, SIGTERM)
        let deadline = ContinuousClock.now.advanced(by: grace)
        while ContinuousClock.now < deadline {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) { return }
            usleep(1000)
        }
        kill(pid, SIGKILL)
        _ = reap(pid)
    }

    /// Blocking waitpid; describes how the child ended.
    @discardableResult
    private static func reap(_ pid: pid_t) -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return "was already reaped" }
        }
        let signal = status & 0x7f
        return signal == 0 ? "exited with status \((status >> 8) & 0xff)" : "was killed by signal \(signal)"
    }

    // MARK: - Helpers

    private static func findExecutable(_ name: String, searchPath: String?) throws(XServerError) -> String {
        let path = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw .xvfbNotFound
    }


    /// A file for Xvfb's stderr that exists only as open fds: created
    /// close-on-exec and unlinked at once, so nothing is left in /tmp.
    private static func openAnonymousLog() -> Result<Int32, XServerError> {
        for _ in 0..<8 {
            let path = "/tmp/touchlab-xvfb-\(getpid())-\(UInt32.random(in: .min ... .max)).log"
            let fd = open(path, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
            if fd >= 0 { unlink(path); return .success(fd) }
            if errno != EEXIST { return .failure(.systemCall("open \(path)", errno: errno)) }
        }
        return .failure(.systemCall("open /tmp/touchlab-xvfb-*.log", errno: EEXIST))
    }

    /// The last non-empty line Xvfb wrote to its log (an in-memory file).
    private static func lastLine(of log: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 16384)
        let size = lseek(log, 0, SEEK_END)
        let start = max(0, size - off_t(bytes.count))
        let n = pread(log, &bytes, bytes.count, start)
        guard n > 0 else { return "(no output)" }
        let text = String(decoding: bytes[..<n], as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: " ") }
            .filter { !$0.isEmpty && $0 != "(EE)" && !$0.hasPrefix("(EE) Please consult") }
        return lines.last(where: { $0.contains("Fatal") || $0.contains("error") || $0.contains("already") }).map(String.init)
            ?? lines.last.map(String.init) ?? "(no output)"
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: Character) -> Substring {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return s
    }
}
