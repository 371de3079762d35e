import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// Keyboard handling written as on iOS: a first responder overriding
/// `pressesBegan(_:with:)`, a controller declaring `keyCommands`.
final class PressesClientTests: XCTestCase {
    final class GameView: UIView {
        var moves: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var handled = false
            for press in presses {
                guard let key = press.key else { continue }
                switch key.keyCode {
                case .keyboardLeftArrow: moves.append("left"); handled = true
                case .keyboardRightArrow: moves.append("right"); handled = true
                case .keyboardP where key.modifierFlags.contains(.command): moves.append("⌘P reached the view")
                default: break
                }
            }
            if !handled { super.pressesBegan(presses, with: event) }
        }
    }
    final class GameViewController: UIViewController {
        let game = GameView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var paused = 0
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "p", modifierFlags: .command, action: "pause:")]
        }
        override func viewDidLoad() {
            view.addSubview(game)
            setAction("pause:") { [unowned self] _ in paused += 1 }   // iOS: @objc func pause(_ sender: UIKeyCommand)
        }
    }

    func testArrowsReachTheGameAndTheCommandPauses() throws {
        let driver = try HeadlessDriver()
        let controller = GameViewController()
        driver.makeWindow(rootViewController: controller)
        XCTAssertTrue(controller.game.becomeFirstResponder())

        driver.typeKey(0xFF51)                   // ←
        driver.typeKey(0xFF53)                   // →
        driver.typeKey(0x70)                     // p alone: not the command
        XCTAssertEqual(controller.game.moves, ["left", "right"])
        XCTAssertEqual(controller.paused, 0)
        XCTAssertEqual(UIKeyCommand.inputLeftArrow, "UIKeyInputLeftArrow")

        driver.typeKey(0x70, command: true)      // ⌘P: the controller's command
        XCTAssertEqual(controller.paused, 1)
        XCTAssertEqual(controller.game.moves, ["left", "right"], "the command took the press")
    }
}
