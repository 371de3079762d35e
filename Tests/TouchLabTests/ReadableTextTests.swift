import Foundation
import Testing
@testable import Drawing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Readable on video: at 1280×800, after a touch in the middle of each scene,
/// no text is smaller than 12 px and no label drawn on the phone runs off its
/// screen (as "touchesBegan dropped (never delivered)" once ran off viewb and
/// out of the phone in gesture-delays-began).
@Suite("Text on every scene is readable and stays on the phone")
struct ReadableTextTests {
    @Test("every scene, after a tap in its middle", arguments: SceneCatalog.all.map(\.name))
    func scene(name: String) throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(frame: UIScreen.main.bounds, rootViewController: nil)
        let content = try SceneCatalog.scene(named: name).build(in: window, application: driver.application)
        defer { content.tearDown() }
        let visualizer = DispatchVisualizer()
        driver.application.tracer.addSink { [clock = driver.clock] in visualizer.consume($0, at: clock.now) }
        driver.touchDown(at: CGPoint(x: 215, y: 466))
        driver.advance(by: 0.2)
        driver.touchUp(at: CGPoint(x: 215, y: 466))

        let image = try ImageSurface(width: 1280, height: 800)
        let canvas = image.makeCanvas()
        var runs: [(String, FontSpec, CGRect)] = []
        canvas.textAudit = { runs.append(($0, $1, $2)) }
        let composer = FrameComposer()
        let layout = composer.compose(into: canvas, size: CGSize(width: 1280, height: 800), root: window, visualizer: visualizer,
                                      info: SceneInfo(title: name, explanation: "", keys: [], badge: nil), now: driver.clock.now)
        #expect(!runs.isEmpty)
        for (text, font, _) in runs { #expect(font.size >= 12, "\(name): \"\(text)\" at \(font.size) px") }
        let screen = layout.screen
        for (text, _, box) in runs where screen.contains(CGPoint(x: box.minX + 1, y: box.midY)) {
            #expect(box.maxX <= screen.maxX + 1, "\(name): \"\(text)\" runs off the phone's screen (to x = \(Int(box.maxX)), screen ends at \(Int(screen.maxX)))")
        }
    }
}
