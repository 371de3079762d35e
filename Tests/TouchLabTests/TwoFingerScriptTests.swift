import Foundation
import Testing
import TouchLab

/// The script language's two-finger lines: `pinch`, `rotate`, `hold`/`release`.
@Suite("Script parser: two fingers")
struct TwoFingerScriptTests {
    @Test("pinch at the phone's centre: Alt, place the pair with Shift+Alt, drag finger 0 from 50 to 100 left of the centre, release Alt")
    func pinchSteps() throws {
        let actions = try ScriptParser.parse("pinch 215 466 from 100 to 200 over 0.5", fileName: "p")
        #expect(actions == [
            .modifier(.alt, isDown: true), .move(x: 165, y: 466),
            .modifier(.shift, isDown: true), .move(x: 165, y: 466), .modifier(.shift, isDown: false), .move(x: 165, y: 466),
            .drag(fromX: 165, fromY: 466, toX: 115, toY: 466, seconds: 0.5), .modifier(.alt, isDown: false),
        ])
    }

    @Test("pinch away from the centre: the pointer first goes where its mirror makes the wanted spread, then Shift+Alt carries the pair")
    func pinchElsewhere() throws {
        let actions = try ScriptParser.parse("pinch 100 200 from 60 to 30", fileName: "p")
        #expect(actions[1] == .move(x: 185, y: 466), "mirror of (185, 466) about (215, 466) is (245, 466): 60 apart")
        #expect(actions[3] == .move(x: 70, y: 200), "finger 0 at 60 / 2 left of (100, 200)")
        #expect(actions[6] == .drag(fromX: 70, fromY: 200, toX: 85, toY: 200, seconds: ScriptParser.defaultDragSeconds))
    }

    @Test("rotate: finger 0 goes round the centre; it ends a half-span away at 180° + the angle")
    func rotateSteps() throws {
        let actions = try ScriptParser.parse("rotate 215 466 by 90 over 0.25", fileName: "r")
        #expect(actions.first == .modifier(.alt, isDown: true))
        #expect(actions.last == .modifier(.alt, isDown: false))
        let moves = actions.compactMap { a -> (Double, Double)? in if case let .move(x, y) = a { return (x, y) } else { return nil } }
        let end = try #require(moves.last)
        #expect(abs(end.0 - 215) < 1e-9 && abs(end.1 - (466 - 60)) < 1e-9, "270° on screen is straight up, 60 pt from the centre")
        #expect(actions.filter { $0 == .down }.count == 1 && actions.filter { $0 == .up }.count == 1)
    }

    @Test("hold and release round-trip as script lines; misuse is one line naming it")
    func holdRelease() throws {
        let actions = try ScriptParser.parse("hold alt\ntap 10 10\nrelease alt", fileName: "h")
        #expect(actions.map(\.description) == ["hold alt", "tap 10 10", "release alt"])
        #expect { try ScriptParser.parse("hold alt\ntap 1 1", fileName: "h") } throws: { e in
            "\(e)" == #"h: alt is still held at the end of the script ("hold alt" on line 1); add "release alt""#
        }
        #expect { try ScriptParser.parse("release shift", fileName: "h") } throws: { e in
            "\(e)" == #"h:1: "release shift" while shift is not held; add "hold shift" before it"#
        }
        #expect { try ScriptParser.parse("hold alt\npinch 1 1 from 2 to 3\nrelease alt", fileName: "h") } throws: { e in
            "\(e)".hasPrefix(#"h:2: "pinch" while alt is held (since line 1)"#)
        }
        #expect { try ScriptParser.parse("pinch 1 1 from 0 to 3", fileName: "h") } throws: { e in
            "\(e)".hasPrefix("h:1: a distance between fingers must be more than 0")
        }
        #expect { try ScriptParser.parse("rotate 1 1 by", fileName: "h") } throws: { e in
            "\(e)" == #"h:1: expected "rotate X Y by DEGREES [over SECONDS]", got "rotate 1 1 by""#
        }
    }
}
