import Foundation
import Testing
import RunLoop
import UIKitHeadless
@_spi(TouchLab) @testable import UIKit

/// The API public touch libraries call that UIKit had not had (issue 26:
/// GMStepper, Cosmos, Koloda, SwiftSignatureView built beside the project),
/// each checked by what it does.
@Suite("What the public libraries call")
struct LibraryAPITests {
    /// The notifications `app` posted while `body` ran, by name, in order.
    private func notifications(of app: UIApplication, during body: () -> Void) -> [String] {
        let names: [Notification.Name] = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.willTerminateNotification,
        ]
        let seen = LockedValue<[String]>([])
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: app, queue: nil) { note in
                seen.withLock { $0.append(note.name.rawValue) }
            }
        }
        body()
        tokens.forEach(NotificationCenter.default.removeObserver)
        return seen.withLock { $0 }
    }

    @Test("leaving the app and coming back posts iOS's lifecycle notifications in iOS's order, with the state between")
    func lifecycleNotifications() throws {
        let driver = try HeadlessDriver()
        let app = driver.application
        #expect(app.applicationState == .active)
        let states = LockedValue<[UIApplication.State?]>([])
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.willResignActiveNotification, object: app, queue: nil) { note in
            let state = (note.object as? UIApplication)?.applicationState
            states.withLock { $0.append(state) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(notifications(of: app) { driver.pressHome() } == [
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification"])
        #expect(states.withLock { $0 } == [.active])   // "will": posted while still active
        #expect(app.applicationState == .background)
        #expect(notifications(of: app) { driver.reopenApp() } == [
            "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification"])
        #expect(app.applicationState == .active)
        #expect(notifications(of: app) { driver.reopenApp() }.isEmpty)   // already active: no moment
    }

    @Test("run() posts didBecomeActive; terminate() posts willResignActive, didEnterBackground, willTerminate")
    func runAndTerminate() throws {
        let app = try UIApplication()
        let posted = notifications(of: app) {
            app.runLoop.perform { app.terminate() }
            app.run()
        }
        #expect(posted == ["UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
                           "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillTerminateNotification"])
    }

    /// The width in pixels of the ink `layer` leaves.
    private func inkWidth(of layer: CATextLayer) -> CGFloat {
        layer.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
        layer.foregroundColor = CGColor(gray: 0, alpha: 1)
        let context = CGContext(uikitBitmapOfSize: layer.bounds.size, scale: 1)!
        layer.render(in: context)
        return context.inkBounds(inPixelRect: layer.bounds)?.width ?? 0
    }

    @Test("a text layer draws in the face of its font — a CGFont, a UIFont or a name — at fontSize, never the font's own size")
    func textLayerFont() {
        let layer = CATextLayer()
        layer.string = "iiiiiiii"
        layer.fontSize = 12
        let helvetica = inkWidth(of: layer)   // nil font: Helvetica, Apple's default
        layer.fontSize = 24
        let helvetica24 = inkWidth(of: layer)
        #expect(abs(helvetica24 / helvetica - 2) < 0.3)
        layer.font = CGFont("Courier" as CFString)   // Cosmos: CGFont(font.fontName as CFString)
        let courier24 = inkWidth(of: layer)
        #expect(courier24 > helvetica24 * 1.5)   // a monospaced i is as wide as an m
        #expect(layer.drawnFont.fontName == "Courier" && layer.drawnFont.pointSize == 24)
        layer.font = UIFont(name: "Courier", size: 80)
        #expect(inkWidth(of: layer) == courier24)   // the UIFont's size is not used
        layer.font = "Courier" as CFString
        #expect(inkWidth(of: layer) == courier24)
        #expect(CGFont("NoSuchFont-Regular" as CFString) == nil)
    }

    @Test("a CTFont is a UIFont: made by name it draws a text layer as the name does; size 0 is 12, an unknown name Helvetica")
    func coreTextFont() {
        let layer = CATextLayer()
        layer.string = "iiiiiiii"
        layer.fontSize = 24
        layer.font = "Courier" as CFString
        let courier24 = inkWidth(of: layer)
        let font: CTFont = CTFontCreateWithName("Courier" as CFString, 24, nil)
        layer.font = font
        #expect(inkWidth(of: layer) == courier24)
        #expect(CTFontGetSize(font) == 24 && CTFontCopyPostScriptName(font) as String == "Courier")
        #expect(CTFontGetSize(CTFontCreateWithName("Courier" as CFString, 0, nil)) == 12)   // Apple: "the default font size of 12.0"
        #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(font, 30, nil, nil)) == 30)
        let unknown = CTFontCreateWithName("NoSuchFont-Regular" as CFString, 24, nil)
        layer.font = unknown
        layer.font = nil
        let helvetica24 = inkWidth(of: layer)
        layer.font = unknown
        #expect(inkWidth(of: layer) == helvetica24, "never nil: the best match, Helvetica here")
        let bridged = UIFont(name: "Courier", size: 24)! as CTFont   // toll-free, as on iOS
        #expect(CTFontGetSize(bridged) == 24)
    }

    @Test("a view's layoutSublayers(of:) runs in each layout pass, and its super lays the subviews out")
    func layoutSublayersOfLayer() {
        final class Gauge: UIView {   // WARangeSlider's shape: sublayers sized in the layer delegate's method
            let track = CALayer()
            var calls: [String] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.addSublayer(track)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSublayers(of layer: CALayer) {
                calls.append("sublayers")
                super.layoutSublayers(of: layer)
                track.frame = bounds.insetBy(dx: 10, dy: 10)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                calls.append("subviews")
            }
        }
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        gauge.layoutIfNeeded()
        #expect(gauge.track.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        gauge.calls = []
        gauge.frame.size.width = 300
        gauge.layoutIfNeeded()
        #expect(gauge.calls == ["sublayers", "subviews"], "layoutSubviews from super, inside the delegate call")
        #expect(gauge.track.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    }

    @Test("a view is opaque by default and says what it is told")
    func viewIsOpaque() {
        let view = UIView()
        #expect(view.isOpaque)
        view.isOpaque = false
        #expect(!view.isOpaque)
    }

    @Test("geometry boxed in NSValue comes out as it went in, and equal boxes are equal")
    func geometryInNSValue() {
        let point = CGPoint(x: 3, y: -4), size = CGSize(width: 5, height: 6), rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let transform = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 7, y: 8)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let transform3D = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.3, 0, 0, 1)
        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).uiOffsetValue == UIOffset(horizontal: 1, vertical: 2))
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).cgVectorValue == CGVector(dx: 1, dy: 2))
        #expect(NSValue(caTransform3D: transform3D).caTransform3DValue == transform3D)
        #expect(NSValue(cgPoint: point).isEqual(NSValue(cgPoint: point)))
        #expect(NSValue(uiEdgeInsets: insets).isEqual(NSValue(uiEdgeInsets: insets)))
        #expect(!NSValue(uiEdgeInsets: insets).isEqual(NSValue(uiEdgeInsets: .zero)))
        // Koloda's use: points in an array of NSValues, read back.
        let values = [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)].map { NSValue(cgPoint: $0) }
        #expect(values.map(\.cgPointValue) == [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
    }

    @Test("autoreleasepool runs its body once and returns its result, rethrowing what it throws")
    func autoreleasepoolRunsItsBody() throws {
        var runs = 0
        let result = autoreleasepool { runs += 1; return 42 }
        #expect(result == 42 && runs == 1)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
    }

    @Test("a subclass's updateConstraintsIfNeeded() override is what the layout pass calls, and super runs the constraint pass")
    func updateConstraintsIfNeededIsOpen() {
        final class Pad: UIView {
            var overrides = 0, updates = 0
            override func updateConstraintsIfNeeded() { overrides += 1; super.updateConstraintsIfNeeded() }
            override func updateConstraints() { updates += 1; super.updateConstraints() }
        }
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pad.setNeedsUpdateConstraints()
        pad.updateConstraintsIfNeeded()
        #expect(pad.overrides == 1 && pad.updates == 1)
        pad.updateConstraintsIfNeeded()
        #expect(pad.overrides == 2 && pad.updates == 1)   // nothing asked for: no pass
    }
}
