import CCairo
import Foundation

/// One run of text a frame drew: what it said, the box its glyphs take on
/// the surface (in device pixels, so `--scale 2` boxes are twice as large),
/// the part of the frame it belongs to, and whether it had to be cut with "…".
///
/// A frame's list of these is how a test proves the layout reads well
/// (nothing overlaps, nothing is cut, nothing escapes the phone: Behaviour
/// §12), and how the recorder keeps the pointer's click label off the
/// frame's own text.
public struct PlacedText: Equatable, Sendable {
    /// The text as drawn (after any cut).
    public var text: String
    /// The glyphs' box: the advance width by the font's height, in device pixels.
    public var box: CGRect
    /// Where the text must stay: the phone's screen, a panel, a scroll view's clip.
    public var container: TextContainer?
    /// True when the text did not fit and was cut with "…".
    public var wasCut: Bool
}

/// A part of the frame that text is drawn into, and the rectangle (device
/// pixels) it must not leave.
public struct TextContainer: Hashable, Sendable {
    /// The part's name: `phone`, `pipeline`, `timeline`, `trace`, …
    public var name: String
    /// Its bounds on the surface, in device pixels.
    public var rect: CGRect

    /// Names the part; `rect` is set when the canvas enters it.
    public init(name: String, rect: CGRect) { self.name = name; self.rect = rect }
}

/// Collects what one or more frames drew, by container name, so a frame that
/// redraws only some regions replaces only their entries.
public final class PlacedTextLog {
    private var byContainer: [String: [PlacedText]] = [:]
    private var order: [String] = []

    /// An empty log.
    public init() {}

    /// Every run of text, in the order the containers were first drawn.
    public var all: [PlacedText] { order.flatMap { byContainer[$0] ?? [] } }

    /// The runs drawn in the container called `name`.
    public func texts(in name: String) -> [PlacedText] { byContainer[name] ?? [] }

    /// Forgets everything (a whole frame is about to be drawn).
    public func removeAll() { byContainer.removeAll(keepingCapacity: true); order.removeAll(keepingCapacity: true) }

    /// Forgets one container's runs (it is about to be redrawn).
    func reset(_ name: String) {
        if byContainer[name] == nil { order.append(name) }
        byContainer[name] = []
    }

    func append(_ text: PlacedText) {
        let name = text.container?.name ?? ""
        if byContainer[name] == nil { order.append(name) }
        byContainer[name, default: []].append(text)
    }
}

extension CairoCanvas {
    /// Draws `body` with text attributed to `container` (its rect given in
    /// user space, as the caller draws). A nested container (a scroll view's
    /// clip inside the phone) wins until it ends; the log's entries for
    /// `container.name` are replaced when `resets` (a region redrawn).
    @discardableResult
    public func inTextContainer<T>(_ name: String, _ rect: CGRect, resets: Bool = false, _ body: () -> T) -> T {
        guard placedText != nil else { return body() }   // nothing logs the text: no bookkeeping
        let saved = textState.container
        let container = TextContainer(name: name, rect: deviceBox(of: rect))
        textState.container = container
        if resets { placedText?.reset(name) }
        defer { textState.container = saved }
        return body()
    }

    /// The bounding box of `rect` (user space) on the surface.
    func deviceBox(of rect: CGRect) -> CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x0, y0) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(x0), y = Double(y0)
            cairo_user_to_device(context, &x, &y)
            xs.append(x); ys.append(y)
        }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    func recordPlacedText(_ text: String, box: CGRect, wasCut: Bool) {
        guard let log = placedText else { return }
        log.append(PlacedText(text: text, box: deviceBox(of: box), container: textState.container,
                               wasCut: wasCut || text.hasSuffix("…")))
    }
}
