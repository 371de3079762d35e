import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

@Suite("Panels")
struct PanelTests {
    @Test("a long hit-test list folds runs of 'point outside' siblings, and keeps the hit view's rows")
    func hitTestRows() throws {
        let root = FrameTests.denseScene(100)
        let feed = TraceFeed()
        let hit = feed.hitTest(root, at: CGPoint(x: 200, y: 400))
        let record = try #require(feed.visualizer.hitTest)
        #expect(record.visits.count > 10)
        let rows = PanelRenderer.hitTestRows(record, capacity: 8)
        #expect(rows.count <= 8)
        guard case let .visit(first) = rows.first!, case let .visit(last) = rows.last! else {
            Issue.record("first and last rows should be visits: \(rows)"); return
        }
        #expect(first.view === root && last.view === hit)
        guard case let .collapsed(count, _, reason) = rows[1] else { Issue.record("\(rows)"); return }
        #expect(reason == .outside && count == record.visits.count - 2)
        // Short lists are shown as they are.
        #expect(PanelRenderer.hitTestRows(record, capacity: 1000).count == record.visits.count)
    }

    @Test("a long responder chain keeps its head and the app's end")
    func chainRows() {
        #expect(PanelRenderer.visibleRows(count: 5, capacity: 8) == [0, 1, 2, 3, 4])
        #expect(PanelRenderer.visibleRows(count: 20, capacity: 8) == [0, 1, 2, 3, nil, 17, 18, 19])
    }
}
