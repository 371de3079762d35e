import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Trace records carry a sequence number, the app's time and a touch id, and
/// print as JSON lines other tools can read (`--trace-format json`).
@Suite("Trace records and JSON lines")
struct TraceRecordTests {
    /// Two taps on a view: two touches, each with its own id.
    func twoTaps() throws -> (HeadlessDriver, UIView) {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        driver.makeWindow().addSubview(view)
        driver.tap(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 1)
        driver.tap(at: CGPoint(x: 100, y: 100))
        return (driver, view)
    }

    @Test("sequence numbers count up by one; times never go back")
    func sequenceAndTime() throws {
        let (driver, _) = try twoTaps()
        let records = driver.tracer.records
        #expect(records.map(\.sequence) == Array(1...records.count))
        for (a, b) in zip(records, records.dropFirst()) { #expect(a.time <= b.time) }
        #expect(records.first!.time >= driver.clock.now - 2)
    }

    @Test("every touches call carries its touch's id: 1 for the first tap, 2 for the second")
    func touchIDs() throws {
        let (driver, view) = try twoTaps()
        let ids = driver.tracer.records.compactMap { record -> Int? in
            if case let .touchesDelivered(to, _, _, _) = record.event, to === view { return record.touchID }
            return nil
        }
        #expect(ids == [1, 1, 2, 2])
        // Hit-testing names no touch: it takes the id of the touch it runs for.
        let hitTestIDs = Set(driver.tracer.records.compactMap { r -> Int? in
            if case .hitTestVisit = r.event { return r.touchID } else { return nil }
        })
        #expect(hitTestIDs == [1, 2])
    }

    @Test("JSON lines: five keys, parse back to the same value and the same bytes")
    func jsonRoundTrip() throws {
        let (driver, _) = try twoTaps()
        let lines = driver.tracer.records.map { TraceJSONLine($0).text }
        #expect(!lines.isEmpty)
        for line in lines {
            let parsed = try TraceJSONLine.parse(line)
            #expect(parsed.text == line)
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(Set(object?.keys ?? [:].keys) == ["seq", "t", "touch", "kind", "fields"])
        }
        let delivered = try lines.map(TraceJSONLine.parse).filter { $0.kind == "touchesDelivered" }
        #expect(delivered.map { $0.fields["phase"] } == ["Began", "Ended", "Began", "Ended"])
        #expect(delivered.map(\.touch) == [1, 1, 2, 2])
    }

    @Test("a line that is not a trace record is rejected, not half-read")
    func badLine() {
        #expect(throws: DecodingError.self) { try TraceJSONLine.parse(#"{"seq":1,"t":0,"kind":"x"}"#) }
        #expect(throws: (any Error).self) { try TraceJSONLine.parse("not json") }
    }
}
