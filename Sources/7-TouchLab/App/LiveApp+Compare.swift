import Drawing
import Foundation
import XServer
import HID
import SpringBoard
@_spi(TouchLab) import UIKit

/// Compare mode (C, or `--compare SWITCH`): the phone splits in two — the
/// scene as built on the left, the same scene with one what-if switch
/// flipped on the right — and the two traces stand side by side with the
/// rows that differ marked. See `CompareSession` for how both apps get the
/// same input.
extension LiveApp {
    /// The switch C compares when none was named: the last one flipped in
    /// inspect mode, else the scene's first recognizer's
    /// `cancelsTouchesInView` (004's tap and long press), else its first
    /// scroll view's `delaysContentTouches`, else its first named view's
    /// `isUserInteractionEnabled`.
    func defaultCompareSwitch(in content: SceneContent) -> WhatIfSwitch? {
        if let last = WhatIfSwitch.applied(in: content).last?.switch { return last }
        if let recognizer = WhatIfTarget.recognizers(in: content).first {
            return WhatIfSwitch(.recognizer(recognizer), .cancelsTouchesInView)
        }
        let views = WhatIfTarget.views(in: content)
        if let scroll = views.first(where: { $0 is UIScrollView }) {
            return WhatIfSwitch(.view(scroll), .delaysContentTouches)
        }
        if let named = views.first(where: { $0.name != nil && $0 !== content.rootViewController.view && !($0 is UIWindow) }) {
            return WhatIfSwitch(.view(named), .isUserInteractionEnabled)
        }
        return nil
    }

    /// Splits the phone: B is built and switched; both traces start empty.
    func startCompare(_ text: String) throws(TouchLabError) {
        guard let content else { throw TouchLabError("--compare: no scene is open") }
        let flipped: WhatIfSwitch
        do { flipped = try WhatIfSwitch(text, in: content) } catch { throw TouchLabError("--compare: \(error)") }
        // B starts from the scene as built; A keeps any switch flipped before.
        let session: CompareSession
        do {
            session = try CompareSession(scene: sceneSwitcher.current, flipped: flipped, twinOf: application, sceneA: content,
                                             labelsOutput: options.labelsAppOutput)
        } catch { throw TouchLabError("--compare \(text): \(error)") }
        session.twin.hidEventInterceptor = { [unowned self] hid in
            // B sees the script's end marker after A forwarded every event before it.
            if hid.kind == .marker { self.scriptMarkerArrived(hid.keyCode); return true }
            return false
        }
        compare = session
        inspector.isOn = false
        visualizer.reset()
        setPhoneMapping(comparing: true)
        rendering.needsWholeFrame = true
        rendering.needsDisplay = true
    }

    func endCompare() {
        guard let session = compare else { return }
        compare = nil
        session.end()
        setPhoneMapping(comparing: false)
        composer.invalidateChrome()
        rendering.needsWholeFrame = true
        rendering.needsDisplay = true
    }

    /// C: compare with the default switch, or back to one phone.
    func toggleCompare() {
        if compare != nil { endCompare(); return }
        guard !application.hasActiveTouch, let content, let sw = defaultCompareSwitch(in: content) else { return }
        do { try startCompare(sw.description) } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8))
        }
    }

    /// SpringBoard maps clicks on either phone to the same points; scripts aim at A.
    func setPhoneMapping(comparing: Bool) {
        if comparing {
            screen = PhoneScreen.placeTwo(in: frameSize, uiScale: options.uiScale).screen
        } else {
            screen = PhoneScreen.place(in: frameSize, uiScale: options.uiScale).screen
        }
        updateDeskClicks(force: true)
    }

    /// SpringBoard drops presses beside the phone (no finger lands off its
    /// glass), except while inspect or explain mode takes clicks on the
    /// panels there itself.
    func updateDeskClicks(force: Bool = false) {
        let drops = !(inspector.isOn || timelineView.explainMode)
        guard force || screen.dropsPressesOffScreen != drops else { return }
        screen.dropsPressesOffScreen = drops
        springBoard.setScreen(screen)
    }

    /// A's HID event, on its way in: B gets the same one through its own port.
    /// True when A must not handle it (the end marker, which B reports).
    func forwardToCompare(_ hid: HIDEvent) -> Bool {
        guard let compare else { return false }
        compare.forward(hid)
        return hid.kind == .marker
    }

    /// The compare frame: two phones and the lined-up traces.
    func drawCompareFrame(on canvas: CairoCanvas, session: CompareSession, now: TimeInterval) {
        session.draw(with: compareComposer, on: canvas, size: frameSize, title: sceneSwitcher.current.title,
                     windowA: window, visualizerA: visualizer, now: now)
    }

    /// `--compare` with `--trace`: the two traces side by side, ≠ on the rows that differ.
    func printComparison() {
        guard let compare, options.printsTrace else { return }
        for line in compare.table { print(line) }
        StandardOutput.flush()
    }
}
