import SwiftParser
import Testing
@testable import iOSSourceTranslation

/// Each rewrite rule with what goes in and what comes out, side by side. A
/// rule runs alone here (`iOSSourceTranslator.apply`), so each pair shows
/// exactly one rule's work; `declarations` is what the rest of the target declares.
struct RewriteRuleTests {
    private func rewrite(_ rule: any RewriteRule, _ source: String, declaring others: String = "") -> String {
        let translator = iOSSourceTranslator(reading: [source, others])
        let context = TranslationContext(declarations: translator.declarations, fileKey: "Card_swift", path: "/p/Card.swift")
        return iOSSourceTranslator.apply(rule, to: source, context: context)
    }

    // MARK: PlatformConditionRule

    @Test func iOSSimulatorConditionsAreDecided() {
        #expect(rewrite(PlatformConditionRule(), """
            #if os(iOS) || os(tvOS)
            #elseif canImport(AppKit)
            #elseif targetEnvironment(simulator) && canImport(UIKit)
            #endif
            """) == """
            #if true || false
            #elseif false
            #elseif true && true
            #endif
            """)
    }

    @Test func conditionsItDoesNotKnowAreLeftToTheCompiler() {
        let source = """
            #if swift(>=5.9) && canImport(SwiftUI) && DEBUG && arch(arm64)
            #endif
            """
        #expect(rewrite(PlatformConditionRule(), source) == source)
    }

    // MARK: ObjCAttributeRule

    @Test func objectiveCAndInterfaceBuilderAttributesGoAndTheDeclarationsStay() {
        #expect(rewrite(ObjCAttributeRule(), """
            @IBDesignable class Knob: UIControl {
                @IBInspectable var radius: CGFloat = 4
                @IBOutlet weak var label: UILabel!
                @objc dynamic var progress = 0.0
                @objc(resetAll) func reset() {}
                @IBAction func tapped(_ sender: Any) {}
                @discardableResult @objc private func spin() -> Int { 1 }
            }
            """) == """
            class Knob: UIControl {
                var radius: CGFloat = 4
                weak var label: UILabel!
                var progress = 0.0
                func reset() {}
                func tapped(_ sender: Any) {}
                @discardableResult private func spin() -> Int { 1 }
            }
            """)
    }

    @Test func anAttributeOnItsOwnLineLeavesTheLineSoNoLineMoves() {
        #expect(rewrite(ObjCAttributeRule(), "@IBDesignable\nclass Knob {}\n") == "\nclass Knob {}\n")
    }

    // MARK: ObjCProtocolRule

    @Test func anObjCProtocolIsClassBoundAndItsOptionalRequirementsBecomeComments() {
        #expect(rewrite(ObjCProtocolRule(), """
            @objc protocol CardDelegate {
                func cardDidLoad(_ card: Card)
                @objc optional func card(_ card: Card,
                                         didSwipe direction: Int)
            }
            """) == """
            @objc protocol CardDelegate: AnyObject {
                func cardDidLoad(_ card: Card)
                // @objc optional func card(_ card: Card,
            //                              didSwipe direction: Int)
            }
            """)
    }

    @Test func aProtocolThatIsNotObjCIsLeftAlone() {
        let source = "protocol P { func f() }"
        #expect(rewrite(ObjCProtocolRule(), source) == source)
    }

    // MARK: OptionalRequirementCallRule

    private let cardDelegate = """
        @objc protocol CardDelegate {
            @objc optional func card(_ card: Card, didSwipe direction: Int)
            @objc optional func numberOfCards(in deck: Deck) -> Int
            @objc optional func title(for card: Card) -> String?
        }
        """

    @Test func optionalCallsAskTheRuntime() {
        #expect(rewrite(OptionalRequirementCallRule(), """
            delegate?.card?(self, didSwipe: 1)
            let n = dataSource?.numberOfCards?(in: self) ?? 0
            let t = delegate?.title?(for: card)?.uppercased()
            """, declaring: cardDelegate) == """
            ObjCRuntime.callOptional(delegate, "card:didSwipe:", [(self) as Card, (1) as Int], returning: (Void).self)
            let n = ObjCRuntime.callOptional(dataSource, "numberOfCardsIn:", [(self) as Deck], returning: (Int).self) ?? 0
            let t = (ObjCRuntime.callOptional(delegate, "titleFor:", [(card) as Card], returning: (String?).self) ?? nil)?.uppercased()
            """)
    }

    @Test func anOptionalCallInsideAnotherIsRewrittenToo() {
        #expect(rewrite(OptionalRequirementCallRule(), "delegate?.card?(self, didSwipe: source?.numberOfCards?(in: deck) ?? 0)",
                        declaring: cardDelegate)
            == #"ObjCRuntime.callOptional(delegate, "card:didSwipe:", [(self) as Card, (ObjCRuntime.callOptional(source, "numberOfCardsIn:", [(deck) as Deck], returning: (Int).self) ?? 0) as Int], returning: (Void).self)"#)
    }

    @Test func anOptionalUIKitDelegateRequirementIsCalledThroughItsDefaultImplementation() {
        #expect(rewrite(OptionalRequirementCallRule(), """
            func scrollViewDidZoom(_ scrollView: UIScrollView) {
                imageDelegate?.scrollViewDidZoom?(scrollView)
                _ = imageDelegate?.viewForZooming?(in: scrollView)
                _ = gestureDelegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: pinch) ?? false
            }
            """) == """
            func scrollViewDidZoom(_ scrollView: UIScrollView) {
                imageDelegate?.scrollViewDidZoom(scrollView)
                _ = imageDelegate?.viewForZooming(in: scrollView)
                _ = gestureDelegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pinch) ?? false
            }
            """)
    }

    @Test func anOptionalClosureCallThatNoProtocolDeclaresIsLeftAlone() {
        let source = "handler?.completion?(true)"
        #expect(rewrite(OptionalRequirementCallRule(), source, declaring: cardDelegate) == source)
    }

    // MARK: SelectorExpressionRule

    @Test func selectorsBecomeNamesWithObjectiveCsSpelling() {
        #expect(rewrite(SelectorExpressionRule(), """
            class CardView: UIView {
                @objc func handlePan(_ g: UIPanGestureRecognizer) {}
                @objc func handle(gesture: UIGestureRecognizer) {}
                @objc(resetAll) func reset() {}
                func wire() {
                    _ = #selector(handlePan(_:))
                    _ = #selector(handlePan)
                    _ = #selector(CardView.handle(gesture:))
                    _ = #selector(self.reset)
                    _ = #selector(getter: UIView.frame)
                    _ = #selector(setter: UIView.alpha)
                    _ = #selector(UIResponder.becomeFirstResponder)
                }
            }
            """) == """
            class CardView: UIView {
                @objc func handlePan(_ g: UIPanGestureRecognizer) {}
                @objc func handle(gesture: UIGestureRecognizer) {}
                @objc(resetAll) func reset() {}
                func wire() {
                    _ = __touchLabSelector("handlePan:")
                    _ = __touchLabSelector("handlePan:")
                    _ = __touchLabSelector("handleWithGesture:")
                    _ = __touchLabSelector("resetAll")
                    _ = __touchLabSelector("frame")
                    _ = __touchLabSelector("setAlpha:")
                    _ = __touchLabSelector("becomeFirstResponder")
                }
            }
            """)
    }

    @Test func aSelectorCanNameAMethodDeclaredInAnotherFile() {
        #expect(rewrite(SelectorExpressionRule(), "let s = #selector(Deck.shuffle)",
                        declaring: "class Deck: NSObject { @objc func shuffle(_ sender: Any?) {} }")
            == #"let s = __touchLabSelector("shuffle:")"#)
    }

    // MARK: KeyPathExpressionRule

    @Test func keyPathsBecomeTheirStrings() {
        #expect(rewrite(KeyPathExpressionRule(), """
            observe(#keyPath(UIScrollView.contentOffset))
            observe(#keyPath(layer.cornerRadius))
            """) == """
            observe("contentOffset")
            observe("layer.cornerRadius")
            """)
    }

    // MARK: ObjCRegistrationRule

    @Test func aClassRegistersItsObjCMethodsAndThoseThatImplementAnObjCRequirement() {
        let out = rewrite(ObjCRegistrationRule(), """
            class CardView: UIView {
                @objc private func handlePan(_ g: UIPanGestureRecognizer) {}
                func card(_ card: Card, didSwipe direction: Int) {}
                func helper() {}
            }
            """, declaring: cardDelegate)
        #expect(out == """
            class CardView: UIView { private let __touchLabObjC_CardView: Void = __touchLabObjCRegistrations;
                @objc private func handlePan(_ g: UIPanGestureRecognizer) {}
                func card(_ card: Card, didSwipe direction: Int) {}
                func helper() {}
            }
            #sourceLocation(file: "/p/Card.swift", line: 1)
            extension CardView {
                static let __touchLabObjC_Card_swift: Void = ObjCRuntime.register(CardView.self, [
                    "handlePan:": ObjCMethod { ObjCMethod.call(($0 as! CardView).handlePan(_:), $1) },
                    "card:didSwipe:": ObjCMethod { ObjCMethod.call(($0 as! CardView).card(_:didSwipe:), $1) },
                ])
            }
            #sourceLocation()
            let __touchLabObjC_Card_swift: Void = {
                _ = CardView.__touchLabObjC_Card_swift
            }()

            """)
    }

    @Test func anAppsDelegateOfALibrarysObjCProtocolRegistersTheRequirementsItImplements() {
        // Shuffle's `@objc public protocol SwipeCardStackDelegate` is in the library's target; the app's deck implements it.
        let app = """
            final class Deck: NSObject, SwipeCardStackDelegate {
                func cardStack(_ cardStack: SwipeCardStack, didSwipeCardAt index: Int, with direction: SwipeDirection) {}
                func shuffle() {}
            }
            """
        let library = """
            @objc public protocol SwipeCardStackDelegate: AnyObject {
              @objc optional func cardStack(_ cardStack: SwipeCardStack, didSwipeCardAt index: Int, with direction: SwipeDirection)
            }
            """
        func registration(_ translator: iOSSourceTranslator) -> String {
            iOSSourceTranslator.apply(ObjCRegistrationRule(), to: app,
                                      context: TranslationContext(declarations: translator.declarations, fileKey: "Deck_swift", path: "/p/Deck.swift"))
        }
        #expect(!registration(iOSSourceTranslator(reading: [app])).contains("cardStack:didSwipeCardAt:with:"),
                "without the library's files the requirement is unknown")
        let out = registration(iOSSourceTranslator(reading: [app], dependencies: [library]))
        #expect(out.contains(#""cardStack:didSwipeCardAt:with:": ObjCMethod { ObjCMethod.call(($0 as! Deck).cardStack(_:didSwipeCardAt:with:), $1) },"#))
        #expect(!out.contains(#""shuffle""#), "a method no protocol asks for is not registered")
    }

    @Test func aRegistrationSitsUnderTheSameIfClausesAsItsClass() {
        let out = rewrite(ObjCRegistrationRule(), """
            #if os(macOS)
            #else
            extension UIView { @objc func flash() {} }
            #endif
            """)
        #expect(out.contains("""
            #if false
            #else
            #sourceLocation(file: "/p/Card.swift", line: 3)
            extension UIView {
            """))
        #expect(out.contains("""
            let __touchLabObjC_Card_swift: Void = {
            #if false
            #else
                _ = UIView.__touchLabObjC_Card_swift
            #endif
            }()
            """))
    }

    // MARK: The whole translation

    @Test func theTranslationStartsAtTheUsersFileAndKeepsEveryLine() throws {
        let source = """
            import UIKit
            @IBDesignable
            class Knob: UIControl {
                @objc func spin() {}
            }
            """
        let out = try iOSSourceTranslator(reading: [source]).translate(source, path: "/u/Knob.swift", fileKey: "Knob_swift")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"#sourceLocation(file: "/u/Knob.swift", line: 1)"#)
        #expect(lines[1] == "import UIKit")
        #expect(lines[4].hasPrefix("    func spin() {}"), "line 4 of the user's file is line 4 after the directive")
    }

    @Test func swizzlingStopsTheBuildWithOneMessageAtTheUsersLine() {
        let source = """
            import UIKit
            extension UIViewController {
                static func swizzle() {
                    let a = class_getInstanceMethod(self, #selector(viewDidLoad))
                }
            }
            let nib = UINib(nibName: "Card", bundle: nil)
            """
        #expect(throws: iOSSourceTranslator.Stop.self) {
            try iOSSourceTranslator(reading: [source]).translate(source, path: "/u/S.swift", fileKey: "S")
        }
        do {
            _ = try iOSSourceTranslator(reading: [source]).translate(source, path: "/u/S.swift", fileKey: "S")
        } catch {
            #expect(error.findings.count == 2)
            #expect(error.findings[0].hasPrefix("/u/S.swift:4:17: error: class_getInstanceMethod: method swizzling needs the Objective-C runtime"))
            #expect(error.findings[1].hasPrefix("/u/S.swift:7:11: error: UINib: nibs and storyboards cannot be loaded here"))
        }
    }

    @Test func aChangeOfClassStopsOncePerDeclarationAndKeyPathObservationGoesThrough() throws {
        let source = """
            class Switch: UIControl {
                func setUp() {
                    object_setClass(layer, Layer.self)
                    object_setClass(self, Switch.self)
                    addObserver(self, forKeyPath: "frame", options: .new, context: nil)
                }
            }
            """
        do {
            _ = try iOSSourceTranslator(reading: [source]).translate(source, path: "/u/Switch.swift", fileKey: "Switch")
            Issue.record("translated")
        } catch {
            #expect(error.findings.count == 1)
            #expect(error.findings[0].hasPrefix("/u/Switch.swift:3:9: error: object_setClass: changing an object's class"))
        }
    }

    @Test func anNSObjectSubclassesObserveValueLosesOverrideAndItsSuperCallStopsAsOnIOS() {
        let source = """
            class Watcher: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    guard context == &ctx else {
                        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                        return
                    }
                }
            }
            class Header: UIView {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            class Sub: Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """
        #expect(rewrite(ObservedValueOverrideRule(), source) == """
            class Watcher: NSObject {
                func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    guard context == &ctx else {
                        ObjCRuntime.unhandledObservation(self, forKeyPath: keyPath)
                        return
                    }
                }
            }
            class Header: UIView {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            class Sub: Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """)
        // Registered under NSObject's Objective-C selector, which UIKit's notifications send.
        var declarations = ObjCDeclarations()
        declarations.read(Parser.parse(source: source))
        #expect(declarations.methods["Watcher"]?.first?.selector == "observeValueForKeyPath:ofObject:change:context:")
        #expect(declarations.methods["Watcher"]?.first?.isExposed == true)
    }

    // MARK: ExtensionOverrideRule

    @Test func anOverrideInAnExtensionBecomesTheClassesOverrideCallingTheExtensionsBody() {
        // As ESPullToRefresh's component: its KVO method in a "KVO methods" extension.
        let source = """
            open class Refresher: UIView {
                var offsets = 0
            }
            extension Refresher /* KVO methods */ {
                override open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                                change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    offsets += 1
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
                open override func layoutSubviews() { super.layoutSubviews() }
                override func point(inside p: CGPoint, with event: UIEvent?) -> Bool { true }
                func helper() {}
            }
            """
        #expect(rewrite(ExtensionOverrideRule(), source) == """
            open class Refresher: UIView { override open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) { __touchLabExtension_observeValue(forKeyPath: keyPath, of: object, change: change, context: context) }; open override func layoutSubviews() { __touchLabExtension_layoutSubviews() }; override func point(inside p: CGPoint, with event: UIEvent?) -> Bool { return __touchLabExtension_point(inside: p, with: event) };
                var offsets = 0
            }
            extension Refresher /* KVO methods */ {
                func __touchLabExtension_observeValue(forKeyPath keyPath: String?, of object: Any?,
                                                change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    offsets += 1
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
                func __touchLabExtension_layoutSubviews() { super.layoutSubviews() }
                func __touchLabExtension_point(inside p: CGPoint, with event: UIEvent?) -> Bool { true }
                func helper() {}
            }
            """)
    }

    @Test func anExtensionOfAClassOfTheTargetsOtherFilesAndADirectNSObjectSubclassesObserverAreLeftAlone() {
        let source = """
            class Watcher: NSObject {}
            extension Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            extension Elsewhere {
                override func layoutSubviews() {}
            }
            """
        // `Elsewhere` in a file of the target outside `iOS/`: it cannot gain a line.
        let translator = iOSSourceTranslator(reading: [source], context: ["class Elsewhere: UIView {}"])
        let context = TranslationContext(declarations: translator.declarations, fileKey: "Card_swift", path: "/p/Card.swift")
        #expect(iOSSourceTranslator.apply(ExtensionOverrideRule(), to: source, context: context) == source)
    }

    @Test func anOverrideInAnExtensionInAnotherFileIsForwardedFromTheClassesFile() {
        // A library's view in one file, its gesture handling in "CardView+Gestures.swift".
        let classFile = """
            open class CardView: UIView {
                var drags = 0
            }
            """
        let extensionFile = """
            extension CardView {
                open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    drags += 1
                    super.touchesBegan(touches, with: event)
                }
                override func layoutSubviews() { super.layoutSubviews() }
            }
            """
        let translator = iOSSourceTranslator(reading: [classFile, extensionFile])
        func apply(_ text: String) -> String {
            iOSSourceTranslator.apply(ExtensionOverrideRule(), to: text,
                                      context: TranslationContext(declarations: translator.declarations, fileKey: "F", path: "/p/F.swift"))
        }
        #expect(apply(classFile) == """
            open class CardView: UIView { open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { __touchLabExtension_touchesBegan(touches, with: event) }; override func layoutSubviews() { __touchLabExtension_layoutSubviews() };
                var drags = 0
            }
            """)
        #expect(apply(extensionFile) == """
            extension CardView {
                func __touchLabExtension_touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    drags += 1
                    super.touchesBegan(touches, with: event)
                }
                func __touchLabExtension_layoutSubviews() { super.layoutSubviews() }
            }
            """)
    }

    // MARK: SelectorSendRule

    @Test func aSelectorSentToAnyReceiverGoesThroughTheRuntimeWithTheReceiverLast() {
        // As Shuffle's test recognizers: `private weak var testTarget: AnyObject?`.
        #expect(rewrite(SelectorSendRule(), """
            testTarget?.performSelector(onMainThread: action,
                                        with: self,
                                        waitUntilDone: true)
            target.perform(#selector(Card.flip), with: card)
            let result = owner.delegate?.perform(Selector("reset"))
            """) == """
            ObjCRuntime.performSelector(onMainThread: action,
                                        with: self,
                                        waitUntilDone: true, on: testTarget)
            ObjCRuntime.perform(#selector(Card.flip), with: card, on: target)
            let result = ObjCRuntime.perform(Selector("reset"), on: owner.delegate)
            """)
    }

    @Test func aPerformThatNamesNoSelectorOrHasNoReceiverIsLeftAlone() {
        let source = """
            animator.perform(action, with: 0.3)
            perform(#selector(reset), with: nil, afterDelay: 1)
            super.perform(#selector(reset))
            """
        #expect(rewrite(SelectorSendRule(), source) == source)
    }

    // MARK: PreviewMacroRule

    @Test func previewBlocksGoAndEveryLineAfterThemKeepsItsNumber() {
        #expect(rewrite(PreviewMacroRule(), """
            final class Knob: UIControl {}
            @available(iOS 17.0, *)
            #Preview("Knob") {
                Knob(frame: .zero)
            }
            let after = 1
            """) == """
            final class Knob: UIControl {}




            let after = 1
            """)
    }

    // MARK: DynamicPropertyRule

    @Test func aDynamicStoredPropertysSetterNotifiesAndTheClassRegistersItsKeyPaths() {
        let output = rewrite(DynamicPropertyRule(), """
            class Download: NSObject {
                @objc dynamic var progress = 0.0
                @objc dynamic var title: String? { didSet { log(title) } }
                var plain = 0
            }
            """)
        #expect(output == """
            class Download: NSObject { private let __touchLabKVO_Card_swift_Download: Void = Download.__touchLabKVO_Card_swift;
                @objc dynamic var progress = 0.0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }
                @objc dynamic var title: String? { willSet { willChangeValue(forKey: "title") } didSet { defer { didChangeValue(forKey: "title") }; log(title) } }
                var plain = 0
            }
            fileprivate protocol __touchLabKVO_Card_swift_Download_Root: Download {}
            extension Download: __touchLabKVO_Card_swift_Download_Root {}
            extension Download {
                static let __touchLabKVO_Card_swift: Void = ObjCRuntime.registerObservableProperties(Download.self, [\\Download.progress: "progress", \\Download.title: "title"], rebased: { root in
                    func keys<R: __touchLabKVO_Card_swift_Download_Root>(_: R.Type) -> [AnyKeyPath: String] { [\\R.progress: "progress", \\R.title: "title"] }
                    return (root as? any __touchLabKVO_Card_swift_Download_Root.Type).map { keys($0) }
                })
            }

            """)
    }

    @Test func aDynamicComputedPropertysSetterIsWrappedAndAReadOnlyOneIsLeftAlone() {
        #expect(rewrite(DynamicPropertyRule(), """
            class Dial: UIView {
                @objc dynamic var level: Int {
                    get { stored }
                    set { stored = newValue }
                }
                @objc dynamic var doubled: Int { stored * 2 }
            }
            """).hasPrefix("""
            class Dial: UIView { private let __touchLabKVO_Card_swift_Dial: Void = Dial.__touchLabKVO_Card_swift;
                @objc dynamic var level: Int {
                    get { stored }
                    set { willChangeValue(forKey: "level"); defer { didChangeValue(forKey: "level") }; stored = newValue }
                }
                @objc dynamic var doubled: Int { stored * 2 }
            }
            """))
    }

    @Test func aClassThatDecidesPerKeyIsAskedAndItsOverrideGoes() {
        #expect(rewrite(DynamicPropertyRule(), """
            class Gauge: NSObject {
                @objc dynamic var value = 0
                override class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
                    key == "value" ? false : super.automaticallyNotifiesObservers(forKey: key)
                }
            }
            """).hasPrefix("""
            class Gauge: NSObject { private let __touchLabKVO_Card_swift_Gauge: Void = Gauge.__touchLabKVO_Card_swift;
                @objc dynamic var value = 0 { willSet { if Self.automaticallyNotifiesObservers(forKey: "value") { willChangeValue(forKey: "value") } } didSet { if Self.automaticallyNotifiesObservers(forKey: "value") { didChangeValue(forKey: "value") } } }
                class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
                    key == "value" ? false : true
                }
            }
            """))
    }

    // MARK: MainActorRule

    @Test func mainActorGoesFromDeclarationsAndTypesButStaysOnClosures() {
        #expect(rewrite(MainActorRule(), """
            @MainActor final class CardView: UIView {
                var onSwipe: @MainActor () -> Void = {}
                @MainActor func reset() { Task { @MainActor in self.onSwipe() } }
            }
            """) == """
            final class CardView: UIView {
                var onSwipe: () -> Void = {}
                func reset() { Task { @MainActor in self.onSwipe() } }
            }
            """)
    }

    @Test func staticStateOfATypeThatIsMainActorOnIOSBecomesNonisolatedUnsafe() {
        #expect(rewrite(MainActorRule(), """
            @MainActor var current: CardView?
            final class CardView: UIView {
                static let shared = CardView()
                static var count = 0
                static let side: CGFloat = 44
                static let name = "card"
                static var doubled: Int { count * 2 }
            }
            final class BigCard: CardView { static let big = BigCard() }
            extension UIButton { static let plus = UIButton() }
            final class Store { static let shared = Store() }
            @MainActor enum Cards { static let deck = [CardView()] }
            """, declaring: "class CardView: UIView {}") == """
            nonisolated(unsafe) var current: CardView?
            final class CardView: UIView {
                static nonisolated(unsafe) let shared = CardView()
                static nonisolated(unsafe) var count = 0
                static let side: CGFloat = 44
                static let name = "card"
                static var doubled: Int { count * 2 }
            }
            final class BigCard: CardView { static nonisolated(unsafe) let big = BigCard() }
            extension UIButton { static nonisolated(unsafe) let plus = UIButton() }
            final class Store { static let shared = Store() }
            enum Cards { static nonisolated(unsafe) let deck = [CardView()] }
            """)
    }
}
