import Foundation

/// Where each part of the demo's frame goes, for a given frame size.
///
///     ┌────────────┬───────────────────────────────────────────────┐
///     │ ┌────────┐ │ header: title, explanation, keys              │
///     │ │        │ │ pipeline: X11 ▸ SpringBoard ▸ … ▸ view        │
///     │ │ phone  │ ├──────────────────────┬────────────────────────┤
///     │ │ screen │ │ responder chain      │ hit-test path          │
///     │ │        │ ├──────────────────────┴────────────────────────┤
///     │ │        │ │ timeline: the last gesture, lane by lane      │
///     │ │        │ ├───────────────────────────────────────────────┤
///     │ │        │ │ trace (newest at the bottom)                  │
///     │ └────────┘ │                                               │
///     └────────────┴───────────────────────────────────────────────┘
///
/// The screen shows the scene at 1:1 when it fits, scaled down to fit the
/// height otherwise (an iPhone's 932 points in an 800-pixel window: ×0.79).
/// The demo uses the same layout to turn a click on the phone into a point in
/// the window (`scenePoint(fromFramePoint:)`).
public struct FrameLayout: Equatable, Sendable {
    public let size: CGSize
    public let bezel: CGRect
    /// The scene's content on the canvas.
    public let screen: CGRect
    public let sceneScale: CGFloat
    public let sceneSize: CGSize
    public let screenCornerRadius: Double
    public let header: CGRect
    public let pipeline: CGRect
    public let responderChain: CGRect
    public let hitTest: CGRect
    public let timeline: CGRect
    public let trace: CGRect

    public static let margin: CGFloat = 20
    public static let bezelWidth: CGFloat = 11
    public static let gap: CGFloat = 12

    /// The panels laid out; the others get empty rectangles and are not drawn.
    public let panels: PanelSet

    /// - Parameters:
    ///   - keyHints: false for a header without its line of keys (`--clean`), which is shorter.
    ///   - headerGrowth: the height a long explanation needs beyond the header's two lines
    ///     (`PanelRenderer.headerGrowth`): the header grows, and the panels below move down.
    public init(size: CGSize, sceneSize: CGSize, maximumSceneScale: CGFloat = 1, panels: PanelSet = .all, keyHints: Bool = true,
                headerGrowth: CGFloat = 0) {
        self.size = size
        self.panels = panels
        let scene = CGSize(width: max(sceneSize.width, 1), height: max(sceneSize.height, 1))
        self.sceneSize = scene
        let m = Self.margin, b = Self.bezelWidth, gap = Self.gap
        let availableHeight = max(size.height - 2 * m - 2 * b, 50)
        let availableWidth = max(size.width * 0.42 - 2 * m - 2 * b, 50)
        let scale = min(maximumSceneScale, availableHeight / scene.height, availableWidth / scene.width)
        sceneScale = scale
        let screenSize = CGSize(width: (scene.width * scale).rounded(), height: (scene.height * scale).rounded())
        let screenOrigin = CGPoint(x: m + b, y: ((size.height - screenSize.height) / 2).rounded())
        screen = CGRect(origin: screenOrigin, size: screenSize)
        bezel = screen.insetBy(dx: -b, dy: -b)
        screenCornerRadius = Double(min(34 * scale, 28))

        let x0 = bezel.maxX + 24
        let width = max(size.width - x0 - m, 100)
        header = CGRect(x: x0, y: m, width: width, height: (keyHints ? 92 : 70) + headerGrowth.rounded(.up))
        var y = header.maxY + gap
        if panels.contains(.pipeline) {
            pipeline = CGRect(x: x0, y: y, width: width, height: 78)
            y = pipeline.maxY + gap
        } else {
            pipeline = CGRect(x: x0, y: y, width: 0, height: 0)
        }
        let gaps = CGFloat([panels.contains(.chain) || panels.contains(.hitTest), panels.contains(.timeline)].filter { $0 }.count)
        let below = size.height - y - gaps * gap - m
        // The chain and the hit-test list share a row; the timeline takes up to
        // five lanes at 800 pixels; the trace has the rest. Without the trace,
        // the timeline grows into it.
        let row = panels.contains(.chain) || panels.contains(.hitTest)
        let middleHeight = row ? max(120, min(260, below * (panels.contains(.trace) ? 0.36 : 0.5))).rounded() : 0
        let both = panels.contains(.chain) && panels.contains(.hitTest)
        let half = both ? ((width - gap) / 2).rounded(.down) : width
        responderChain = panels.contains(.chain) ? CGRect(x: x0, y: y, width: half, height: middleHeight) : CGRect(x: x0, y: y, width: 0, height: 0)
        let hitX = panels.contains(.chain) ? x0 + half + gap : x0
        hitTest = panels.contains(.hitTest) ? CGRect(x: hitX, y: y, width: x0 + width - hitX, height: middleHeight) : CGRect(x: x0, y: y, width: 0, height: 0)
        if row { y += middleHeight + gap }
        if panels.contains(.timeline) {
            let h = panels.contains(.trace) ? max(110, min(240, below * 0.3)).rounded() : max(110, size.height - m - y)
            timeline = CGRect(x: x0, y: y, width: width, height: h)
            y = timeline.maxY + gap
        } else {
            timeline = CGRect(x: x0, y: y, width: 0, height: 0)
        }
        trace = panels.contains(.trace) ? CGRect(x: x0, y: y, width: width, height: max(60, size.height - m - y))
            : CGRect(x: x0, y: y, width: 0, height: 0)
    }

    /// Where rounding the screen's corners draws inside the screen: a square
    /// at each corner, the corner's radius and a margin for antialiasing
    /// (the glass edge's stroke is otherwise just outside the screen).
    var screenCornerSquares: [CGRect] {
        let side = CGFloat(screenCornerRadius) + 3
        return [CGPoint(x: screen.minX, y: screen.minY), CGPoint(x: screen.maxX - side, y: screen.minY),
                CGPoint(x: screen.minX, y: screen.maxY - side), CGPoint(x: screen.maxX - side, y: screen.maxY - side)]
            .map { CGRect(origin: $0, size: CGSize(width: side, height: side)) }
    }

    /// The transform that puts `rootBounds` (the root's bounds) on the screen.
    public func sceneTransform(rootBounds: CGRect) -> SceneTransform {
        SceneTransform(origin: screen.origin, scale: sceneScale, rootBoundsOrigin: rootBounds.origin)
    }

    /// A point on the frame (an X11 pointer position) in the root's
    /// coordinates, or nil when it is not on the phone's screen.
    public func scenePoint(fromFramePoint p: CGPoint, rootBounds: CGRect = .zero) -> CGPoint? {
        guard screen.contains(p) else { return nil }
        return sceneTransform(rootBounds: rootBounds).toScene(p)
    }
}
