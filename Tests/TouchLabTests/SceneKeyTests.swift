import Foundation
import Testing
@testable import TouchLab

/// The number keys pick scenes from one table (`DemoKey.sceneKeys`): the live
/// keys, a recording's keys, the header, the help card and `--list-scenes`
/// all read it, so they cannot disagree about which key opens which scene.
@Suite("Scene keys: one table")
struct SceneKeyTests {
    @Test("1…9 pick scenes 1–9 and 0 the tenth; each key's label is the key that picks the scene")
    func keysAndLabelsAgree() throws {
        for index in 0..<10 {
            let label = try #require(DemoKey.sceneKey(at: index))
            let keysym = UInt32(label.unicodeScalars.first!.value)   // a digit's keysym is its ASCII code
            #expect(DemoKey.sceneIndex(keysym) == index, "key \(label)")
        }
        #expect(DemoKey.sceneIndex(0x31) == 0 && DemoKey.sceneIndex(0x30) == 9)
        #expect(DemoKey.sceneKey(at: 10) == nil, "the eleventh scene on has no number key: N and P reach it")
        #expect(DemoKey.sceneIndex(0x71) == nil, "q is not a scene key")
        #expect(DemoKey.header.first?.key == "1–0 N/P")
    }
}
