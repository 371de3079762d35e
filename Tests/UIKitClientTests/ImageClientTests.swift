import XCTest
import UIKit
import UIKitHeadless

/// Images as iOS code makes and reads them (Behaviour §13).
final class ImageClientTests: XCTestCase {
    private func redDot(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format).image { context in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 6, height: 6)).fill()
        }
    }

    /// A drawn image has its size in points and its pixels at its scale; PNG
    /// data made from it decodes to the same size; bad data gives nil.
    func testImagesRoundTripThroughPNGAndBadDataIsNil() throws {
        let dot = redDot(scale: 2)
        XCTAssertEqual(dot.size, CGSize(width: 10, height: 6))
        XCTAssertEqual(dot.scale, 2)
        XCTAssertEqual(dot.cgImage?.width, 20)
        XCTAssertEqual(dot.cgImage?.height, 12)
        let png = try XCTUnwrap(dot.pngData())
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try XCTUnwrap(UIImage(data: png, scale: 2))
        XCTAssertEqual(decoded.size, dot.size)
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertNil(UIImage(data: png.prefix(40)), "a truncated PNG")
        XCTAssertNil(UIImage(contentsOfFile: "/nonexistent/photo.png"))
    }

    /// A JPEG (a 16×8 photo, red on the left, blue on the right, made with
    /// ffmpeg: `Tests/Fixtures/images`) decodes from data, from its file and
    /// by name with its extension, at the scale its `@2x` name gives, opaque
    /// and in its colours; data that is not a JPEG is nil.
    func testAJPEGDecodesFromDataFileAndBundleAndBadDataIsNil() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/images")
        let file = folder.appendingPathComponent("red-blue@2x.jpg")
        let data = try Data(contentsOf: file)

        let fromData = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(fromData.size, CGSize(width: 16, height: 8))
        XCTAssertEqual(fromData.cgImage?.width, 16)
        let fromFile = try XCTUnwrap(UIImage(contentsOfFile: file.path))
        XCTAssertEqual(fromFile.scale, 2)
        XCTAssertEqual(fromFile.size, CGSize(width: 8, height: 4))
        let named = try XCTUnwrap(UIImage(named: "red-blue.jpg", in: Bundle(path: folder.path)))
        XCTAssertEqual(named.size, CGSize(width: 8, height: 4))

        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 16, height: 8)
        layer.contents = fromData.cgImage
        let shot = LayerSnapshot(layer, size: layer.bounds.size)
        let left = shot.pixel(2, 4), right = shot.pixel(13, 4)
        XCTAssertEqual(left.a, 255, "a JPEG is opaque")
        XCTAssert(left.r > 200 && left.g < 70 && left.b < 70, "red on the left: \(left)")
        XCTAssert(right.b > 190 && right.r < 70 && right.g < 100, "blue on the right: \(right)")

        XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("not really a JPEG".utf8))), "a JPEG's first bytes, then junk")
        XCTAssertNil(UIImage(data: data.prefix(3)), "too short to be anything")
        XCTAssertNil(UIImage(data: Data(data.reversed())))
    }

    /// `UIImage(named:in:)` finds `name@2x.png` in a bundle and takes its scale from the name.
    func testANamedImageComesFromTheBundleAtItsScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImageClientTests-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try XCTUnwrap(redDot(scale: 2).pngData()).write(to: directory.appendingPathComponent("dot@2x.png"))
        let bundle = try XCTUnwrap(Bundle(path: directory.path))
        let dot = try XCTUnwrap(UIImage(named: "dot", in: bundle))
        XCTAssertEqual(dot.scale, 2)
        XCTAssertEqual(dot.size, CGSize(width: 10, height: 6))
        XCTAssertNil(UIImage(named: "missing", in: bundle))
    }

    /// A template image in an image view is drawn in the view's tint colour,
    /// inherited from the superview; changing the tint tells the subviews that inherit it.
    func testATemplateImageIsDrawnInTheInheritedTintColour() throws {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let container = TintWatcher(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let imageView = UIImageView(image: redDot(scale: 1).withRenderingMode(.alwaysTemplate))
        let watcher = TintWatcher(frame: .zero)
        let ownTint = TintWatcher(frame: .zero)
        ownTint.tintColor = .systemGreen
        XCTAssertEqual(ownTint.changes, 1, "told when its own tint is set")
        container.addSubview(imageView)
        container.addSubview(watcher)
        container.addSubview(ownTint)
        XCTAssertEqual(imageView.tintColor, .systemBlue, "the system's tint when none is set")

        container.tintColor = .systemPurple
        XCTAssertEqual(imageView.tintColor, .systemPurple)
        XCTAssertEqual(container.changes, 1)
        XCTAssertEqual(watcher.changes, 1)
        XCTAssertEqual(ownTint.changes, 1, "not told again: it has its own tint")
        XCTAssertEqual(ownTint.tintColor, .systemGreen)

        var bytes = [UInt8](repeating: 0, count: 10 * 6 * 4)
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 10, height: 6, bitsPerComponent: 8, bytesPerRow: 40,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: 0, y: 6)
            context.scaleBy(x: 1, y: -1)
            imageView.layer.render(in: context)
        }
        XCTAssertEqual(Array(bytes[(3 * 10 + 3) * 4..<(3 * 10 + 3) * 4 + 4]), [175, 82, 222, 255], "systemPurple, not red")
        XCTAssertEqual(bytes[(3 * 10 + 8) * 4 + 3], 0, "outside the dot: clear")

        container.tintAdjustmentMode = .dimmed
        XCTAssertNotEqual(imageView.tintColor, .systemPurple)
        XCTAssertEqual(watcher.changes, 2)
    }

    /// A system symbol is a drawn stand-in that names it, a template.
    func testASystemSymbolIsANamedTemplateStandIn() throws {
        let heart = try XCTUnwrap(UIImage(systemName: "heart.fill"))
        XCTAssertEqual(heart.size.height, 24)
        XCTAssertGreaterThan(heart.size.width, 24, "wide enough for its name")
        XCTAssertEqual(heart.renderingMode, .alwaysTemplate)
        XCTAssertTrue(heart.description.contains("heart.fill"))
    }
}
