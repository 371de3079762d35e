import XCTest
import UIKit

/// Fonts as label code sets them: the system font at a size and weight,
/// bold, and Dynamic Type styles at iOS's default content size (Behaviour §8).
final class FontClientTests: XCTestCase {
    func testSystemFontsAndTextStyles() {
        let label = UILabel()
        XCTAssertEqual(label.font, .systemFont(ofSize: 17), "UILabel's default: the 17-point system font")
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.numberOfLines, 1)

        label.font = .systemFont(ofSize: 24, weight: .semibold)
        XCTAssertEqual(label.font.pointSize, 24)
        XCTAssertEqual(label.font.weight, .semibold)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).weight, .bold)
        XCTAssertLessThan(UIFont.Weight.regular, .medium)
        label.font = nil
        XCTAssertEqual(label.font.pointSize, 17, "nil restores the default, as in UIKit")

        let headline = UIFont.preferredFont(forTextStyle: .headline)
        XCTAssertEqual(headline.pointSize, 17)
        XCTAssertEqual(headline.weight, .semibold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).withSize(20).pointSize, 20)
    }
}
