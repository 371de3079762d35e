import Foundation
import HID
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Behaviour §1: port → Source1 → FIFO queue → Source0 → sendEvent.
@Suite("From the port to sendEvent")
struct EventPipelineTests {
    final class PhaseLogView: UIView {
        var phases: [String] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { phases.append("began \(t.first!.location(in: self).x)") }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { phases.append("moved \(t.first!.location(in: self).x)") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { phases.append("ended \(t.first!.location(in: self).x)") }
    }

    @Test("Source1 queues and signals; the Source0 handles the events on the next pass, oldest first")
    func source1ThenSource0() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let view = PhaseLogView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)

        var steps: [String] = []
        driver.runLoop.tracer = { event in
            switch event {
            case let .source0(name), let .source1(name): steps.append(name)
            case .activity(.beforeWaiting): steps.append("beforeWaiting")
            default: break
            }
        }
        // Five events written before the loop runs: one wake-up must handle them in order.
        let sender = driver.application.port.sender
        for (i, kind) in [HIDEvent.Kind.pointerDown, .pointerMove, .pointerMove, .pointerMove, .pointerUp].enumerated() {
            try sender.send(HIDEvent(kind: kind, timestamp: UInt64(i) * 1_000_000, x: Double(10 + i), y: 10, button: 1))
        }
        driver.runUntilIdle()

        #expect(view.phases == ["began 10.0", "moved 11.0", "moved 12.0", "moved 13.0", "ended 14.0"])
        let s1 = steps.firstIndex(of: UIApplication.source1Name)
        let s0 = steps.firstIndex(of: UIApplication.source0Name)
        #expect(s1 != nil && s0 != nil && s1! < s0!, "\(steps)")
        #expect(steps.filter { $0 == UIApplication.source0Name }.count == 1, "one signal, one perform for the batch")

        let performed = driver.tracer.recorded.compactMap { e -> Int? in
            if case let .source0Performed(_, n) = e { return n } else { return nil }
        }
        #expect(performed == [5])
    }

    @Test("the application's queue is first in, first out, across growth")
    func fifoQueue() {
        var queue = HIDEventQueue()
        for i in 0..<1000 { queue.enqueue(HIDEvent(kind: .pointerMove, timestamp: UInt64(i))) }
        var out: [UInt64] = []
        for _ in 0..<500 { out.append(queue.dequeue()!.timestamp) }
        for i in 1000..<1200 { queue.enqueue(HIDEvent(kind: .pointerMove, timestamp: UInt64(i))) }
        while let e = queue.dequeue() { out.append(e.timestamp) }
        #expect(out == (0..<1200).map { UInt64($0) })
    }

    @Test("a touch stays bound to its hit view when it moves out of it")
    func touchBoundToHitView() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let view = PhaseLogView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(view)
        driver.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), steps: 2)
        #expect(view.phases == ["began 10.0", "moved 105.0", "moved 200.0", "ended 200.0"])
    }

    @Test("tapCount counts quick taps at one place")
    func tapCount() throws {
        final class TapCountView: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { counts.append(t.first!.tapCount) }
        }
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let view = TapCountView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        driver.tap(at: CGPoint(x: 50, y: 50)); driver.advance(by: 0.1)
        driver.tap(at: CGPoint(x: 52, y: 50)); driver.advance(by: 1.0)
        driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.counts == [1, 2, 1])
    }

    @Test("a malformed message on the port is counted and skipped; the next touch still arrives")
    func malformedMessage() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let view = PhaseLogView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        try driver.application.port.sender.sendRaw(Array(repeating: 0xAB, count: 48))
        driver.tap(at: CGPoint(x: 20, y: 20))
        #expect(driver.application.port.malformedMessageCount >= 1)
        #expect(view.phases == ["began 20.0", "ended 20.0"])
    }
}

@Suite("API misuse UIKit rejects stops with one clear line")
struct APIMisuseTests {
    @Test("adding a view to itself exits non-zero")
    func addSelf() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let v = UIView()
            v.addSubview(v)
        }
    }

    @Test("adding a view to its own descendant exits non-zero")
    func addToDescendant() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            child.addSubview(parent)
        }
    }
}
