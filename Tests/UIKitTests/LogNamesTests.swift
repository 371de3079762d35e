import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// Class names and addresses in log lines (`<BView: 0x5581…; frame = …>`,
/// `HitTest: AView`) are worked out once per class and written as hex
/// digits directly (`LogNames`), not asked of the runtime with every line a
/// drag traces; this checks they read exactly as the runtime's own do.
@Suite("Log names")
struct LogNamesTests {
    final class NestedView: UIView {}
    final class Box<T>: UIView {}

    @Test("a class's name reads as String(describing:) reads the type, generic and nested classes too")
    func classNames() {
        let types: [AnyObject.Type] = [UIView.self, UIWindow.self, UITapGestureRecognizer.self, NestedView.self,
                                       Box<Int>.self, Box<String>.self, Box<Box<Int>>.self, UIResponder.self]
        for _ in 0..<2 {   // the second time from the cache
            for type in types { #expect(LogNames.className(of: type) == String(describing: type)) }
        }
        #expect(LogNames.className(of: Box<Int>.self) != LogNames.className(of: Box<String>.self))
        #expect(UIView().className == "UIView")
        #expect(NestedView().className == String(describing: NestedView.self))
        #expect(UIPanGestureRecognizer().className == "UIPanGestureRecognizer")
    }

    @Test("an address reads as \"0x\" + String(radix: 16), on edge and 20,000 random values")
    func addresses() {
        for value: UInt in [0, 1, 9, 10, 15, 16, 255, 0x5581_2a3b_c0d0, .max, .max >> 4, 1 << 63] {
            #expect(LogNames.address(value) == "0x" + String(value, radix: 16))
        }
        var generator = SystemRandomNumberGenerator()
        for i in 0..<20_000 {
            let value = UInt.random(in: .min ... .max, using: &generator) >> UInt(i % 64)
            #expect(LogNames.address(value) == "0x" + String(value, radix: 16), "\(value)")
        }
        let view = UIView()
        #expect(view.address == "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16))
        #expect(Traced(view).address == view.address)
        #expect(view.layer.description == "<CALayer: 0x" + String(UInt(bitPattern: ObjectIdentifier(view.layer)), radix: 16) + ">")
    }

    @Test("names are the same from many threads at once")
    func threads() async {
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).allSatisfy { _ in
                        LogNames.className(of: Box<Double>.self) == String(describing: Box<Double>.self)
                            && LogNames.className(of: UISwipeGestureRecognizer.self) == "UISwipeGestureRecognizer"
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
