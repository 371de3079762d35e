import Foundation
@_spi(TouchLab) import UIKit

/// What inspect mode draws over the phone: every recognizer badge ringed
/// (they are what a click opens), the selected badge or view outlined,
/// `require(toFail:)` arrows between badges, and a banner saying that
/// clicks now go to the inspector, not to UIKit.
public struct InspectOverlay {
    public enum Selection {
        case recognizer(UIGestureRecognizer)
        case view(UIView)
    }
    public var selection: Selection?
    public var theme: DrawingTheme

    public init(selection: Selection? = nil, theme: DrawingTheme = .standard) {
        self.selection = selection
        self.theme = theme
    }

    static let bannerText = "INSPECT · click a badge or a view · I leaves"
    static let bannerFont = FontSpec.sans(12, bold: true)

    /// Draws over the last scene pass; returns the arrows it drew.
    @discardableResult
    public func draw(over rendered: RenderedScene, in canvas: CairoCanvas) -> [FailureArrow] {
        let arrows = FailureArrow.arrows(in: rendered)
        canvas.withSavedState {
            canvas.clip(to: rendered.screenRect)
            func ringBadges(_ view: UIView) {
                for badge in rendered.badgeRects(of: view) where !badge.isNull {
                    canvas.strokeInside(badge.insetBy(dx: -2, dy: -2), InspectTheme.accent, width: 1.5, radius: Double(badge.height) / 2 + 2)
                }
                view.subviews.forEach(ringBadges)
            }
            ringBadges(rendered.root)
            switch selection {
            case let .recognizer(r)?:
                if let view = r.view, let i = view.gestureRecognizers?.firstIndex(where: { $0 === r }),
                   i < rendered.badgeRects(of: view).count, !rendered.badgeRects(of: view)[i].isNull {
                    let badge = rendered.badgeRects(of: view)[i].insetBy(dx: -4, dy: -4)
                    canvas.strokeInside(badge, InspectTheme.halo, width: 5, radius: Double(badge.height) / 2)
                    canvas.strokeInside(badge.insetBy(dx: 1, dy: 1), InspectTheme.accent, width: 3, radius: Double(badge.height) / 2 - 1)
                }
            case let .view(v)?:
                if let rect = rendered.deviceRect(of: v) {
                    canvas.setDash([7, 4])
                    canvas.strokeInside(rect.insetBy(dx: -1, dy: -1), InspectTheme.accent, width: 3, radius: 2)
                    canvas.clearDash()
                }
            case nil:
                break
            }
            for arrow in arrows { arrow.draw(in: canvas, theme: theme, screen: rendered.screenRect) }
            let screen = rendered.screenRect
            let width = canvas.chipWidth(Self.bannerText, Self.bannerFont, paddingX: 10)
            canvas.drawChip(Self.bannerText, at: CGPoint(x: Double(screen.midX) - width / 2, y: Double(screen.maxY) - 46),
                            Self.bannerFont, text: theme.background, fill: InspectTheme.accent, border: InspectTheme.halo,
                            paddingX: 10, height: 24)
        }
        return arrows
    }
}
