import Foundation

/// Compare mode's frame: the same scene twice, one switch apart, and the two
/// traces side by side.
///
///     ┌─────────────────────────────────────────────────────────────────┐
///     │ header: "Compare · tap.cancelsTouchesInView", keys              │
///     ├──────────────┬──────────────┬─────────────────────────────────┤
///     │  A  = YES    │  B  = NO     │ trace A        │ trace B        │
///     │ ┌──────────┐ │ ┌──────────┐ │ …              │ …              │
///     │ │  phone   │ │ │  phone   │ │≠ Cancelled     │ Ended        ≠ │
///     │ └──────────┘ │ └──────────┘ │                │                │
///     └──────────────┴──────────────┴─────────────────────────────────┘
///
/// Both screens have one size and one scale, so SpringBoard maps a click on
/// either onto the same points (`ScreenMapping.twinOriginX`).
public struct CompareLayout: Equatable, Sendable {
    public let size: CGSize
    public let header: CGRect
    /// The two phones' screens, A (as built) on the left, B (switched) on the right.
    public let screens: [CGRect]
    public let bezels: [CGRect]
    /// The captions above the phones: "A · tap.cancelsTouchesInView = YES".
    public let captions: [CGRect]
    public let sceneScale: CGFloat
    public let screenCornerRadius: Double
    /// The two trace columns, A's then B's.
    public let traces: [CGRect]

    public init(size: CGSize, sceneSize: CGSize) {
        self.size = size
        let m = FrameLayout.margin, b = FrameLayout.bezelWidth, gap = FrameLayout.gap
        header = CGRect(x: m, y: m, width: size.width - 2 * m, height: 64)
        let captionHeight: CGFloat = 22
        let top = header.maxY + gap + captionHeight + 4
        let availableHeight = max(size.height - top - m - 2 * b, 50)
        let availableWidth = max((size.width * 0.5 - 2 * m - gap) / 2 - 2 * b, 50)
        let scale = min(1, availableHeight / max(sceneSize.height, 1), availableWidth / max(sceneSize.width, 1))
        sceneScale = scale
        let screenSize = CGSize(width: (sceneSize.width * scale).rounded(), height: (sceneSize.height * scale).rounded())
        var screens: [CGRect] = [], bezels: [CGRect] = [], captions: [CGRect] = []
        var x = m + b
        for _ in 0..<2 {
            let screen = CGRect(origin: CGPoint(x: x, y: top + b), size: screenSize)
            screens.append(screen)
            bezels.append(screen.insetBy(dx: -b, dy: -b))
            captions.append(CGRect(x: screen.minX - b, y: header.maxY + gap, width: screenSize.width + 2 * b, height: captionHeight))
            x = screen.maxX + b + gap + b
        }
        self.screens = screens
        self.bezels = bezels
        self.captions = captions
        screenCornerRadius = Double(min(34 * scale, 28))
        let tracesX = bezels[1].maxX + gap + 4
        let tracesWidth = max(size.width - m - tracesX, 100)
        let column = ((tracesWidth - gap) / 2).rounded(.down)
        let tracesTop = header.maxY + gap
        let tracesHeight = size.height - m - tracesTop
        traces = [CGRect(x: tracesX, y: tracesTop, width: column, height: tracesHeight),
                  CGRect(x: tracesX + column + gap, y: tracesTop, width: tracesWidth - column - gap, height: tracesHeight)]
    }

    /// Where a phone's root goes: screen `side` (0 = A, 1 = B).
    public func sceneTransform(side: Int, rootBounds: CGRect) -> SceneTransform {
        SceneTransform(origin: screens[side].origin, scale: sceneScale, rootBoundsOrigin: rootBounds.origin)
    }
}
