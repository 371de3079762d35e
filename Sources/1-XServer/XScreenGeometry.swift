import CX11
import Foundation

/// What the screen offers a new window: the area a window manager leaves
/// free for windows, and how dense its pixels are.
///
///     work area   _NET_WORKAREA on the root (EWMH: the screen less panels and docks),
///                 else the whole screen (no window manager, as under Xvfb)
///     density     the Xft.dpi resource (what desktops set for HiDPI),
///                 else the screen's pixels over its physical size
public struct XScreenGeometry: Equatable, Sendable {
    /// The area free for windows, in root coordinates.
    public var workArea: (x: Int, y: Int, width: Int, height: Int)
    /// Dots per inch: from `Xft.dpi`, else from the physical size; nil when neither is known.
    public var dotsPerInch: Double?
    /// Where `dotsPerInch` came from: `Xft.dpi` or the screen's physical size.
    public var dotsPerInchSource: String?

    /// Builds geometry from values read elsewhere (tests, or a caller that knows better).
    public init(workArea: (x: Int, y: Int, width: Int, height: Int), dotsPerInch: Double?, dotsPerInchSource: String? = nil) {
        self.workArea = workArea; self.dotsPerInch = dotsPerInch; self.dotsPerInchSource = dotsPerInchSource
    }

    public static func == (a: XScreenGeometry, b: XScreenGeometry) -> Bool {
        a.workArea == b.workArea && a.dotsPerInch == b.dotsPerInch && a.dotsPerInchSource == b.dotsPerInchSource
    }

    /// Reads the screen `display` opened.
    public init(display: XDisplay) {
        let screenArea = (x: 0, y: 0, width: display.screenWidth, height: display.screenHeight)
        workArea = Self.netWorkArea(display) ?? screenArea
        if let dpi = Self.xftDPI(display) {
            dotsPerInch = dpi; dotsPerInchSource = "Xft.dpi"
        } else {
            let mm = Double(cx11_display_width_mm(display.handle, display.screen))
            dotsPerInch = mm > 0 ? Double(display.screenWidth) / (mm / 25.4) : nil
            dotsPerInchSource = dotsPerInch == nil ? nil : "physical size"
        }
    }

    /// The first desktop's work area from `_NET_WORKAREA` (x, y, width, height as CARDINALs).
    static func netWorkArea(_ display: XDisplay) -> (x: Int, y: Int, width: Int, height: Int)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display.handle, display.rootWindow, display.atom("_NET_WORKAREA"), 0, 4, 0,
                                        XA_CARDINAL, &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 32, count >= 4, let data else { return nil }
        // Format-32 properties come back as C longs.
        let values = data.withMemoryRebound(to: Int.self, capacity: 4) { Array(UnsafeBufferPointer(start: $0, count: 4)) }
        guard values[2] > 0, values[3] > 0 else { return nil }
        return (values[0], values[1], values[2], values[3])
    }

    /// `Xft.dpi` from the resource database on the root (what `xrdb` loads).
    static func xftDPI(_ display: XDisplay) -> Double? {
        guard let resources = XResourceManagerString(display.handle) else { return nil }
        return parseXftDPI(String(cString: resources))
    }

    /// The value of the `Xft.dpi:` line of an X resource string.
    public static func parseXftDPI(_ resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            if let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi > 0 { return dpi }
        }
        return nil
    }
}
