import Drawing
import Foundation
import HID
@_spi(TouchLab) import UIKit

/// Compare mode: the scene a second time, in a second application on the
/// same run loop, with one what-if switch flipped — and both traces.
///
///     SpringBoard ──▶ port A ──▶ app A (as built) ──▶ trace A ─┐
///                       │ (A's HID interceptor forwards a copy)   ├─▶ TraceComparison
///                       └────▶ port B ──▶ app B (switched) ──▶ trace B ─┘
///
/// The same HID events reach both apps through their own ports, so each
/// app hit-tests, delivers and recognizes for itself; only the switch
/// differs. The what-if line itself is left out of the comparison (the
/// phones' captions say what was flipped), so the rows marked ≠ are exactly
/// what the switch changed.
final class CompareSession {
    let flipped: WhatIfSwitch
    let twin: UIApplication
    let window: UIWindow
    private(set) var content: SceneContent
    let visualizer = DispatchVisualizer()
    /// The value the switch has in A (as built) and in B (flipped).
    let valueA: WhatIfValue
    let valueB: WhatIfValue
    private(set) var linesA: [String] = []
    private(set) var linesB: [String] = []
    /// The most lines kept per side: a comparison left running must not grow forever.
    static let capacity = 2000
    private(set) var revision = 0

    /// Builds `scene` in a twin of `application` and flips `flipped` there;
    /// throws the switch's one-line error if the scene has no such target.
    /// `labelsOutput`: what each app's code prints is marked A or B (`CompareOutput`).
    init(scene: Scene, flipped: WhatIfSwitch, twinOf application: UIApplication, sceneA: SceneContent,
         labelsOutput: Bool = false) throws {
        self.flipped = flipped
        valueA = try flipped.value(in: sceneA)
        twin = try UIApplication(twinOf: application, portCapacity: 256)
        let windowScene = UIWindowScene(application: twin)
        window = UIWindow(windowScene: windowScene, frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        content = scene.build(in: window, application: twin)
        do { valueB = try flipped.apply(to: content) } catch {
            content.tearDown()
            twin.leaveRunLoop()
            throw error
        }
        twin.tracer.addRecordSink { [weak self] record in
            guard let self else { return }
            self.visualizer.consume(record.event, at: self.twin.runLoop.clock.now)
            self.append(record.event, toB: true)
        }
        if labelsOutput { output = CompareOutput(a: application.tracer, b: twin.tracer) }
    }
    private var output: CompareOutput?

    /// A's trace, from the demo's own sink.
    func noteA(_ event: TraceEvent) { append(event, toB: false) }

    private func append(_ event: TraceEvent, toB: Bool) {
        if case .whatIf = event { return }
        let lines = SeedLogFormatter.lines(for: event, style: .seeds)
        guard !lines.isEmpty else { return }
        if toB { linesB.append(contentsOf: lines) } else { linesA.append(contentsOf: lines) }
        if linesA.count > Self.capacity { linesA.removeFirst(linesA.count - Self.capacity) }
        if linesB.count > Self.capacity { linesB.removeFirst(linesB.count - Self.capacity) }
        revision += 1
    }

    /// The newest lines lined up, the rows that differ marked: what the
    /// frame shows. The alignment costs the product of the two lengths, and
    /// it is redone whenever a line arrives, so a live frame aligns only the
    /// last `shownLines` of each side (the panel shows a few dozen rows).
    var comparison: TraceComparison {
        if cachedRevision != revision {
            cached = TraceComparison(a: Array(linesA.suffix(Self.shownLines)), b: Array(linesB.suffix(Self.shownLines)))
            cachedRevision = revision
        }
        return cached
    }
    static let shownLines = 300

    /// Both whole traces lined up, once, for the printed table.
    var fullComparison: TraceComparison { TraceComparison(a: linesA, b: linesB) }
    private var cached = TraceComparison(a: [], b: [])
    private var cachedRevision = -1

    /// Clears both traces (the demo's R), keeping the switch.
    func clearTraces() {
        linesA.removeAll(); linesB.removeAll(); visualizer.reset(); revision += 1
    }

    /// Passes a HID event A received on to B's port, as SpringBoard would.
    func forward(_ hid: HIDEvent) {
        try? twin.port.sender.send(hid)
    }

    var captionA: String { "A · \(flipped) = \(valueA)" }
    var captionB: String { "B · \(flipped) = \(valueB)" }
    /// Above each phone: its value (the header names the switch).
    var shortCaptionA: String { "A · \(valueA) (as built)" }
    var shortCaptionB: String { "B · \(valueB)" }

    /// The two traces side by side as text, ≠ on the rows that differ
    /// (`--compare` with `--trace` prints it when the run ends).
    var table: [String] {
        ["A: \(captionA.dropFirst(4))  │  B: \(captionB.dropFirst(4))"] + fullComparison.text()
    }

    /// Draws the compare frame: A's window beside B's, the traces lined up.
    func draw(with composer: CompareFrameComposer, on canvas: CairoCanvas, size: CGSize, title: String,
              windowA: UIWindow, visualizerA: DispatchVisualizer, now: TimeInterval) {
        let keys: [SceneInfo.Key] = [.init(title, ""), .init("C", "back to one phone"), .init("R", "clear both traces"),
                                     .init("Q", "quit")]
        composer.compose(
            into: canvas, size: size, title: "Compare · \(flipped)", keys: keys,
            sides: [.init(root: windowA, visualizer: visualizerA, caption: shortCaptionA),
                    .init(root: window, visualizer: visualizer, caption: shortCaptionB)],
            comparison: comparison, now: now)
    }

    /// Ends B: its scene torn down, its port closed.
    func end() {
        output?.finish()
        content.tearDown()
        twin.leaveRunLoop()
    }
}
