import Drawing
import Foundation
@_spi(TouchLab) import UIKit

/// `highlight NAME` / `spotlight NAME` in a script: the view it names, in the
/// scene shown when the line plays, drawn over the frame (`LessonPointer`).
/// Names are the phone's labels (`viewb`, an experiment's
/// `accessibilityIdentifier`), as `--compare` switches use them.
struct LessonPointing {
    let name: String
    let style: ScriptAction.PointingStyle

    /// The view named `name` in `content`, or the one line saying which
    /// views the scene has.
    func view(in content: SceneContent, sceneName: String) throws(TouchLabError) -> UIView {
        let views = WhatIfTarget.views(in: content)
        if let view = views.first(where: { WhatIfTarget.name(of: $0) == name }) { return view }
        let named = views.filter { $0.name != nil }.map(WhatIfTarget.name(of:))
        throw TouchLabError("\(style.rawValue) \(name): no view named \"\(name)\" in \(sceneName) (views: \(named.joined(separator: ", ")))")
    }

    /// What to draw over a frame whose phone `rendered` shows, at `uiScale`;
    /// nil when the view is not on the phone now.
    func pointer(at view: UIView, rendered: RenderedScene?, uiScale: Double) -> LessonPointer? {
        guard let rect = rendered?.deviceRect(of: view) else { return nil }
        let pixels = CGRect(x: rect.minX * uiScale, y: rect.minY * uiScale, width: rect.width * uiScale, height: rect.height * uiScale)
        return LessonPointer(rect: pixels, style: style == .highlight ? .highlight : .spotlight, scale: uiScale)
    }
}
