import Foundation

/// What each of the demo's keys does, in one table. The keys reach it the
/// way an iOS app's do, as presses at the end of the responder chain
/// (`DemoKeyResponder`). The modes that own keys while they are on — inspect,
/// the timeline's step cursor, slow motion — are asked first; a key nobody
/// here takes goes to the scene (001's `B`, the scroll scenes' `D`…).
struct DemoKeyCommands {
    unowned let app: LiveApp

    func handle(_ keysym: UInt32, modifiers: UInt32 = 0) {
        app.sceneSwitcher.showPendingIfTouchEnded()
        if app.handleInspectKey(keysym) { app.rendering.needsDisplay = true; app.updateDeskClicks(); return }
        if app.handleTimelineKey(keysym, modifiers: modifiers) { app.rendering.needsDisplay = true; app.updateDeskClicks(); return }
        if app.handleSpeedKey(keysym) { app.rendering.needsDisplay = true; return }
        if let index = DemoKey.sceneIndex(keysym) { app.sceneSwitcher.show(at: index); return }
        switch keysym {
        case DemoKey.q, DemoKey.escape: app.application.terminate()
        case DemoKey.n: app.sceneSwitcher.showNext()
        case DemoKey.p: app.sceneSwitcher.showPrevious()
        case DemoKey.h, DemoKey.questionMark: app.showsHelp.toggle()
        case DemoKey.v:
            app.composer.traceStyle = app.composer.traceStyle == .seeds ? .verbose : .seeds
            app.composer.invalidateChrome()
        case DemoKey.r:
            // The panels' stores may hold the last reference to a released
            // view, whose deinit may trace: its lines come after the stores are
            // emptied, not into them (Tracer.holdingEvents; issue 24).
            app.application.tracer.holdingEvents {
                app.visualizer.reset(); app.resetTimeline()
                if let compare = app.compare { compare.clearTraces() } else { app.resetWhatIfSwitches() }
            }
        case DemoKey.c: app.toggleCompare()
        default:
            _ = app.content?.handleKey(keysym: keysym)
        }
        app.rendering.needsDisplay = true
    }
}
