import Foundation
import Testing
import TouchLab
// @testable: a plain `import UIKit` beside `import Testing` asks for Testing's
// cross-import overlay `_Testing_UIKit`, which exists only on Apple platforms.
@_spi(TouchLab) @testable import UIKit

/// The catalogue itself: no application needed.
@Suite("Scene catalogue")
struct SceneCatalogTests {
    @Test("names are unique command-line ids, and every scene says what to do")
    func uniqueNamesAndText() {
        let names = SceneCatalog.all.map(\.name)
        #expect(Set(names).count == names.count, "duplicate names: \(names)")
        #expect(names.count >= 18)
        for scene in SceneCatalog.all {
            #expect(scene.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(scene.name)")
            #expect(!scene.title.isEmpty && !scene.explanation.isEmpty && !scene.keysHint.isEmpty, "\(scene.name)")
        }
    }

    @Test("the default is seed 001's A/B/C, and it comes first")
    func defaultScene() {
        #expect(SceneCatalog.default.name == "001-abc")
        #expect(SceneCatalog.all.first?.name == "001-abc")
    }

    @Test("lookup by name; an unknown name gets suggestions and the list")
    func lookup() throws {
        #expect(SceneCatalog.named("004-tree")?.title.contains("tree") == true)
        #expect(SceneCatalog.named("004") == nil)
        #expect(try SceneCatalog.scene(named: "scroll-timers").name == "scroll-timers")
        #expect(throws: SceneLookupError.self) { try SceneCatalog.scene(named: "tree") }
        do {
            _ = try SceneCatalog.scene(named: "004-tap")   // exact names win over prefixes
            _ = try SceneCatalog.scene(named: "01-abc")
        } catch {
            #expect(error.description.hasPrefix("no scene named \"01-abc\"; did you mean 001-abc?"))
            #expect(error.description.contains("scenes: 001-abc, 001-cba"))
        }
    }
}
