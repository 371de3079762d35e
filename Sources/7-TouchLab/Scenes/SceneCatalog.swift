import Foundation

/// Every scene, in the order the demo offers them: hit-testing (001, 004,
/// 003), the responder chain (001), gesture recognizers (004, then UIKit's
/// documented rules), scroll views.
public enum SceneCatalog {
    public static var all: [Scene] {
        [
            HitTestScenes.abc,
            HitTestScenes.cba,
            ResponderScenes.chain,
            HitTestScenes.tree,
            HitTestScenes.sheet,
            HitTestScenes.fixInteraction,
            HitTestScenes.fixHitTest,
            HitTestScenes.rejections,
            TransformScenes.rotatedAndScaled,
            GestureScenes.tap,
            GestureScenes.tapWithoutCancelling,
            GestureScenes.longPress,
            GestureScenes.longPressWithoutCancelling,
            GestureScenes.delaysTouchesBegan,
            GestureScenes.singleOrDoubleTap,
            GestureScenes.buttonInTappableView,
            PanScenes.exclusive,
            PanScenes.simultaneous,
            ScrollScenes.buttons,
            ScrollScenes.timerModes,
        ]
    }

    /// Seed 001's A/B/C: the first thing to tap.
    public static var `default`: Scene { HitTestScenes.abc }

    public static var names: [String] { all.map(\.name) }

    /// The scene called `name` exactly, or nil.
    public static func named(_ name: String) -> Scene? {
        all.first { $0.name == name }
    }

    /// The scene called `name`, or an error that lists what there is.
    public static func scene(named name: String) throws(SceneLookupError) -> Scene {
        if let scene = named(name) { return scene }
        // Every name contains "": an empty name must not suggest them all.
        guard !name.allSatisfy(\.isWhitespace) else { throw SceneLookupError(name: name, suggestions: []) }
        let close = all.map(\.name).filter { $0.hasPrefix(name) || $0.contains(name) }
        throw SceneLookupError(name: name, suggestions: close)
    }
}

/// `no scene named "01-abc"; did you mean 001-abc? (scenes: 001-abc, 001-cba, …)`;
/// for an empty name, where to find the names instead.
public struct SceneLookupError: Error, Equatable, CustomStringConvertible {
    public let name: String
    public let suggestions: [String]

    public var description: String {
        if name.allSatisfy(\.isWhitespace) {
            return "the scene name is empty; `touchlab --list-scenes` lists the names (the first is \(SceneCatalog.default.name))"
        }
        var text = "no scene named \"\(quoted(name))\""
        if !suggestions.isEmpty { text += "; did you mean \(suggestions.joined(separator: " or "))?" }
        return text + " (scenes: \(SceneCatalog.names.joined(separator: ", ")))"
    }
}
