import XCTest
import UIKit
import UIKitHeadless

/// Small, exact API as apps write it (issue 29 item 1, Behaviour §15):
/// a play button's titles per state, pressed through the headless driver;
/// a configured button; fonts by their iOS names; editing events; the
/// hover touch's region phases; window levels; CoreGraphics comparisons
/// and the semantic colours.
final class ButtonsFontsAndSmallAPIClientTests: XCTestCase {
    func testAButtonShowsTheTitleAndColourOfItsStateAndFallsBackToNormal() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let play = UIButton(type: .system)
        play.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        play.setTitle("Play", for: .normal)
        play.setTitle("Pressing", for: .highlighted)
        play.setTitle("Pause", for: .selected)
        play.setTitleColor(.systemGreen, for: .normal)
        play.setTitleColor(.systemRed, for: .highlighted)
        play.titleLabel?.font = UIFont(name: "AvenirNext-DemiBold", size: 18)
        var seenWhilePressed: [String?] = []
        play.addAction(for: .touchDown) { control, _ in seenWhilePressed.append((control as! UIButton).titleLabel?.text) }
        play.addAction(UIAction { action in (action.sender as! UIButton).isSelected.toggle() }, for: .touchUpInside)
        window.addSubview(play)

        XCTAssertEqual(play.currentTitle, "Play")
        XCTAssertEqual(play.titleLabel?.text, "Play")
        XCTAssertEqual(play.title(for: .disabled), "Play", "title(for:) of a state with none: the normal state's")
        XCTAssertNil(UIButton().title(for: .normal))

        driver.touchDown(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(play.currentTitle, "Pressing")
        XCTAssertEqual(play.currentTitleColor, .systemRed)
        XCTAssertEqual(play.titleLabel?.textColor, .systemRed)
        XCTAssertEqual(seenWhilePressed, ["Pressing"], "the highlight (and its title) is on before touchDown's actions")
        driver.touchUp(at: CGPoint(x: 150, y: 120))
        XCTAssertTrue(play.isSelected)
        XCTAssertEqual(play.currentTitle, "Pause")
        XCTAssertEqual(play.currentTitleColor, .systemGreen, "no colour for .selected: the normal one")

        // Selected and highlighted is a state of its own: with no title for
        // it, the normal title shows — not the selected one.
        driver.touchDown(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(play.state, [.selected, .highlighted])
        XCTAssertEqual(play.currentTitle, "Play")
        driver.touchUp(at: CGPoint(x: 150, y: 120))
        play.setTitle("Resume", for: [.selected, .highlighted])
        play.isSelected = true
        play.isHighlighted = true
        XCTAssertEqual(play.titleLabel?.text, "Resume")
        play.isHighlighted = false

        play.isEnabled = false
        XCTAssertEqual(play.currentTitle, "Play", "[.disabled, .selected] has no title: the normal one, not the selected one")
        play.setTitle("Sold out", for: .disabled)
        play.isSelected = false
        XCTAssertEqual(play.currentTitle, "Sold out")
        XCTAssertEqual(play.titleLabel?.font.fontName, "AvenirNext-DemiBold")
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white, "a custom button's system title colour")
        XCTAssertEqual(UIButton(type: .system).titleColor(for: .normal), .systemBlue)
    }

    func testAConfiguredButtonRunsItsUpdateHandlerWhenPressed() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.subtitle = "$0.99"
        configuration.baseBackgroundColor = .systemIndigo
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.imagePadding = 8
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let buy = UIButton(configuration: configuration, primaryAction: nil)
        buy.frame = CGRect(x: 40, y: 40, width: 160, height: 50)
        buy.configurationUpdateHandler = { button in
            button.configuration?.title = button.isHighlighted ? "Buying…" : "Buy"
        }
        window.addSubview(buy)
        XCTAssertEqual(buy.currentTitle, "Buy")
        XCTAssertEqual(buy.configuration?.resolvedForegroundColor, .white, "filled: white on the tint")
        XCTAssertEqual(buy.configuration?.resolvedBackgroundColor, .systemIndigo)
        driver.touchDown(at: CGPoint(x: 100, y: 60))
        XCTAssertEqual(buy.currentTitle, "Buying…")
        driver.touchUp(at: CGPoint(x: 100, y: 60))
        XCTAssertEqual(buy.currentTitle, "Buy")
        XCTAssertEqual(UIButton.Configuration.plain().resolvedBackgroundColor, nil)
        XCTAssertEqual(UIButton.Configuration.gray().resolvedForegroundColor, .systemBlue)
    }

    func testFontsByTheirIOSNamesAndNilForNamesIOSDoesNotShip() throws {
        let bold = try XCTUnwrap(UIFont(name: "Helvetica-Bold", size: 20))
        XCTAssertEqual(bold.pointSize, 20)
        XCTAssertEqual(bold.fontName, "Helvetica-Bold")
        XCTAssertEqual(bold.familyName, "Helvetica")
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertEqual(UIFont(name: "AvenirNext-DemiBold", size: 12)?.weight, .semibold)
        XCTAssertEqual(UIFont(name: "HelveticaNeue-Light", size: 12)?.weight, .light)
        XCTAssertEqual(UIFont(name: "Helvetica Neue", size: 14)?.fontName, "HelveticaNeue", "a family name: its regular face")
        XCTAssertNil(UIFont(name: "ComicNeue-Bold", size: 12), "not a font iOS ships: nil, as on iOS")
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertTrue(UIFont.familyNames.contains("Menlo"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Menlo"), ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"])
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Nope"), [])
        XCTAssertEqual(UIFont(name: "Menlo-Bold", size: 11)?.withSize(13).fontName, "Menlo-Bold")
        XCTAssertNotEqual(UIFont(name: "Georgia", size: 17), UIFont.systemFont(ofSize: 17))

        let body = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: body), body, "content size Large: unscaled")
        XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 24), 24)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize, 30)
    }

    func testEditingEventsKeepApplesRawValuesAndOrder() {
        XCTAssertEqual(UIControl.Event.editingDidBegin.rawValue, 1 << 16)
        XCTAssertEqual(UIControl.Event.editingDidEndOnExit.rawValue, 1 << 19)
        XCTAssertEqual(UIControl.Event.allEditingEvents, [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        let field = UIControl()
        var log: [String] = []
        field.addAction(for: .allEditingEvents) { _, event in
            log.append(event == .editingDidBegin ? "begin" : event == .editingChanged ? "changed" : event == .editingDidEnd ? "end" : "?")
        }
        field.addAction(for: .touchUpInside) { _, _ in log.append("tap") }
        field.sendActions(for: [.editingDidEnd, .editingChanged, .editingDidBegin])
        XCTAssertEqual(log, ["begin", "changed", "end"])
    }

    /// A window that logs what iPadOS code sees of hover: `UIEvent.type ==
    /// .hover`, its touch in a region phase.
    final class HoverLoggingWindow: UIWindow {
        var phases: [UITouch.Phase] = []
        override func sendEvent(_ event: UIEvent) {
            if event.type == .hover, let touch = event.allTouches?.first {
                phases.append(touch.phase)
                XCTAssertEqual(touch.type, .indirectPointer)
            }
            super.sendEvent(event)
        }
    }

    func testAHoveringPointersTouchEntersMovesAndExitsItsRegion() throws {
        let driver = try HeadlessDriver()
        let window = HoverLoggingWindow(windowScene: UIWindowScene(application: driver.application))
        window.makeKeyAndVisible()
        driver.hover(to: CGPoint(x: 10, y: 10))
        driver.hover(to: CGPoint(x: 20, y: 10))
        driver.hover(to: CGPoint(x: 30, y: 10))
        driver.touchDown(at: CGPoint(x: 30, y: 10))   // on the glass now: the hover ends
        driver.touchUp(at: CGPoint(x: 30, y: 10))
        driver.hover(to: CGPoint(x: 40, y: 10))
        XCTAssertEqual(window.phases, [.regionEntered, .regionMoved, .regionMoved, .regionExited, .regionEntered])
        XCTAssertEqual(UITouch.Phase.regionEntered.rawValue, 5)
        XCTAssertEqual(UITouch.Phase.regionExited.rawValue, 7)
    }

    func testWindowsAreOrderedBackToFrontByLevel() throws {
        let driver = try HeadlessDriver()
        let main = driver.makeWindow()
        let alert = driver.makeWindow()
        alert.windowLevel = .alert
        let banner = driver.makeWindow()
        banner.windowLevel = .statusBar + 1
        main.makeKeyAndVisible()
        XCTAssertEqual(main.windowLevel, .normal)
        XCTAssertTrue(driver.application.windows.elementsEqual([main, banner, alert], by: ===))
        XCTAssertLessThan(UIWindow.Level.normal, .statusBar)
        XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
    }

    func testCoreGraphicsComparisonsAndSemanticColours() {
        let a = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(a.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(a.equalTo(a.offsetBy(dx: 1, dy: 0)))
        XCTAssertTrue(a.size.equalTo(CGSize(width: 3, height: 4)))
        XCTAssertTrue(a.origin.equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        XCTAssertEqual(UIColor.systemFill.alpha, 0x33 / 255)
        XCTAssertEqual(UIColor.link, .systemBlue)
        XCTAssertEqual(UIColor.placeholderText.alpha, 0x4c / 255)
        XCTAssertEqual(UIColor.opaqueSeparator.alpha, 1)
    }
}
