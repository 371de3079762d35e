import Drawing
import Foundation
@_spi(TouchLab) import UIKit

/// `highlight …` / `spotlight …` in a script: what it names — a view of the
/// scene shown when the line plays, or the newest trace row with some text —
/// drawn over the frame (`LessonPointer`). View names are the phone's labels
/// (`viewb`, an experiment's `accessibilityIdentifier`), as `--compare`
/// switches use them.
struct LessonPointing {
    enum Mark {
        case view(UIView)
        case traceRow(String)
    }

    let mark: Mark
    let style: ScriptAction.PointingStyle

    /// Finds the view `target` names in `content`; throws the one line
    /// saying which views the scene has.
    init(_ target: ScriptAction.PointingTarget, style: ScriptAction.PointingStyle, in content: SceneContent,
         sceneName: String) throws(TouchLabError) {
        self.style = style
        switch target {
        case let .traceRow(text):
            mark = .traceRow(text)
        case let .view(name):
            let views = WhatIfTarget.views(in: content)
            guard let view = views.first(where: { WhatIfTarget.name(of: $0) == name }) else {
                let named = views.filter { $0.name != nil }.map(WhatIfTarget.name(of:))
                throw TouchLabError("\(style.rawValue) \(name): no view named \"\(name)\" in \(sceneName) (views: \(named.joined(separator: ", ")))")
            }
            mark = .view(view)
        }
    }

    /// The view left the window (another scene): the mark ends with it.
    var isStale: Bool {
        if case let .view(view) = mark { return view.window == nil }
        return false
    }

    /// What to draw over a frame whose phone `rendered` shows and whose
    /// trace panel shows `traceRows` (both at 1×), at `uiScale`; nil when
    /// the view is not on the phone or no row has the text now.
    func pointer(rendered: RenderedScene?, traceRows: [(text: String, rect: CGRect)], uiScale: Double) -> LessonPointer? {
        let rect: CGRect?, margin: Double
        switch mark {
        case let .view(view): (rect, margin) = (rendered?.deviceRect(of: view), 6)
        case let .traceRow(text): (rect, margin) = (traceRows.last { $0.text.contains(text) }?.rect.insetBy(dx: -4, dy: 0), 1)
        }
        guard let rect else { return nil }
        let pixels = CGRect(x: rect.minX * uiScale, y: rect.minY * uiScale, width: rect.width * uiScale, height: rect.height * uiScale)
        return LessonPointer(rect: pixels, style: style == .highlight ? .highlight : .spotlight, scale: uiScale, margin: margin)
    }
}
