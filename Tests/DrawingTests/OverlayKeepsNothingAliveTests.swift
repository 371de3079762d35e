import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The overlay shows the last gesture until the next one (or `R`): the
/// hit-test badges, the responder chain, the flashes, the recognizer badges,
/// the held calls. It keeps them as the trace does, by ``Traced`` records
/// (Behaviour §7, "A trace keeps nothing alive"): a view the app releases
/// while its gesture is on screen is freed at once, and the next frame
/// draws what is left without it.
@Suite("The overlay keeps nothing alive")
struct OverlayKeepsNothingAliveTests {
    final class ProbeView: UIView {}
    final class ProbeTap: UITapGestureRecognizer {}

    @Test("a view tapped, then removed and released while the overlay shows its gesture, is freed at once; the panels still name it and the frame draws")
    func releasedViewFreedWhileShown() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        let window = driver.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .white
        let visualizer = DispatchVisualizer()
        driver.tracer.addSink { visualizer.consume($0, at: driver.clock.now) }

        weak var probe: ProbeView?
        weak var probeTap: ProbeTap?
        do {
            let view = ProbeView(frame: CGRect(x: 165, y: 416, width: 100, height: 100))
            view.name = "P"
            view.backgroundColor = .orange
            let tap = ProbeTap()
            tap.addTarget { _ in }
            view.addGestureRecognizer(tap)
            controller.view.addSubview(view)
            probe = view; probeTap = tap
            driver.tap(at: CGPoint(x: 215, y: 466))

            // The overlay shows the tap: the hit view, its chain, its cancelled touch, the recognizer.
            #expect(visualizer.hitTest?.hitView === view)
            #expect(visualizer.responderChain?.links.first?.responder === view)
            #expect(visualizer.cancellation?.responder === view)
            #expect(visualizer.recognizerStatuses.contains { $0.recognizer === tap })
            view.removeFromSuperview()
        }
        #expect(probe == nil, "the overlay's records named the view; they must not keep it")
        #expect(probeTap == nil, "nor its recognizer")

        // What the overlay still knows of the gesture, by name.
        let record = try #require(visualizer.hitTest)
        let visit = try #require(record.visits.last { $0.traced.className == "ProbeView" })
        #expect(visit.view == nil && visit.traced.name == "P")
        #expect(record.hitViewRecord?.className == "ProbeView" && record.hitView == nil)
        let chain = try #require(visualizer.responderChain)
        #expect(chain.links.first?.traced.className == "ProbeView" && chain.links.first?.responder == nil)
        #expect(chain.links.contains { $0.responder === controller }, "the living rest of the chain is still reachable")
        #expect(visualizer.cancellation?.headline == "touchesCancelled by ProbeTap")
        #expect(visualizer.recognizerStatuses.contains { $0.traced.className == "ProbeTap" && $0.recognizer == nil })

        // The next frame draws, while the gesture is still shown: the panels name the freed view, the phone no longer has it.
        let composer = FrameComposer()
        let image = try ImageSurface(width: 1280, height: 800)
        let layout = composer.compose(into: image.makeCanvas(), size: CGSize(width: 1280, height: 800), root: window,
                                      visualizer: visualizer, info: SceneInfo(title: "Released"), now: driver.clock.now + 0.1)
        let wherePWas = layout.sceneTransform(rootBounds: window.bounds).toDevice(CGPoint(x: 168, y: 513))
        #expect(image.pixel(wherePWas).isClose(to: RGBA(hex: 0xFFFFFF), tolerance: 8), "no orange view, no highlight where P was: \(image.pixel(wherePWas))")

        // And the next gesture replaces it all.
        driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(visualizer.hitTest?.hitView === controller.view)
    }
}
