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
        let screen = ScreenMapping(originX: Double(layout.screen.origin.x) * uiScale, originY: Double(layout.screen.origin.y) * uiScale,
                                   scale: Double(layout.sceneScale) * uiScale)
        return (layout, screen)
    }
}
