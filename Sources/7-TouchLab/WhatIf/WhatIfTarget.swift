import Foundation
@_spi(TouchLab) import UIKit

/// The object a switch flips: a recognizer or a view of the scene, found by
/// the name the demo shows on its badge or tag.
public enum WhatIfTarget {
    /// A gesture recognizer of the scene.
    case recognizer(UIGestureRecognizer)
    /// A view of the scene.
    case view(UIView)

    /// The name a switch uses for it: the recognizer's or view's `name`, else
    /// its class (`Pan` for an unnamed `UIPanGestureRecognizer`, as its badge says).
    public var name: String {
        switch self {
        case let .recognizer(r): Self.name(of: r)
        case let .view(v): Self.name(of: v)
        }
    }

    /// The properties a switch may flip on it, in its card's order.
    public var properties: [WhatIfProperty] {
        switch self {
        case .recognizer: WhatIfProperty.recognizerProperties
        case let .view(v): WhatIfProperty.viewProperties + (v is UIScrollView ? WhatIfProperty.scrollViewProperties : [])
        }
    }

    static func name(of recognizer: UIGestureRecognizer) -> String {
        if let name = recognizer.name, !name.isEmpty { return name }
        var s = recognizer.className
        if s.hasPrefix("UI") { s.removeFirst(2) }
        if s.hasSuffix("GestureRecognizer") { s.removeLast("GestureRecognizer".count) }
        return s.isEmpty ? recognizer.className : s
    }

    static func name(of view: UIView) -> String {
        if let name = view.name, !name.isEmpty { return name }
        return view.className
    }

    /// Every view of the scene's window, depth first (the window itself included).
    static func views(in content: SceneContent) -> [UIView] {
        var all: [UIView] = []
        func visit(_ v: UIView) { all.append(v); v.subviews.forEach(visit) }
        visit(content.window)
        return all
    }

    /// Every recognizer on those views, in the same order.
    static func recognizers(in content: SceneContent) -> [UIGestureRecognizer] {
        views(in: content).flatMap { $0.gestureRecognizers ?? [] }
    }
}
