import Drawing
import Foundation
import SpringBoard
@_spi(TouchLab) import UIKit

/// Where the phone's 430×932-point screen lands in a frame of `frameSize`
/// pixels, drawn `uiScale` times larger (`--scale`): the layout the composer
/// uses, and the pixel ↔ point mapping SpringBoard, scripts and recordings use.
/// One place, so the live window and a recording put every point on the same pixel.
enum PhoneScreen {
    static func place(in frameSize: CGSize, uiScale: Double) -> (layout: FrameLayout, screen: ScreenMapping) {
        let layout = FrameLayout(size: CGSize(width: frameSize.width / uiScale, height: frameSize.height / uiScale),
                                 sceneSize: UIScreen.main.bounds.size)
        var screen = ScreenMapping(originX: Double(layout.screen.origin.x) * uiScale, originY: Double(layout.screen.origin.y) * uiScale,
                                   scale: Double(layout.sceneScale) * uiScale)
        (screen.width, screen.height) = (Double(UIScreen.main.bounds.width), Double(UIScreen.main.bounds.height))
        return (layout, screen)
    }

    /// Compare mode's two phones: the layout, and the mapping that sends a
    /// pixel on either phone to the same point (scripts aim at the left one).
    static func placeTwo(in frameSize: CGSize, uiScale: Double) -> (layout: CompareLayout, screen: ScreenMapping) {
        let layout = CompareLayout(size: CGSize(width: frameSize.width / uiScale, height: frameSize.height / uiScale),
                                   sceneSize: UIScreen.main.bounds.size)
        var screen = ScreenMapping(originX: Double(layout.screens[0].minX) * uiScale, originY: Double(layout.screens[0].minY) * uiScale,
                                   scale: Double(layout.sceneScale) * uiScale)
        screen.twinOriginX = Double(layout.screens[1].minX) * uiScale
        (screen.width, screen.height) = (Double(UIScreen.main.bounds.width), Double(UIScreen.main.bounds.height))
        return (layout, screen)
    }
}
