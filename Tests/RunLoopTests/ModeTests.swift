import Testing
@testable import RunLoop

/// Modes: items run only in their modes; `.common` puts an item in every common mode.
@Suite struct ModeTests {
    @Test func aDefaultModeTimerWaitsOutTrackingButACommonOneFires() {
        let (loop, _, log) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .tracking)
        loop.add(RunLoopTimer(name: "default", fireDate: 0.1) { _ in log.append("timer default") }, forMode: .default)
        loop.add(RunLoopTimer(name: "common", fireDate: 0.2) { _ in log.append("timer common") }, forMode: .common)

        loop.run(mode: .tracking, before: 1)
        #expect(log.lines.filter { $0.hasPrefix("timer") } == ["timer common"])

        loop.run(mode: .default, before: 1)
        #expect(log.lines.filter { $0.hasPrefix("timer") } == ["timer common", "timer default"])
    }

    @Test func currentModeFollowsNestedRuns() {
        let (loop, _, _) = makeVirtualLoop()
        var seen: [RunLoopMode?] = []
        let source = RunLoopSource0(name: "starts tracking") {
            seen.append(loop.currentMode)
            loop.run(mode: .tracking, before: loop.clock.now + 0.5)
            seen.append(loop.currentMode)
        }
        loop.add(source, forMode: .default)
        loop.add(RunLoopTimer(name: "drag", fireDate: 0.25) { _ in seen.append(loop.currentMode) }, forMode: .tracking)
        source.signal()

        #expect(loop.run(mode: .default, before: 0, returnAfterSourceHandled: true) == .handledSource)
        #expect(seen == [.default, .tracking, .default])
        #expect(loop.currentMode == nil)
    }

    @Test func addCommonModeBringsTheCommonItemsAlong() {
        let (loop, _, log) = makeVirtualLoop()
        let modal = RunLoopMode("modal")
        loop.add(RunLoopTimer(name: "common", fireDate: 0.1) { _ in log.append("timer common") }, forMode: .common)
        #expect(loop.run(mode: modal, before: 1) == .finished)
        loop.addCommonMode(modal)
        #expect(loop.commonModes.contains(modal))
        loop.run(mode: modal, before: 1)
        #expect(log.lines.contains("timer common"))
    }

    @Test func removingFromAModeStopsItThere() {
        let (loop, _, log) = makeVirtualLoop()
        let timer = RunLoopTimer(name: "T", fireDate: 0.1) { _ in log.append("timer T") }
        loop.add(timer, forMode: .common)
        loop.add(idleSource(), forMode: .common)
        loop.remove(timer, forMode: .common)
        loop.run(mode: .default, before: 1)
        #expect(!log.lines.contains("timer T"))
    }

    @Test func anItemBelongsToOneLoop() throws {
        let first = try EventRunLoop(clock: VirtualClock()), second = try EventRunLoop(clock: VirtualClock())
        let source = idleSource()
        first.add(source, forMode: .default)
        let messages = capturingMisuse { second.add(source, forMode: .default) }
        #expect(messages.contains { $0.contains("another EventRunLoop") })
        #expect(second.run(mode: .default, before: 0) == .finished)
    }
}
