import Foundation

/// A real browser for the tests: Debian's headless `chromium`, driven through
/// `chromedriver` by W3C WebDriver — plain JSON over HTTP on localhost.
///
///     test ──HTTP/JSON──▶ chromedriver (a port of its own) ──DevTools──▶ chromium --headless=new
///
/// HTTP is spoken over a plain socket (`LocalHTTP`): on Linux, Foundation's
/// URLSession failed chromedriver's replies ("Failed writing header"). Nothing here sleeps: the driver's start is read from its output ("started
/// successfully on port N"), and a page's own promise (`lesson.settled()`)
/// tells when its picture is ready, through `executeAsync`.
final class WebDriverSession {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The one line a machine without the browser gets: the tests must not skip silently.
    static let missing = "chromium and chromedriver are needed for the lesson page tests: apt-get install chromium chromium-driver"

    private let driver = Process()
    private let base: URL
    private let session: String
    private let profile: String

    /// Starts chromedriver and a headless chromium window of `width`×`height`.
    init(width: Int, height: Int) async throws {
        guard let chromedriver = Self.onPath("chromedriver"), let chromium = Self.onPath("chromium") else {
            throw Failure(description: Self.missing)
        }
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=0"]
        let out = Pipe()
        driver.standardOutput = out
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        // "ChromeDriver was started successfully on port 38373."
        var said = ""
        var port: Int?
        while port == nil {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { throw Failure(description: "chromedriver ended before it started: \(said)") }
            said += String(decoding: chunk, as: UTF8.self)
            if let range = said.range(of: "successfully on port ") {
                port = Int(said[range.upperBound...].prefix { $0.isNumber })
            }
        }
        base = URL(string: "http://127.0.0.1:\(port!)")!
        profile = NSTemporaryDirectory() + "touchlab-chromium-\(getpid())-\(UUID().uuidString)"
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "goog:chromeOptions": ["binary": chromium, "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                "--autoplay-policy=no-user-gesture-required", "--window-size=\(width),\(height)",
                "--force-device-scale-factor=1", "--user-data-dir=\(profile)",
            ]],
            "goog:loggingPrefs": ["browser": "ALL", "performance": "ALL"],
        ]]]
        do {
            let reply = try await Self.send("POST", base.appendingPathComponent("session"), capabilities)
            guard let id = (reply as? [String: Any])?["sessionId"] as? String else { throw Failure(description: "no session: \(reply)") }
            session = id
        } catch {
            kill(driver.processIdentifier, SIGKILL)
            throw error
        }
    }

    /// Ends the browser and the driver.
    func close() async {
        _ = try? await Self.send("DELETE", base.appendingPathComponent("session/\(session)"), nil)
        kill(driver.processIdentifier, SIGKILL)   // chromedriver may outlive SIGTERM
        driver.waitUntilExit()
        try? FileManager.default.removeItem(atPath: profile)
    }

    func open(_ url: URL) async throws { _ = try await command("url", ["url": url.absoluteString]) }

    /// Runs `script` as a function body; its `return` comes back as JSON values.
    func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any {
        try await command("execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script` with a callback as its last argument; waits for the callback.
    func executeAsync(_ script: String, _ arguments: [Any] = []) async throws -> Any {
        try await command("execute/async", ["script": script, "args": arguments])
    }

    /// A key pressed and let go, with `modifier` (WebDriver's key code, e.g. Shift `\u{E008}`) held.
    func press(_ key: String, holding modifier: String? = nil) async throws {
        var steps: [[String: Any]] = []
        if let modifier { steps.append(["type": "keyDown", "value": modifier]) }
        steps += [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]]
        if let modifier { steps.append(["type": "keyUp", "value": modifier]) }
        _ = try await command("actions", ["actions": [["type": "key", "id": "keyboard", "actions": steps]]])
    }

    /// Clicks the first element `selector` finds, as a pointer does.
    func click(_ selector: String) async throws {
        let found = try await command("element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else { throw Failure(description: "no element \(selector)") }
        _ = try await command("element/\(element)/click", [:])
    }

    /// A PNG of the element `selector` finds, as drawn.
    func screenshot(of selector: String) async throws -> Data {
        let found = try await command("element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else { throw Failure(description: "no element \(selector)") }
        return try await png(command("element/\(element)/screenshot", nil, method: "GET"))
    }

    /// A PNG of the whole viewport.
    func screenshot() async throws -> Data { try await png(command("screenshot", nil, method: "GET")) }

    /// The browser's console messages so far (`level`, `message`).
    func consoleMessages() async throws -> [[String: Any]] {
        try await command("se/log", ["type": "browser"]) as? [[String: Any]] ?? []
    }

    /// Every URL the page asked for so far (the DevTools network log).
    func requestedURLs() async throws -> [String] {
        let entries = try await command("se/log", ["type": "performance"]) as? [[String: Any]] ?? []
        return entries.compactMap { entry in
            guard let text = entry["message"] as? String,
                  let message = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
                  let inner = message["message"] as? [String: Any], inner["method"] as? String == "Network.requestWillBeSent",
                  let request = (inner["params"] as? [String: Any])?["request"] as? [String: Any] else { return nil }
            return request["url"] as? String
        }
    }

    private func png(_ value: Any) throws -> Data {
        guard let text = value as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    private func command(_ path: String, _ body: [String: Any]?, method: String = "POST") async throws -> Any {
        try await Self.send(method, base.appendingPathComponent("session/\(session)/\(path)"), body)
    }

    private static func send(_ method: String, _ url: URL, _ body: [String: Any]?) async throws -> Any {
        let data = try LocalHTTP.exchange(method, url, body: body.map { try JSONSerialization.data(withJSONObject: $0) })
        let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let value = reply?["value"] ?? NSNull()
        if let error = (value as? [String: Any])?["error"] as? String {
            throw Failure(description: "WebDriver \(method) \(url.path): \(error): \((value as? [String: Any])?["message"] ?? "")")
        }
        return value
    }

    static func onPath(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
