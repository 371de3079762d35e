import Foundation
import Testing
@testable import Drawing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// Compare mode through the real window and the real command: one input,
/// two apps, and the rows that differ marked.
@Suite("Compare mode", .serialized)
struct CompareWindowTests {
    static let c: UInt32 = 0x63

    /// The `--compare … --trace` table's rows: (marked ≠, A's column, B's column).
    static func table(_ stdout: String) -> [(differs: Bool, a: String, b: String)] {
        stdout.split(separator: "\n").dropFirst().compactMap { line in
            let parts = line.components(separatedBy: " │ ")
            guard parts.count == 2 else { return nil }
            let a = String(parts[0].dropFirst(2)).trimmingCharacters(in: .whitespaces)
            return (line.hasPrefix("≠"), a, parts[1])
        }
    }

    static func environment(_ server: XvfbServer) -> [String: String] {
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        return env
    }

    static func script(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "touchlab-compare-\(getpid())-\(UUID().uuidString).script"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("004's tap, YES | NO: exactly the recognizer's line and Cancelled | Ended differ; B is 004-tap-no-cancel line for line")
    func tapCancels() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        let script = try Self.script("tap 215 466\nwait 0.3\n")
        defer { unlink(script) }
        let png = NSTemporaryDirectory() + "touchlab-compare-\(getpid()).png"
        defer { unlink(png) }
        let o = try CommandLineTests.run(["--scene", "004-tap", "--compare", "tap.cancelsTouchesInView", "--script", script,
                                          "--trace", "--screenshot", png], environment: Self.environment(server))
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.hasPrefix("A: tap.cancelsTouchesInView = YES  │  B: tap.cancelsTouchesInView = NO"))
        let rows = Self.table(o.stdout)
        let differing = rows.filter(\.differs)
        #expect(differing.count == 2, "\(o.stdout)")
        #expect(differing.first?.a.hasPrefix("<UITapGestureRecognizer; state = Ended") == true)
        #expect(differing.first?.b.contains("cancelsTouchesInView = NO") == true)
        #expect(differing.last?.a == "Touches Cancelled: <UIView; frame = (165 416; 100 100)>")
        #expect(differing.last?.b == "Touches Ended: <UIView; frame = (165 416; 100 100)>")
        #expect(rows.filter { !$0.differs }.allSatisfy { $0.a == $0.b })

        // B's column is what the scene built with the switch already off prints.
        let alone = try CommandLineTests.run(["--scene", "004-tap-no-cancel", "--script", script, "--trace", "--screenshot", png],
                                             environment: Self.environment(server))
        #expect(alone.status == 0, "\(alone.stderr)")
        let expected = alone.stdout.split(separator: "\n").map { TraceComparison.compact(String($0)) }
        #expect(rows.map(\.b) == expected)
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a drag on a button in a scroll view, delaysContentTouches on | off: the scroll wins | the button keeps the touch")
    func delaysContentTouches() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        let script = try Self.script("drag 200 300 to 200 120 over 0.3\nwait 0.3\n")
        defer { unlink(script) }
        let png = NSTemporaryDirectory() + "touchlab-compare-scroll-\(getpid()).png"
        defer { unlink(png) }
        let o = try CommandLineTests.run(["--scene", "scroll-buttons", "--compare", "scroll view.delaysContentTouches",
                                          "--script", script, "--trace", "--screenshot", png], environment: Self.environment(server))
        #expect(o.status == 0, "\(o.stderr)")
        let rows = Self.table(o.stdout)
        // A: the pan takes the drag before the button hears of it.
        #expect(rows.contains { $0.a.hasPrefix("<UIScrollViewPanGestureRecognizer; state = Began") })
        #expect(!rows.contains { $0.a.hasPrefix("Touches Began: <UIButton") })
        // B: the button hears it at once, and a scroll view does not take a control's touch.
        #expect(rows.contains { $0.b.hasPrefix("Touches Began: <UIButton") })
        #expect(rows.contains { $0.b.hasPrefix("Touches Ended: <UIButton") })
        #expect(rows.filter(\.differs).count >= 2)
    }

    @Test("a switch the scene lacks: one line naming it and what the scene has, exit 1")
    func unknownTarget() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        let o = try CommandLineTests.run(["--scene", "004-tap", "--compare", "tapp.cancelsTouchesInView"],
                                         environment: Self.environment(server))
        #expect(o.status == 1)
        #expect(o.stderr == "touchlab: --compare: what-if \"tapp.cancelsTouchesInView\": no recognizer named \"tapp\" in 004-tap (recognizers: tap; views: root, superview, viewb)\n")
    }

    @Test("C in the live window: a click on the right-hand phone is the same touch to both apps")
    func clickOnEitherPhone() throws {
        let h = try LiveWindowHarness(scene: "004-long-press")
        var rowsDiffering = -1
        var bothBegan = false
        let status = try h.run { pointer, h in
            try pointer.tapKey(keysym: Self.c)
            try h.waitUntil("compare mode") { $0.compare != nil }
            // viewb's centre on the right-hand phone.
            var pixel = (x: 0, y: 0)
            try h.onMain { app in
                let layout = app.compareComposer.layout(for: app.frameSize)
                let viewb = app.compare!.content.view(named: "viewb")!
                let p = viewb.convert(CGPoint(x: 50, y: 50), to: nil)
                pixel = (Int(layout.screens[1].minX + p.x * layout.sceneScale), Int(layout.screens[1].minY + p.y * layout.sceneScale))
            }
            try pointer.move(toX: pixel.x, y: pixel.y, in: h.app.xWindow.id)
            pointer.press()
            try h.waitUntil("the press to recognize in both") { app in
                let rows = app.compare!.comparison.rows
                return rows.contains { $0.a?.contains("state = Began") == true } && rows.contains { $0.b?.contains("state = Began") == true }
            }
            pointer.release()
            try h.waitUntil("both touches to end") { app in
                app.compare!.linesB.contains { $0.hasPrefix("Touches Ended") }
            }
            try h.onMain { app in
                let c = app.compare!.comparison
                rowsDiffering = c.differingRows.count
                bothBegan = c.rows.contains { $0.a?.hasPrefix("Touches Began") == true && $0.b?.hasPrefix("Touches Began") == true }
            }
        }
        #expect(status == 0)
        #expect(bothBegan)
        #expect(rowsDiffering > 0)
    }
}

/// `--compare` under `--record`: both apps on the recording's virtual clock.
@Suite("Compare mode, recorded")
struct CompareRecordingTests {
    @Test("the tap reaches both apps on the virtual clock: exactly the two rows differ, and the frames show two phones")
    func recordedTap() throws {
        let script = try CompareWindowTests.script("tap 215 466\nwait 0.3\n")
        let folder = NSTemporaryDirectory() + "touchlab-compare-frames-\(getpid())"
        defer { unlink(script); try? FileManager.default.removeItem(atPath: folder) }
        let o = try CommandLineTests.run(["--scene", "004-tap", "--compare", "tap.cancelsTouchesInView", "--script", script,
                                          "--record", folder, "--fps", "10", "--trace"],
                                         environment: CommandLineTests.baseEnvironment, timeout: 60)
        #expect(o.status == 0, "\(o.stderr)")
        let rows = CompareWindowTests.table(o.stdout)
        #expect(rows.filter(\.differs).map(\.a) == ["<UITapGestureRecognizer; state = Ended; name = tap>",
                                                   "Touches Cancelled: <UIView; frame = (165 416; 100 100)>"])
        #expect(rows.last?.b == "Touches Ended: <UIView; frame = (165 416; 100 100)>")
        // Both screens are drawn: a screen's light grey low in each phone of the last frame.
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(frames.count >= 4)
        let image = try ImageSurface(contentsOfPNG: folder + "/" + frames.last!)
        let layout = CompareLayout(size: CGSize(width: 1280, height: 800), sceneSize: UIScreen.main.bounds.size)
        for screen in layout.screens {
            let p = try #require(image.pixel(x: Int(screen.minX) + 20, y: Int(screen.maxY) - 60))
            #expect(p.red > 180 && p.green > 180 && p.blue > 180, "\(p) at the bottom of \(screen)")
        }
    }
}
