import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The numbers in a view's or colour's description (`frame = (0 0; 73.8 40)`,
/// `UIExtendedSRGBColorSpace 0.2 0.4 1 1`) are C's `%g`, as UIKit's logs
/// print them. They are formatted with `vsnprintf` rather than Foundation's
/// `String(format:)` (a drag's trace takes a description per touches call);
/// this checks the two agree, on the values descriptions meet and on random ones.
@Suite("Description numbers")
struct DescriptionNumberTests {
    @Test("whole numbers print without a point, others as %g")
    func knownValues() {
        #expect(uikitNumber(165) == "165")
        #expect(uikitNumber(-3) == "-3")
        #expect(uikitNumber(73.8) == "73.8")
        #expect(uikitNumber(73.79999999999995) == "73.8")
        #expect(uikitNumber(0.2) == "0.2")
        #expect(uikitNumber(1e-7) == "1e-07")
        #expect(uikitNumber(.nan) == "nan")
        #expect(uikitNumber(-.infinity) == "-inf")
        #expect(uikitNumber(1e300) == "1e+300")
    }

    @Test("agrees with String(format: \"%g\") on 20,000 random values")
    func randomValues() {
        var generator = SystemRandomNumberGenerator()
        for i in 0..<20_000 {
            let value: Double = switch i % 4 {
            case 0: Double.random(in: 0...1, using: &generator)
            case 1: Double.random(in: -2000...2000, using: &generator)
            case 2: Double(Int.random(in: -5000...5000, using: &generator)) / 8
            default: Double(bitPattern: UInt64.random(in: .min ... .max, using: &generator))
            }
            let expected = value.isFinite && value == value.rounded() && abs(value) < 1e15
                ? String(Int(value)) : String(format: "%g", value)
            #expect(uikitNumber(CGFloat(value)) == expected, "\(value.bitPattern)")
        }
    }

    @Test("a colour's description is formatted once and reads the same every time")
    func colourDescription() {
        let colour = UIColor(red: 239.0 / 255, green: 0.2, blue: 1, alpha: 0.5)
        #expect(colour.description == "UIExtendedSRGBColorSpace 0.937255 0.2 1 0.5")
        #expect(colour.description == colour.description)
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    }

    @Test("a touches call's trace holds the view's description as String(describing:) reads it, taken at the call")
    func touchesCallDescription() throws {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 0.1, green: 0.5, blue: 239.0 / 255, alpha: 1)
        driver.makeWindow().addSubview(view)
        let atTouch = String(describing: view)
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        view.frame.origin.x = 60   // after the call: the trace keeps the frame it had
        let delivered = driver.tracer.recorded.compactMap { event -> String? in
            if case let .touchesDelivered(to, .began, _, _) = event { return to.description }
            return nil
        }
        #expect(delivered == [atTouch])
        #expect(atTouch.contains("backgroundColor = UIExtendedSRGBColorSpace 0.1 0.5 0.937255 1"))
        #expect(Traced(describing: view).description == String(describing: view))
    }
}
