import XCTest
import UIKit
import UIKitHeadless

/// A selector sent to a receiver kept as `AnyObject`, as Shuffle's test
/// recognizers send their action to `weak var testTarget: AnyObject?`: the
/// translator turns `testTarget?.performSelector(onMainThread:with:waitUntilDone:)`
/// into ``ObjCRuntime``'s send with the receiver last (`SelectorSendRule`),
/// and the runtime finds the method in the receiver's class's list.
final class SelectorSendClientTests: XCTestCase {
    /// A card stack whose `handleSwipe:` is in its method list, as a pasted
    /// file's `@objc func handleSwipe(_ sender: Any?)` is registered.
    final class CardStack {
        var received: [String] = []
        static let registered: Void = ObjCRuntime.register(CardStack.self, [
            "handleSwipe:": ObjCMethod { object, arguments in
                (object as! CardStack).received.append("handleSwipe: \(arguments.first.flatMap { $0 } ?? "nil")")
                return nil
            },
        ])
        init() { _ = Self.registered }
    }

    func testWaitingDeliversAtOnceAndNotWaitingQueuesItOnTheRunLoop() throws {
        let driver = try HeadlessDriver()
        let stack = CardStack()
        weak var testTarget: AnyObject? = stack

        ObjCRuntime.performSelector(onMainThread: Selector("handleSwipe:"), with: "left", waitUntilDone: true, on: testTarget)
        XCTAssertEqual(stack.received, ["handleSwipe: left"], "on the main thread, waiting: delivered immediately")

        ObjCRuntime.performSelector(onMainThread: Selector("handleSwipe:"), with: "right", waitUntilDone: false, on: testTarget)
        XCTAssertEqual(stack.received.count, 1, "not waiting: queued, not sent yet")
        driver.advance(by: 0.01)
        XCTAssertEqual(stack.received, ["handleSwipe: left", "handleSwipe: right"], "sent on the run loop's next pass")

        let result = ObjCRuntime.perform(Selector("handleSwipe:"), with: "up", on: testTarget)
        XCTAssertNil(result, "a method that returns nothing")
        XCTAssertEqual(stack.received.last, "handleSwipe: up")

        testTarget = nil
        ObjCRuntime.performSelector(onMainThread: Selector("handleSwipe:"), with: "down", waitUntilDone: true, on: testTarget)
        XCTAssertEqual(stack.received.count, 3, "a nil receiver does nothing, as the optional chain did")
    }

    func testAnNSObjectReceiverHasTheMethodItself() throws {
        _ = try HeadlessDriver()
        let view = UIView()
        var laidOut = 0
        view.setAction("noteLayout:") { _ in laidOut += 1 }
        view.performSelector(onMainThread: Selector("noteLayout:"), with: nil, waitUntilDone: true)
        XCTAssertEqual(laidOut, 1)
    }
}
