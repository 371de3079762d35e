import Testing
@testable import iOSSourceTranslation

/// Swift's rules for the Objective-C name of a method (SE-0005 as the
/// compiler applies them), which `#selector` and the registrations share.
struct SelectorNameTests {
    @Test func namesFromArgumentLabels() {
        #expect(SelectorName.method(base: "reset", labels: []) == "reset")
        #expect(SelectorName.method(base: "tapped", labels: [nil]) == "tapped:")
        #expect(SelectorName.method(base: "handle", labels: ["gesture"]) == "handleWithGesture:")
        #expect(SelectorName.method(base: "card", labels: [nil, "didSwipe"]) == "card:didSwipe:")
        #expect(SelectorName.method(base: "buttonReleased", labels: [nil, "event"]) == "buttonReleased:event:")
        #expect(SelectorName.method(base: "numberOfCards", labels: ["in"]) == "numberOfCardsIn:")
        #expect(SelectorName.method(base: "doSomething", labels: ["with"]) == "doSomethingWith:")
        #expect(SelectorName.method(base: "scroll", labels: ["toItem"]) == "scrollToItem:")
        #expect(SelectorName.setter("isOn") == "setIsOn:")
    }
}
