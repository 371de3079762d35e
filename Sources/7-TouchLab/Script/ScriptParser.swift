import Foundation

/// Reads the `--script` format (see `ScriptAction`) and says exactly what is
/// wrong with a line when it cannot:
///
///     demo.script:3: expected "move X Y [over SECONDS]", got "mvoe 1 2"
///     demo.script:5: "1O0" is not a number, in "drag 1O0 100 to 300 300 over 0.5"
///     demo.script:9: "down" while the button is already down (since line 6); add "up" before it
///
/// Two fingers: `pinch X Y from D1 to D2 [over S]` puts two fingers D1
/// apart on a level line centred at X Y and spreads (or closes) them to D2;
/// `rotate X Y by DEG [over S]` turns two fingers 120 points apart about
/// X Y by DEG degrees, clockwise on screen. Both are made as a person makes
/// them in the window, with the iOS Simulator's Alt finger (`hold alt`,
/// `hold shift`, `release shift`, … — see `TwoFingerSteps`), which a script
/// may also use itself: `hold alt|shift` and `release alt|shift` (held keys
/// must be released by the end).
///
/// Rules: one action per line; blank lines and `#` comments are ignored (a
/// word starting with `#` starts a comment, except the key in `key #`);
/// words are separated by spaces or tabs; command words are not
/// case-sensitive. The button must be up before `down`, `tap` and `drag`,
/// down before `up`, and up when the script ends, so that a script can never
/// leave a touch alive in the app. A file holds at most `largestFile` bytes
/// and a line `longestLine`, and an error quotes at most `longestQuote`
/// characters of what the script said: a wrong file (a 10 MB one-word line
/// once took 41 s and 1.27 GB, and its error echoed all of it) costs a
/// moment and one readable line.
public enum ScriptParser {
    /// The longest `wait` or drag: a typo like `wait 500` (meant as ms) should not hang a demo for minutes.
    public static let longestWait = 600.0
    /// The most clicks one `scroll` line turns the wheel.
    public static let mostScrollClicks = 100
    /// A drag without `over`: a brisk swipe.
    public static let defaultDragSeconds = 0.3
    /// Coordinates are window points; anything beyond this is a typo.
    public static let largestCoordinate = 100_000.0
    /// 1 MB: about 50,000 actions, hours of input. Bounds the memory and time
    /// a wrong file (a log, a binary, `/dev/zero`) can cost before it is refused.
    public static let largestFile = 1_048_576
    /// The longest meaningful line is about 50 characters; a long comment fits.
    public static let longestLine = 1_000
    /// How much of a word or line an error message quotes before "…".
    public static let longestQuote = 40

    /// Each form, as the error messages show it.
    static let forms: [String: String] = [
        "move": "move X Y [over SECONDS]", "down": "down", "up": "up", "tap": "tap X Y", "wait": "wait SECONDS",
        "drag": "drag X Y to X Y [over SECONDS]", "scroll": "scroll up|down|left|right [CLICKS]", "key": "key KEY",
        "caption": "caption \"TEXT\" | caption off", "pause": "pause SECONDS",
        "pinch": "pinch X Y from DISTANCE to DISTANCE [over SECONDS]", "rotate": "rotate X Y by DEGREES [over SECONDS]",
        "hold": "hold alt|shift | hold banner|hittest|phases|badges|clicks SECONDS", "release": "release alt|shift",
        "scene": "scene NAME", "highlight": "highlight VIEW | highlight trace \"TEXT\" | highlight off",
        "spotlight": "spotlight VIEW | spotlight trace \"TEXT\" | spotlight off",
        "zoom": "zoom phone | zoom off",
    ]
    static let commandOrder = ["move", "down", "up", "tap", "wait", "drag", "scroll", "key", "caption", "pause",
                               "pinch", "rotate", "hold", "release", "scene", "highlight", "spotlight", "zoom"]
    /// The most a `rotate` turns: ten turns.
    public static let largestRotation = 3600.0

    /// Reads and parses the file at `path` (`--script FILE`); errors name it as given.
    /// With `scenes`, a `scene NAME` line must name one of them.
    public static func parse(contentsOfFile path: String, scenes: SceneCatalog? = nil) throws(ScriptError) -> [ScriptAction] {
        try parse(ScriptFile.read(path), fileName: path, scenes: scenes)
    }

    /// Parses a script's text; errors name `fileName` and the line. With
    /// `scenes`, a `scene NAME` line must name one of them (the error
    /// suggests the nearest).
    ///
    /// Text larger than ``largestFile`` or with a line longer than ``longestLine``
    /// is refused before any line is read.
    public static func parse(_ text: String, fileName: String, scenes: SceneCatalog? = nil) throws(ScriptError) -> [ScriptAction] {
        try checkLineLengths(text, fileName: fileName)
        var actions: [ScriptAction] = []
        var buttonDownSince: Int?
        var heldModifiers: [ScriptAction.Modifier: Int] = [:]
        /// Where the pointer is after the lines so far, in script points: a smooth move starts there.
        var pointer: (x: Double, y: Double)?
        // `isNewline`: "\r\n" is one Character in Swift, so splitting on "\n" would miss it.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let lineNumber = index + 1
            if let caption = try captionLine(line, fileName: fileName, lineNumber: lineNumber) {
                actions.append(caption)
                continue
            }
            if let row = try traceRowLine(line, fileName: fileName, lineNumber: lineNumber) {
                actions.append(row)
                continue
            }
            let words = meaningfulWords(of: line)
            guard let first = words.first else { continue }
            let context = LineContext(fileName: fileName, line: lineNumber,
                                      text: quoted(words.joined(separator: " ")), words: words)
            if first.lowercased() == "move", words.count == 5 {
                // move X Y over SECONDS: a glide from where the pointer is, a drag if the button is down.
                guard words[3].lowercased() == "over" else { throw context.expected("move") }
                guard let from = pointer else {
                    throw context.error("\"move … over\" needs to know where the pointer starts; add \"move X Y\" before it")
                }
                let to = (x: try context.coordinate(words[1]), y: try context.coordinate(words[2]))
                actions.append(contentsOf: smoothMove(from: from, to: to, seconds: try context.seconds(words[4], what: "a move")))
                pointer = to
                continue
            }
            if let steps = try twoFingerSteps(command: first.lowercased(), context) {
                // Two fingers are SpringBoard's Alt finger: the button and Alt must be free.
                if let since = buttonDownSince {
                    throw context.error("\"\(quoted(first))\" while the button is already down (since line \(since)); add \"up\" before it")
                }
                if let (key, since) = heldModifiers.first {
                    throw context.error("\"\(quoted(first))\" while \(key.rawValue) is held (since line \(since)); add \"release \(key.rawValue)\" before it")
                }
                actions.append(contentsOf: steps)
                if case let .move(x, y)? = steps.last(where: { if case .move = $0 { true } else { false } }) { pointer = (x, y) }
                continue
            }
            let action = try parseAction(command: first.lowercased(), context)
            if case let .scene(name) = action, let scenes {
                do { _ = try scenes.scene(named: name) } catch { throw context.error("\(error)") }
            }
            switch action {
            case let .move(x, y), let .tap(x, y): pointer = (x, y)
            case let .drag(_, _, x, y, _): pointer = (x, y)
            default: break
            }

            switch action {
            case let .modifier(key, isDown):
                if isDown, let since = heldModifiers[key] {
                    throw context.error("\"hold \(key.rawValue)\" while \(key.rawValue) is already held (since line \(since))")
                }
                if !isDown, heldModifiers[key] == nil {
                    throw context.error("\"release \(key.rawValue)\" while \(key.rawValue) is not held; add \"hold \(key.rawValue)\" before it")
                }
                heldModifiers[key] = isDown ? lineNumber : nil
            case .down, .tap, .drag:
                if let since = buttonDownSince {
                    throw context.error("\"\(quoted(first))\" while the button is already down (since line \(since)); add \"up\" before it")
                }
                if case .down = action { buttonDownSince = lineNumber }
            case .up:
                guard buttonDownSince != nil else {
                    throw context.error("\"up\" while the button is already up; add \"down\" before it")
                }
                buttonDownSince = nil
            default:
                break
            }
            actions.append(action)
        }
        if let since = buttonDownSince {
            throw ScriptError(fileName: fileName, line: nil,
                              message: "the button is still down at the end of the script (\"down\" on line \(since)); add \"up\"")
        }
        if let (key, since) = heldModifiers.first {
            throw ScriptError(fileName: fileName, line: nil,
                              message: "\(key.rawValue) is still held at the end of the script (\"hold \(key.rawValue)\" on line \(since)); add \"release \(key.rawValue)\"")
        }
        guard !actions.isEmpty else {
            throw ScriptError(fileName: fileName, line: nil,
                              message: "no actions, only blank lines and comments (try \"tap 100 100\")")
        }
        return actions
    }

    /// Refuses a line longer than `longestLine` before any per-character
    /// work: one pass over the bytes, breaking at "\n", "\r\n" and "\r".
    private static func checkLineLengths(_ text: String, fileName: String) throws(ScriptError) {
        var line = 1, start = 0, offset = 0, previous: UInt8 = 0
        var longest: (line: Int, start: Int, length: Int)?
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x0D {
                if !(byte == 0x0A && previous == 0x0D) {   // "\r\n" is one break
                    if offset - start > longestLine { longest = (line, start, offset - start); break }
                    line += 1
                }
                start = offset + 1
            }
            previous = byte
            offset += 1
        }
        if longest == nil, offset - start > longestLine { longest = (line, start, offset - start) }
        guard let longest else { return }
        let bytes = text.utf8.dropFirst(longest.start).prefix(4 * longestQuote)
        throw ScriptError(fileName: fileName, line: longest.line,
                          message: "the line is \(longest.length) bytes long, more than the \(longestLine) a line may have, "
                              + "in \"\(quoted(String(decoding: bytes, as: UTF8.self)))\"")
    }

    /// `caption "text"` keeps its text whole (spaces and `#` included);
    /// `caption off` ends the subtitle. nil when the line is not a caption.
    private static func captionLine(_ line: Substring, fileName: String, lineNumber: Int) throws(ScriptError) -> ScriptAction? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.lowercased().hasPrefix("caption"),
              trimmed.dropFirst(7).first.map({ $0 == " " || $0 == "\t" }) ?? true else { return nil }
        let rest = trimmed.dropFirst(7).trimmingCharacters(in: .whitespaces)
        func failure() -> ScriptError {
            ScriptError(fileName: fileName, line: lineNumber,
                        message: "expected \"\(forms["caption"]!)\", got \"\(quoted(String(trimmed)))\"")
        }
        if rest.lowercased() == "off" || rest.lowercased().hasPrefix("off ") && rest.dropFirst(4).trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            return .caption(nil)
        }
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else { throw failure() }
        let text = String(rest[rest.index(after: rest.startIndex)..<close])
        let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard after.isEmpty || after.hasPrefix("#"), !text.isEmpty else { throw failure() }
        return .caption(text)
    }

    /// `highlight trace "TEXT"` / `spotlight trace "TEXT"` keep their text
    /// whole, as a caption does; nil when the line is neither.
    private static func traceRowLine(_ line: Substring, fileName: String, lineNumber: Int) throws(ScriptError) -> ScriptAction? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2, let style = ScriptAction.PointingStyle(rawValue: words[0].lowercased()),
              words[1].lowercased() == "trace" else { return nil }
        let rest = line.drop { $0 == " " || $0 == "\t" }.dropFirst(words[0].count).drop { $0 == " " || $0 == "\t" }
            .dropFirst(5).trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\""),
              case let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces),
              after.isEmpty || after.hasPrefix("#") else {
            throw ScriptError(fileName: fileName, line: lineNumber,
                              message: "expected \"\(forms[style.rawValue]!)\", got \"\(quoted(line.trimmingCharacters(in: .whitespaces)))\"")
        }
        let text = String(rest[rest.index(after: rest.startIndex)..<close])
        guard !text.isEmpty else {
            throw ScriptError(fileName: fileName, line: lineNumber, message: "\(style.rawValue) trace: the text to look for is empty")
        }
        return .pointAt(.traceRow(text), style: style)
    }

    /// The line's words up to a comment.
    private static func meaningfulWords(of line: Substring) -> [String] {
        var words: [String] = []
        for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let isKeyArgument = words.count == 1 && words[0].lowercased() == "key"
            if word.hasPrefix("#") && !isKeyArgument { break }
            words.append(String(word))
        }
        return words
    }

    private static func parseAction(command: String, _ c: LineContext) throws(ScriptError) -> ScriptAction {
        let w = c.words
        switch command {
        case "move":
            guard w.count == 3 else { throw c.expected(command) }
            return .move(x: try c.coordinate(w[1]), y: try c.coordinate(w[2]))
        case "tap":
            guard w.count == 3 else { throw c.expected(command) }
            return .tap(x: try c.coordinate(w[1]), y: try c.coordinate(w[2]))
        case "down", "up":
            guard w.count == 1 else { throw c.expected(command) }
            return command == "down" ? .down : .up
        case "wait":
            guard w.count == 2 else { throw c.expected(command) }
            return .wait(seconds: try c.seconds(w[1], what: "wait"))
        case "drag":
            // drag X Y to X Y [over SECONDS]
            let hasDuration = w.count == 8
            guard w.count == 6 || hasDuration, w[3].lowercased() == "to",
                  !hasDuration || w[6].lowercased() == "over" else { throw c.expected(command) }
            return .drag(fromX: try c.coordinate(w[1]), fromY: try c.coordinate(w[2]),
                         toX: try c.coordinate(w[4]), toY: try c.coordinate(w[5]),
                         seconds: hasDuration ? try c.seconds(w[7], what: "a drag") : defaultDragSeconds)
        case "scroll":
            guard w.count == 2 || w.count == 3 else { throw c.expected(command) }
            guard let direction = ScriptAction.ScrollDirection(rawValue: w[1].lowercased()) else {
                throw c.error("scroll direction must be up, down, left or right, got \"\(quoted(w[1]))\"")
            }
            var clicks = 1
            if w.count == 3 {
                guard let n = Int(w[2]), (1...mostScrollClicks).contains(n) else {
                    throw c.error("scroll clicks must be a whole number from 1 to \(mostScrollClicks), got \"\(quoted(w[2]))\"")
                }
                clicks = n
            }
            return .scroll(direction, clicks: clicks)
        case "pause":
            guard w.count == 2 else { throw c.expected(command) }
            return .pause(seconds: try c.seconds(w[1], what: "pause"))
        case "key":
            guard w.count == 2 else { throw c.expected(command) }
            guard let keysym = ScriptKeys.keysym(for: w[1]) else {
                throw c.error("unknown key \"\(quoted(w[1]))\" (\(ScriptKeys.namesForHelp))")
            }
            return .key(keysym: keysym, name: w[1])
        case "highlight", "spotlight":
            guard w.count == 2 else { throw c.expected(command) }
            let style = ScriptAction.PointingStyle(rawValue: command)!
            return .pointAt(w[1].lowercased() == "off" ? nil : .view(w[1]), style: style)
        case "zoom":
            guard w.count == 2, ["phone", "off"].contains(w[1].lowercased()) else { throw c.expected(command) }
            return .zoom(phone: w[1].lowercased() == "phone")
        case "scene":
            // The name is checked against the scenes when the script starts (`ScriptScenes`).
            guard w.count == 2 else { throw c.expected(command) }
            return .scene(w[1])
        case "hold" where w.count == 3:
            guard let overlay = ScriptAction.Overlay(rawValue: w[1].lowercased()) else { throw c.expected(command) }
            return .holdOverlay(overlay, seconds: try c.seconds(w[2], what: "a hold"))
        case "hold", "release":
            guard w.count == 2, let key = ScriptAction.Modifier(rawValue: w[1].lowercased()) else { throw c.expected(command) }
            return .modifier(key, isDown: command == "hold")
        default:
            if let guess = closestCommand(to: command) { throw c.expected(guess) }
            let all = commandOrder.map { forms[$0]! }.joined(separator: ", ")
            throw c.error("unknown command \"\(quoted(w[0]))\" (the commands are: \(all))")
        }
    }

    /// `pinch` and `rotate` lines as the steps of `TwoFingerSteps`; nil for any other command.
    private static func twoFingerSteps(command: String, _ c: LineContext) throws(ScriptError) -> [ScriptAction]? {
        let w = c.words
        switch command {
        case "pinch":
            // pinch X Y from D1 to D2 [over SECONDS]
            let hasDuration = w.count == 9
            guard w.count == 7 || hasDuration, w[3].lowercased() == "from", w[5].lowercased() == "to",
                  !hasDuration || w[7].lowercased() == "over" else { throw c.expected(command) }
            let d1 = try c.distance(w[4]), d2 = try c.distance(w[6])
            return TwoFingerSteps.pinch(x: try c.coordinate(w[1]), y: try c.coordinate(w[2]), from: d1, to: d2,
                                        seconds: hasDuration ? try c.seconds(w[8], what: "a pinch") : defaultDragSeconds)
        case "rotate":
            // rotate X Y by DEGREES [over SECONDS]
            let hasDuration = w.count == 7
            guard w.count == 5 || hasDuration, w[3].lowercased() == "by",
                  !hasDuration || w[5].lowercased() == "over" else { throw c.expected(command) }
            let degrees = try c.number(w[4])
            guard abs(degrees) <= largestRotation else {
                throw c.error("a rotation must be within ±\(Int(largestRotation)) degrees, got \(quoted(w[4])), in \"\(c.text)\"")
            }
            return TwoFingerSteps.rotate(x: try c.coordinate(w[1]), y: try c.coordinate(w[2]), degrees: degrees,
                                         seconds: hasDuration ? try c.seconds(w[6], what: "a rotation") : defaultDragSeconds)
        default:
            return nil
        }
    }

    /// Moves per second of a smooth `move … over`, as a drag's (`ScriptPlayer.dragRate`).
    static let smoothMoveRate = 120.0

    /// `move X Y over S` as the steps a hand makes: a move every 1/120 s
    /// along the line, each after its wait, ending exactly at the target.
    static func smoothMove(from a: (x: Double, y: Double), to b: (x: Double, y: Double), seconds: Double) -> [ScriptAction] {
        let count = max(1, Int((seconds * smoothMoveRate).rounded(.up)))
        var steps: [ScriptAction] = []
        for step in 1...count {
            let f = Double(step) / Double(count)
            steps += [.wait(seconds: seconds / Double(count)), .move(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)]
        }
        return steps
    }

    /// A command within two typos of `word` ("mvoe", "tpa", "dwon"), if any.
    static func closestCommand(to word: String) -> String? {
        // Two edits cannot bridge more than two letters of length: skip the
        // quadratic distance for anything longer (a 10 MB word took 41 s).
        guard word.count <= commandOrder.map(\.count).max()! + 2 else { return nil }
        let scored = commandOrder.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= min(2, $0.0.count - 1) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}

/// `text`, or its first `ScriptParser.longestQuote` characters and "…":
/// an error line stays one readable line whatever the script holds.
func quoted(_ text: String) -> String {
    text.count <= ScriptParser.longestQuote ? text : text.prefix(ScriptParser.longestQuote) + "…"
}

/// Where a line is and what it says (`text` already `quoted`), for error messages.
private struct LineContext {
    let fileName: String
    let line: Int
    let text: String
    let words: [String]

    func error(_ message: String) -> ScriptError { ScriptError(fileName: fileName, line: line, message: message) }

    func expected(_ command: String) -> ScriptError {
        error("expected \"\(ScriptParser.forms[command]!)\", got \"\(text)\"")
    }

    func number(_ word: String) throws(ScriptError) -> Double {
        guard let value = Double(word), value.isFinite else { throw error("\"\(quoted(word))\" is not a number, in \"\(text)\"") }
        return value
    }

    func coordinate(_ word: String) throws(ScriptError) -> Double {
        let value = try number(word)
        guard abs(value) <= ScriptParser.largestCoordinate else {
            throw error("coordinate \(quoted(word)) is out of range ±\(Int(ScriptParser.largestCoordinate)), in \"\(text)\"")
        }
        return value
    }

    /// The distance between two fingers: more than 0, at most `largestCoordinate`.
    func distance(_ word: String) throws(ScriptError) -> Double {
        let value = try number(word)
        guard value > 0, value <= ScriptParser.largestCoordinate else {
            throw error("a distance between fingers must be more than 0 and at most \(Int(ScriptParser.largestCoordinate)), got \(quoted(word)), in \"\(text)\"")
        }
        return value
    }

    func seconds(_ word: String, what: String) throws(ScriptError) -> Double {
        let value = try number(word)
        guard value >= 0, value <= ScriptParser.longestWait else {
            throw error("\(what) must be 0 to \(Int(ScriptParser.longestWait)) seconds, got \(quoted(word)), in \"\(text)\"")
        }
        return value
    }
}
