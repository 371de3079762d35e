import Foundation
import Testing
@testable import Drawing

/// Compare mode's alignment: the rows marked ≠ are exactly what differs.
@Suite("Trace comparison")
struct TraceComparisonTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-004")

    static func seedLog(_ name: String) throws -> [String] {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test("the iPhone's two 004 taps, YES | NO: the recognizer's line and Cancelled | Ended differ, Began does not")
    func seed004Taps() throws {
        let comparison = TraceComparison(a: try Self.seedLog("tap.log"), b: try Self.seedLog("tap-no-cancel.log"))
        #expect(comparison.rows.count == 3)
        #expect(comparison.differingRows == [1, 2])
        #expect(comparison.rows[2].a?.hasPrefix("Touches Cancelled") == true)
        #expect(comparison.rows[2].b?.hasPrefix("Touches Ended") == true)
    }

    @Test("two apps' objects have different addresses: the same behaviour is no difference")
    func addressesAreNotDifferences() {
        let a = ["Touches Began: <UIView: 0x55d0c3a0; frame = (0 0; 10 10)>", "<UITapGestureRecognizer: 0x1234; state = Ended>"]
        let b = ["Touches Began: <UIView: 0x7f001122; frame = (0 0; 10 10)>", "<UITapGestureRecognizer: 0xabcd; state = Ended>"]
        #expect(TraceComparison(a: a, b: b).differingRows.isEmpty)
        #expect(TraceComparison(a: a, b: b).rows.count == 2)
    }

    @Test("lines only one side printed get a row of their own, the other side empty; common lines stay level")
    func insertions() {
        let a = ["HitTest: UIWindow", "Touches Began: A", "Touches Ended: A"]
        let b = ["HitTest: UIWindow", "<UITapGestureRecognizer: 0x1; state = Ended>", "Touches Began: A", "Touches Ended: A"]
        let comparison = TraceComparison(a: a, b: b)
        #expect(comparison.rows.map(\.a) == ["HitTest: UIWindow", nil, "Touches Began: A", "Touches Ended: A"])
        #expect(comparison.differingRows == [1])
    }

    @Test("a changed run pairs line with line, not one side after the other")
    func changedRunsPair() {
        let a = ["Began", "x1", "x2", "End"], b = ["Began", "y1", "y2", "y3", "End"]
        let rows = TraceComparison(a: a, b: b).rows
        #expect(rows.count == 5)
        #expect(rows[1].a == "x1" && rows[1].b == "y1")
        #expect(rows[3].a == nil && rows[3].b == "y3")
        #expect(rows[4].a == "End" && !rows[4].differs)
    }

    @Test("a column's line keeps what a person compares: class, frame, state")
    func compactLines() {
        #expect(TraceComparison.compact("Touches Began: <UIView: 0x55d0; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x99>>")
                == "Touches Began: <UIView; frame = (165 416; 100 100)>")
        #expect(TraceComparison.compact("<UITapGestureRecognizer: 0x1; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x2>; name = tap>")
                == "<UITapGestureRecognizer; state = Ended; cancelsTouchesInView = NO; name = tap>")
        let text = TraceComparison(a: ["a", "b"], b: ["a", "c"]).text(width: 10)
        #expect(text == ["  a          │ a", "≠ b          │ c"])
    }
}

/// Compare mode's columns show where the traces differ (issue 20, item 8).
@Suite("Compare columns: scrolled to the first difference")
struct CompareScrollTests {
    @Test("the newest rows when every difference is among them; else from two rows above the first difference")
    func shownRows() {
        // 100 rows of one line each, room for 10.
        let newest = CompareFrameComposer.shownRows(count: 100, firstDifference: 95, room: 160) { _ in 16 }
        #expect(newest == 90..<100)
        let none = CompareFrameComposer.shownRows(count: 100, firstDifference: nil, room: 160) { _ in 16 }
        #expect(none == 90..<100)
        let early = CompareFrameComposer.shownRows(count: 100, firstDifference: 40, room: 160) { _ in 16 }
        #expect(early == 38..<48)
        // A tall (wrapped) differing row still fits with its context.
        let wrapped = CompareFrameComposer.shownRows(count: 100, firstDifference: 1, room: 160) { $0 == 1 ? 48 : 16 }
        #expect(wrapped == 0..<8)
    }
}
