import Foundation
import Testing
import TouchLab

@Suite("Script parser")
struct ScriptParserTests {
    @Test("the example script parses to what it says")
    func happyPath() throws {
        let text = """
            # tap B
            move 150 150
            down
            wait 0.1
            up
            drag 100 100 to 300 300 over 0.5
            scroll down 3
            key 2
            wait 0.5
            """
        #expect(try ScriptParser.parse(text, fileName: "demo.script") == [
            .move(x: 150, y: 150), .down, .wait(seconds: 0.1), .up,
            .drag(fromX: 100, fromY: 100, toX: 300, toY: 300, seconds: 0.5),
            .scroll(.down, clicks: 3), .key(keysym: 0x32, name: "2"), .wait(seconds: 0.5),
        ])
    }

    @Test("comments, blank lines, tabs, CRLF, any case; defaults for scroll clicks and drag time; `key #`")
    func looseFormatting() throws {
        let text = "\r\n  # a comment\r\nTAP\t10   20  # trailing comment\r\n\r\nScroll Left\r\nkey #\r\nkey escape\r\ndrag 1 2 TO 3 4\r\n"
        #expect(try ScriptParser.parse(text, fileName: "s") == [
            .tap(x: 10, y: 20), .scroll(.left, clicks: 1), .key(keysym: 0x23, name: "#"),
            .key(keysym: 0xFF1B, name: "escape"),
            .drag(fromX: 1, fromY: 2, toX: 3, toY: 4, seconds: ScriptParser.defaultDragSeconds),
        ])
    }

    @Test("every action prints as a line that parses back to it")
    func roundTrip() throws {
        let actions: [ScriptAction] = [
            .move(x: 1.5, y: -2), .down, .up, .tap(x: 3, y: 4), .wait(seconds: 0.25),
            .drag(fromX: 0, fromY: 0, toX: 429, toY: 799, seconds: 1), .scroll(.up, clicks: 7),
            .key(keysym: 0x71, name: "q"), .key(keysym: 0xFF0D, name: "Return"), .key(keysym: 0x20, name: "space"),
        ]
        let text = actions.map(\.description).joined(separator: "\n")
        #expect(try ScriptParser.parse(text, fileName: "s") == actions)
    }

    /// Each mistake, and the one line the person at the terminal reads.
    @Test("each mistake gives one line naming the file, the line and what was wrong", arguments: [
        ("move 1 1\nmove 2 2\nmvoe 1 2", #"demo.script:3: expected "move X Y [over SECONDS]", got "mvoe 1 2""#),
        ("tpa 5 5", #"demo.script:1: expected "tap X Y", got "tpa 5 5""#),
        ("move 1", #"demo.script:1: expected "move X Y [over SECONDS]", got "move 1""#),
        ("down 3\nup", #"demo.script:1: expected "down", got "down 3""#),
        ("move 1 abc", #"demo.script:1: "abc" is not a number, in "move 1 abc""#),
        ("tap nan 3", #"demo.script:1: "nan" is not a number, in "tap nan 3""#),
        ("tap 1e9 3", #"demo.script:1: coordinate 1e9 is out of range ±100000, in "tap 1e9 3""#),
        ("wait -1", #"demo.script:1: wait must be 0 to 600 seconds, got -1, in "wait -1""#),
        ("wait 5000", #"demo.script:1: wait must be 0 to 600 seconds, got 5000, in "wait 5000""#),
        ("drag 1 2 3 4", #"demo.script:1: expected "drag X Y to X Y [over SECONDS]", got "drag 1 2 3 4""#),
        ("drag 1 2 to 3 4 in 2", #"demo.script:1: expected "drag X Y to X Y [over SECONDS]", got "drag 1 2 to 3 4 in 2""#),
        ("scroll sideways", #"demo.script:1: scroll direction must be up, down, left or right, got "sideways""#),
        ("scroll up 0", #"demo.script:1: scroll clicks must be a whole number from 1 to 100, got "0""#),
        ("down\nwait 1\ndown", #"demo.script:3: "down" while the button is already down (since line 1); add "up" before it"#),
        ("down\ntap 1 1", #"demo.script:2: "tap" while the button is already down (since line 1); add "up" before it"#),
        ("up", #"demo.script:1: "up" while the button is already up; add "down" before it"#),
        ("move 1 1\ndown\nmove 2 2", #"demo.script: the button is still down at the end of the script ("down" on line 2); add "up""#),
        ("# nothing\n\n", #"demo.script: no actions, only blank lines and comments (try "tap 100 100")"#),
    ])
    func errors(text: String, message: String) {
        #expect {
            try ScriptParser.parse(text, fileName: "demo.script")
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test("an unknown word that is no typo lists the commands; an unknown key lists the names")
    func unknownWords() {
        #expect {
            try ScriptParser.parse("jump 3", fileName: "x.script")
        } throws: { error in
            "\(error)" == #"x.script:1: unknown command "jump" (the commands are: move X Y [over SECONDS], down, up, tap X Y, wait SECONDS, drag X Y to X Y [over SECONDS], scroll up|down|left|right [CLICKS], key KEY, caption "TEXT" | caption off, pause SECONDS, pinch X Y from DISTANCE to DISTANCE [over SECONDS], rotate X Y by DEGREES [over SECONDS], hold alt|shift | hold banner|hittest|phases|badges|clicks SECONDS, release alt|shift, scene NAME, highlight VIEW | highlight trace "TEXT" | highlight off, spotlight VIEW | spotlight trace "TEXT" | spotlight off, zoom phone | zoom off)"#
        }
        #expect {
            try ScriptParser.parse("key Escpe", fileName: "x.script")
        } throws: { error in
            "\(error)".hasPrefix(#"x.script:1: unknown key "Escpe" (a single character, or one of Escape, Return, Tab"#)
        }
    }

    @Test("a file: parsed with its path as the name; a missing or non-UTF-8 file is one line")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-script-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.script").path
        let bad = directory.appendingPathComponent("bad.script").path
        try "tap 1 2\nmvoe 3 4\n".write(toFile: good, atomically: true, encoding: .utf8)
        try Data([0x74, 0x61, 0x70, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: bad))

        #expect(throws: ScriptError(fileName: good, line: 2, message: #"expected "move X Y [over SECONDS]", got "mvoe 3 4""#)) {
            try ScriptParser.parse(contentsOfFile: good)
        }
        #expect(throws: ScriptError(fileName: bad, line: nil, message: "the script is not UTF-8 text")) {
            try ScriptParser.parse(contentsOfFile: bad)
        }
        let missing = directory.appendingPathComponent("missing.script").path
        #expect(throws: ScriptError(fileName: missing, line: nil, message: "cannot open the script: there is no such file")) {
            try ScriptParser.parse(contentsOfFile: missing)
        }
    }

    @Test("a line over the limit is refused with its number (CRLF counted once), and every echo is cut short with …")
    func boundedWorkAndEcho() throws {
        let word = String(repeating: "a", count: 5_000_000)
        #expect(throws: ScriptError(fileName: "s", line: 3,
                                    message: "the line is 5000000 bytes long, more than the 1000 a line may have, in \"\(String(repeating: "a", count: 40))…\"")) {
            try ScriptParser.parse("tap 1 1\r\n\n" + word, fileName: "s")
        }
        // One line of exactly the limit is fine; one byte more is not.
        let comment = "# " + String(repeating: "c", count: ScriptParser.longestLine - 2)
        #expect(try ScriptParser.parse(comment + "\ntap 1 1", fileName: "s") == [.tap(x: 1, y: 1)])
        #expect(throws: ScriptError.self) { try ScriptParser.parse(comment + "c\ntap 1 1", fileName: "s") }

        // Within the line limit, a long unknown word is not edit-distanced, and quoted short.
        let long = String(repeating: "x", count: 900)
        #expect {
            try ScriptParser.parse(long + " 1 2", fileName: "s")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("s:1: unknown command \"\(String(repeating: "x", count: 40))…\"") && text.count < 750   // the quote, and the list of commands
        }
        #expect {
            try ScriptParser.parse("tap " + long + " 1", fileName: "s")
        } throws: { error in "\(error)".count < 200 }
    }

    @Test("files: empty, a directory, too large — each said plainly")
    func fileProblems() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-script-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.script").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: ScriptError(fileName: empty, line: nil,
                                    message: #"the script is empty; write one action per line, e.g. "tap 100 100""#)) {
            try ScriptParser.parse(contentsOfFile: empty)
        }
        #expect(throws: ScriptError(fileName: directory.path, line: nil, message: "the script is a directory, not a file")) {
            try ScriptParser.parse(contentsOfFile: directory.path)
        }
        let large = directory.appendingPathComponent("large.script").path
        try Data(String(repeating: "tap 1 1\n", count: ScriptParser.largestFile / 8 + 1).utf8).write(to: URL(fileURLWithPath: large))
        #expect {
            try ScriptParser.parse(contentsOfFile: large)
        } throws: { error in "\(error)".contains("larger than 1 MB") }
        // Exactly at the limit is still a script.
        let atLimit = directory.appendingPathComponent("limit.script").path
        try Data(String(repeating: "tap 1 1\n", count: ScriptParser.largestFile / 8).utf8).write(to: URL(fileURLWithPath: atLimit))
        #expect(try ScriptParser.parse(contentsOfFile: atLimit).count == ScriptParser.largestFile / 8)
    }
}

@Suite("Script parser: captions and pauses")
struct ScriptCaptionTests {
    @Test("caption keeps its words whole (spaces, #), caption off ends it, pause is a wait; each prints back as it parses")
    func captionAndPause() throws {
        let actions = try ScriptParser.parse("""
            caption "Tap B: # is not a comment here"   # but this is
            pause 1.5
            CAPTION off
            """, fileName: "t.script")
        #expect(actions == [.caption("Tap B: # is not a comment here"), .pause(seconds: 1.5), .caption(nil)])
        let reparsed = try ScriptParser.parse(actions.map(\.description).joined(separator: "\n"), fileName: "again")
        #expect(reparsed == actions)
    }

    @Test("hold OVERLAY SECONDS sets an overlay's time on screen; hold alt is still the second finger; a wrong overlay names the forms")
    func holdOverlay() throws {
        let actions = try ScriptParser.parse("hold banner 4\nHOLD HitTest 6.5\nhold clicks 3\nhold alt\nrelease alt", fileName: "t")
        #expect(actions == [.holdOverlay(.banner, seconds: 4), .holdOverlay(.hittest, seconds: 6.5), .holdOverlay(.clicks, seconds: 3),
                            .modifier(.alt, isDown: true), .modifier(.alt, isDown: false)])
        #expect(try ScriptParser.parse(actions.map(\.description).joined(separator: "\n"), fileName: "again") == actions)
        do { _ = try ScriptParser.parse("hold bannr 3", fileName: "t"); Issue.record("parsed") } catch {
            #expect(error.description == #"t:1: expected "hold alt|shift | hold banner|hittest|phases|badges|clicks SECONDS", got "hold bannr 3""#)
        }
    }

    @Test("a caption without quotes, an empty caption, a bad pause: one line each, naming the form")
    func badCaptions() {
        for (line, words) in [("caption hello", "caption \"TEXT\""), ("caption \"\"", "caption \"TEXT\""),
                              ("caption \"open", "caption \"TEXT\""), ("pause -1", "pause must be 0 to 600")] {
            #expect(throws: ScriptError.self) { try ScriptParser.parse(line, fileName: "t") }
            do { _ = try ScriptParser.parse(line, fileName: "t"); Issue.record("\(line) parsed") } catch {
                #expect(error.description.contains(words), "\(line): \(error)")
                #expect(error.line == 1)
            }
        }
    }
}

@Suite("Script parser: directing")
struct ScriptDirectingParserTests {
    @Test("move X Y over S glides from where the pointer is, a move each 1/120 s, and may run while the button is down")
    func smoothMove() throws {
        let actions = try ScriptParser.parse("move 0 0\ndown\nmove 120 60 over 0.05\nup", fileName: "t")
        let moves = actions.compactMap { if case let .move(x, y) = $0 { (x, y) } else { nil } }
        #expect(moves.count == 1 + 6)
        #expect(moves.last! == (120, 60))
        #expect(moves[1] == (20, 10))
        let waits = actions.compactMap { if case let .wait(s) = $0 { s } else { nil } }
        #expect(abs(waits.reduce(0, +) - 0.05) < 1e-9)
        #expect(actions.first == .move(x: 0, y: 0) && actions[1] == .down && actions.last == .up)
    }

    @Test("a glide with no known start, or a malformed one, is one line naming the form")
    func smoothMoveErrors() {
        #expect(throws: ScriptError(fileName: "t", line: 1, message: #""move … over" needs to know where the pointer starts; add "move X Y" before it"#)) {
            try ScriptParser.parse("move 10 10 over 1", fileName: "t")
        }
        #expect(throws: ScriptError(fileName: "t", line: 2, message: #"expected "move X Y [over SECONDS]", got "move 10 10 in 1""#)) {
            try ScriptParser.parse("tap 1 1\nmove 10 10 in 1", fileName: "t")
        }
    }

    @Test("highlight VIEW, spotlight VIEW, and off: each prints back as it parses")
    func pointing() throws {
        let actions = try ScriptParser.parse("""
            highlight viewb
            spotlight card
            highlight trace "Touches Cancelled: <UIView"   # the newest such row
            HIGHLIGHT off
            spotlight OFF
            """, fileName: "t")
        #expect(actions == [.pointAt(.view("viewb"), style: .highlight), .pointAt(.view("card"), style: .spotlight),
                            .pointAt(.traceRow("Touches Cancelled: <UIView"), style: .highlight),
                            .pointAt(nil, style: .highlight), .pointAt(nil, style: .spotlight)])
        #expect(try ScriptParser.parse(actions.map(\.description).joined(separator: "\n"), fileName: "again") == actions)
        #expect(throws: ScriptError.self) { try ScriptParser.parse("highlight", fileName: "t") }
        #expect(throws: ScriptError(fileName: "t", line: 1, message: #"expected "highlight VIEW | highlight trace "TEXT" | highlight off", got "highlight trace Touches""#)) {
            try ScriptParser.parse("highlight trace Touches", fileName: "t")
        }
    }

    @Test("zoom phone and zoom off: each prints back as it parses; another target is one line naming the form")
    func zoom() throws {
        let actions = try ScriptParser.parse("zoom phone\nZOOM Off", fileName: "t")
        #expect(actions == [.zoom(phone: true), .zoom(phone: false)])
        #expect(try ScriptParser.parse(actions.map(\.description).joined(separator: "\n"), fileName: "again") == actions)
        #expect(throws: ScriptError(fileName: "t", line: 1, message: #"expected "zoom phone | zoom off", got "zoom viewb""#)) {
            try ScriptParser.parse("zoom viewb", fileName: "t")
        }
    }

    @Test("scene NAME: parsed as written; checked against a catalogue when one is given")
    func scene() throws {
        #expect(try ScriptParser.parse("scene 004-tap", fileName: "t") == [.scene("004-tap")])
        #expect(try ScriptParser.parse("scene 004-tap", fileName: "t", scenes: .builtIn) == [.scene("004-tap")])
        #expect(throws: ScriptError.self) { try ScriptParser.parse("tap 1 1\nscene nowhere", fileName: "t", scenes: .builtIn) }
    }
}
