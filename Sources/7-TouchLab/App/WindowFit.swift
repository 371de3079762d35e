import Foundation
import XServer

/// The size and scale the live window opens at when neither `--size` nor
/// `--scale` says (Behaviour §12): 1280×800 drawn at the screen's density
/// (2× on a 192-dpi screen), made smaller if the screen's work area is, and
/// never drawn below 1× — a 1366×768 laptop gets a 1280×768 window whose
/// layout reflows (the phone scales to the height, the panels take the width).
enum WindowFit {
    /// The density a scale of 1 is drawn for.
    static let referenceDotsPerInch = 96.0

    /// 1 up to 1.2× the reference density, else the density's multiple in quarter steps, at most 3.
    static func scale(forDotsPerInch dpi: Double?) -> Double {
        guard let dpi, dpi >= referenceDotsPerInch * 1.2 else { return 1 }
        return min(3, (dpi / referenceDotsPerInch * 4).rounded() / 4)
    }

    /// The window's size in pixels and its scale, for a screen whose work area is `area`.
    static func choose(area: (width: Int, height: Int), dotsPerInch: Double?) -> (width: Int, height: Int, scale: Double) {
        var scale = scale(forDotsPerInch: dotsPerInch)
        // The largest quarter step at or below the density's that fits.
        while scale > 1, Double(area.width) < 1280 * scale || Double(area.height) < 800 * scale { scale -= 0.25 }
        scale = max(1, scale)
        let (minW, minH) = TouchLabOptions.smallestSize
        let width = max(minW, min(Int((1280 * scale).rounded()), area.width))
        let height = max(minH, min(Int((800 * scale).rounded()), area.height))
        return (width, height, scale)
    }
}
