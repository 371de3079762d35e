import Foundation
import Testing
@testable import TouchLab
import XServer

/// How the live window picks its size and scale from the screen (Behaviour §12).
@Suite("The window's size and scale, from the screen")
struct WindowFitChoiceTests {
    @Test("1280×800 at the screen's density, stepped down until it fits the work area, never below 1×",
          arguments: [
            (1366, 768, 96.0, 1280, 768, 1.0),      // a laptop: the height is the work area's
            (3840, 2160, 192.0, 2560, 1600, 2.0),   // a HiDPI 4K monitor
            (1920, 1080, 192.0, 1600, 1000, 1.25),  // 2× would not fit: the largest quarter step that does
            (3840, 2160, 96.0, 1280, 800, 1.0),     // a 4K screen that says it is 96 dpi
            (800, 500, 96.0, 960, 600, 1.0),        // smaller than the smallest that reads: the smallest
            (2560, 1440, 110.0, 1280, 800, 1.0),    // under 1.2× the reference density: 1×
          ])
    func choose(screenW: Int, screenH: Int, dpi: Double, w: Int, h: Int, scale: Double) {
        let fit = WindowFit.choose(area: (screenW, screenH), dotsPerInch: dpi)
        #expect(fit.width == w && fit.height == h && fit.scale == scale, "\(fit)")
    }

    @Test("Xft.dpi is read from the resource string as xrdb loads it")
    func xftDPI() {
        #expect(XScreenGeometry.parseXftDPI("Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == 192)
        #expect(XScreenGeometry.parseXftDPI("Xcursor.size: 24\n") == nil)
        #expect(XScreenGeometry.parseXftDPI("Xft.dpi: none\n") == nil)
    }
}
