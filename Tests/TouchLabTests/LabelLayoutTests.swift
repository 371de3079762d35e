import Foundation
import Testing
@testable import Drawing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit

/// A lesson reads well on video (Behaviour §12): in every scene, at 1×,
/// 1.5× and 2×, through a tap and a drag, every frame's text — name tags,
/// recognizer badges, the overlay's chips, the pointer's click label — keeps
/// clear of every other text, stays inside its container (the phone's screen,
/// a scroll view's clip, a panel) and is never cut with "…" on the phone, in
/// the header's explanation, the pipeline strip or in the timeline's lane names.
///
/// The frames are the recorder's (`--record`): the composer logs each run of
/// text it draws (`FrameComposer.lastPlacedText`), so the test checks the
/// boxes the pixels were drawn in, not a model of them.
@Suite("Labels never cover, collide, get cut or escape")
struct LabelLayoutTests {
    static let scripts = [
        ("tap", "tap 215 466\nwait 1.2\n"),
        ("drag", "drag 215 330 to 215 620 over 0.6\nwait 0.8\n"),
    ]

    @Test("every scene, tap and drag, at 1×, 1.5×, 2×, 1920×1080 and with three panels", arguments: SceneCatalog.all.map(\.name))
    func scene(name: String) throws {
        var problems: [String] = []
        // 1×, 1.5×, 2×, a 16:9 presentation (`--size 1920x1080 --clean`), and
        // `--panels phone,timeline,trace` (drawn larger into the room the others leave).
        for frame in ["1", "1.5", "2", "1920x1080", "panels"] {
            for (label, script) in Self.scripts {
                var options = TouchLabOptions()
                options.sceneName = name
                options.recordFPS = 10
                if let scale = Double(frame) { try options.setScale(scale) }
                else if frame == "panels" { try options.setPanels("phone,timeline,trace") }
                else { try options.setSize(frame); options.clean = true }
                let actions = try ScriptParser.parse(script, fileName: "\(label).script")
                let recording = try ScriptRecording(options: options, actions: actions, numbersAddresses: false)
                let sink = LayoutCheckingSink(recording: recording, where: "\(name) \(label) ×\(frame)")
                try recording.render(into: sink)
                problems += sink.problems
            }
        }
        var seen = Set<String>()
        let unique = problems.filter { seen.insert($0).inserted }
        let report = "\(unique.count) layout problems:\n" + unique.prefix(25).joined(separator: "\n")
        #expect(unique.isEmpty, "\(report)")
    }

    /// Compare mode's two phones, side by side (Behaviour §12): a tap and a
    /// drag on 004-tap and on a scroll view's buttons, at 1× and 2×.
    @Test("compare mode's two phones, tap and drag, at 1× and 2×",
          arguments: [("004-tap", "tap.cancelsTouchesInView"), ("scroll-buttons", "scroll view.delaysContentTouches")])
    func compare(scene: String, flipped: String) throws {
        var problems: [String] = []
        for scale in [1.0, 2.0] {
            for (label, script) in Self.scripts {
                var options = TouchLabOptions()
                options.sceneName = scene
                options.compareSwitch = flipped
                options.recordFPS = 10
                try options.setScale(scale)
                let actions = try ScriptParser.parse(script, fileName: "\(label).script")
                let recording = try ScriptRecording(options: options, actions: actions, numbersAddresses: false)
                #expect(recording.compare != nil)
                let sink = LayoutCheckingSink(recording: recording, where: "\(scene) compare \(label) ×\(scale)")
                try recording.render(into: sink)
                problems += sink.problems
                #expect(sink.containers.isSuperset(of: ["header", "caption", "phone", "trace", "pointer"]), "\(sink.containers)")
            }
        }
        var seen = Set<String>()
        let unique = problems.filter { seen.insert($0).inserted }
        let report = "\(unique.count) layout problems:\n" + unique.prefix(25).joined(separator: "\n")
        #expect(unique.isEmpty, "\(report)")
    }
}

/// Checks each frame's placed text as the recorder writes it.
final class LayoutCheckingSink: FrameSink {
    unowned let recording: ScriptRecording
    let place: String
    var problems: [String] = []
    /// The containers any frame logged text in (a check on no text would pass).
    var containers: Set<String> = []

    init(recording: ScriptRecording, where place: String) { self.recording = recording; self.place = place }

    func write(_ image: ImageSurface) throws(TouchLabError) {
        problems += LayoutCheck.problems(in: recording.lastPlacedText, at: place)
        containers.formUnion(recording.lastPlacedText.compactMap { $0.container?.name })
        if let rendered = recording.composer.lastRendered { problems += LayoutCheck.coveredTags(in: rendered, at: place) }
    }

    func finish() throws(TouchLabError) {}
}

/// The rules, on one frame's text.
enum LayoutCheck {
    /// Containers whose text must never be cut.
    static let uncut: Set<String> = ["header", "phone", "pipeline", "timeline", "pointer"]
    /// Containers whose text must clear each other's (the phone's labels and the pointer's).
    static let crowded: Set<String> = ["phone", "pointer"]

    static func problems(in texts: [PlacedText], at place: String) -> [String] {
        var out: [String] = []
        let phone = texts.first { $0.container?.name == "phone" }?.container?.rect
        for t in texts {
            guard let c = t.container else { continue }
            if t.wasCut, uncut.contains(c.name) { out.append("\(place): \"\(t.text)\" cut in \(c.name)") }
            let inside = c.rect.insetBy(dx: -1, dy: -1)
            if c.name != "pointer", !inside.contains(t.box) {
                out.append("\(place): \"\(t.text)\" \(describe(t.box)) escapes \(c.name) \(describe(c.rect))")
            }
            if c.name == "pointer", let phone, t.box.intersects(phone), !phone.insetBy(dx: -1, dy: -1).contains(t.box) {
                out.append("\(place): pointer label \"\(t.text)\" \(describe(t.box)) half off the phone \(describe(phone))")
            }
        }
        let crowd = texts.filter { crowded.contains($0.container?.name ?? "") }
        for i in crowd.indices {
            for j in crowd.indices where j > i {
                let a = crowd[i].box.insetBy(dx: 0.5, dy: 1), b = crowd[j].box.insetBy(dx: 0.5, dy: 1)
                if a.intersects(b) {
                    out.append("\(place): \"\(crowd[i].text)\" \(describe(crowd[i].box)) overlaps \"\(crowd[j].text)\" \(describe(crowd[j].box))")
                }
            }
        }
        return out
    }

    /// A tag lies on its own view, not on one drawn over it (001-cba: B's tag on red A).
    static func coveredTags(in rendered: RenderedScene, at place: String) -> [String] {
        var order: [UIView] = []
        func visit(_ v: UIView) { order.append(v); v.subviews.forEach(visit) }
        visit(rendered.root)
        var out: [String] = []
        for (i, view) in order.enumerated() {
            guard let tag = rendered.tagRect(of: view) else { continue }
            for front in order[(i + 1)...] where !front.isDescendant(of: view) && !front.isHidden && front.alpha > 0.01 {
                guard let bg = front.backgroundColor, bg.alpha >= 0.5, let rect = rendered.frames[ObjectIdentifier(front)] else { continue }
                let overlap = rect.intersection(tag)
                // A turned view covers its diamond, not its box.
                let onShape = rendered.shape(of: front).map { ConvexShape.intersects($0, tag.insetBy(dx: 1, dy: 1)) } ?? true
                if !overlap.isNull, overlap.width > 2, overlap.height > 2, onShape {
                    out.append("\(place): \(view.shortName)'s tag \(describe(tag)) lies on \(front.shortName) \(describe(rect)), drawn over it")
                }
            }
        }
        return out
    }

    static func describe(_ r: CGRect) -> String { "[\(Int(r.minX)),\(Int(r.minY)) \(Int(r.width))×\(Int(r.height))]" }
}
