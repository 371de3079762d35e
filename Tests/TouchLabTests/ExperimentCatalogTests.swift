import Foundation
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// An experiment's scenes: what the command line can address, and what a
/// one-scene experiment is called.
@Suite("Experiment scenes")
struct ExperimentCatalogTests {
    final class CardController: UIViewController {
        override func viewDidLoad() {
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            card.accessibilityIdentifier = "card"
            view.addSubview(card)
        }
    }

    struct OneSceneLab: Experiment {
        var title: String { "One card" }
        func makeRootViewController() -> UIViewController { CardController() }
    }

    struct MixedLab: Experiment {
        var includesBuiltInScenes: Bool { true }
        var scenes: [Scene] { [Scene("cards", title: "Cards") { CardController() }] }
    }

    @Test("a one-scene experiment is named after its type and titled by it")
    func oneScene() throws {
        let scenes = OneSceneLab().scenes
        #expect(scenes.map(\.name) == ["one-scene-lab"])
        #expect(scenes.first?.title == "One card")
    }

    @Test("each visit makes a fresh view controller; accessibilityIdentifier names the demo's views")
    func freshControllers() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let scene = OneSceneLab().scenes[0]
        let first = scene.build(in: window, application: driver.application)
        #expect(window.rootViewController === first.rootViewController)
        #expect(first.view(named: "card") != nil)
        first.tearDown()
        let second = scene.build(in: window, application: driver.application)
        #expect(second.rootViewController !== first.rootViewController)
        #expect(window.rootViewController === second.rootViewController)
    }

    @Test("the built-in scenes can follow an experiment's own")
    func builtInsFollow() throws {
        let lab = MixedLab()
        let catalog = try SceneCatalog(lab.scenes + (lab.includesBuiltInScenes ? SceneCatalog.all : []))
        #expect(catalog.first.name == "cards")
        #expect(catalog.names.count == SceneCatalog.all.count + 1)
        #expect(try catalog.scene(named: "004-tap").name == "004-tap")
    }

    @Test("what --scene could not address is refused with one line")
    func refused() {
        let card = { Scene("card", title: "Card") { UIViewController() } }
        #expect(throws: SceneCatalogError.self) { try SceneCatalog([]) }
        do { _ = try SceneCatalog([card(), card()]); Issue.record("two scenes named card") } catch {
            #expect(error.description == "two scenes are named \"card\": --scene could open only one of them")
        }
        do { _ = try SceneCatalog([Scene("my card", title: "Card") { UIViewController() }]); Issue.record("a space") } catch {
            #expect(error.description.hasPrefix("scene name \"my card\""))
        }
    }

    @Test("a lookup suggests the experiment's own names")
    func suggestions() throws {
        let catalog = try SceneCatalog([Scene("card", title: "Card") { UIViewController() },
                                        Scene("paint", title: "Paint") { UIViewController() }])
        #expect(throws: SceneLookupError(name: "cards", suggestions: ["card"], available: ["card", "paint"])) {
            try catalog.scene(named: "cards")
        }
        #expect(try catalog.scene(forOption: nil).name == "card")
    }
}
