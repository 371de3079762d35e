import Foundation

/// The scenes one run of the demo offers, in order: keys 1–9 and 0 pick the
/// first ten, N and P step through all of them, `--scene NAME` opens one.
///
/// `touchlab` offers the built-in scenes (`SceneCatalog.builtIn`); an
/// experiment (`Experiment`) offers its own, optionally followed by them.
public struct SceneCatalog {
    /// The scenes, in the order the keys step through them.
    public let scenes: [Scene]

    /// Refuses what the command line could not address: no scenes, an empty
    /// name, a name with spaces, or two scenes with one name.
    public init(_ scenes: [Scene]) throws(SceneCatalogError) {
        guard !scenes.isEmpty else { throw SceneCatalogError("there are no scenes: give the experiment at least one") }
        var seen = Set<String>()
        for scene in scenes {
            guard !scene.name.isEmpty, !scene.name.contains(where: \.isWhitespace) else {
                throw SceneCatalogError("scene name \"\(quoted(scene.name))\" (\"\(quoted(scene.title))\"): a name is what --scene takes, so it must be one word, e.g. my-buttons")
            }
            guard seen.insert(scene.name).inserted else {
                throw SceneCatalogError("two scenes are named \"\(quoted(scene.name))\": --scene could open only one of them")
            }
        }
        self.scenes = scenes
    }

    /// What `--scene` opens when it is not given: the first scene.
    public var first: Scene { scenes[0] }

    /// The scenes' names, in order: what `--scene` and `--list-scenes` show.
    public var names: [String] { scenes.map(\.name) }

    /// The scene called `name` exactly, or nil.
    public func named(_ name: String) -> Scene? {
        scenes.first { $0.name == name }
    }

    /// Where `scene` is in the list (matched by name).
    public func index(of scene: Scene) -> Int? {
        scenes.firstIndex { $0.name == scene.name }
    }

    /// The scene called `name`, or an error that lists what there is.
    public func scene(named name: String) throws(SceneLookupError) -> Scene {
        if let scene = named(name) { return scene }
        // Every name contains "": an empty name must not suggest them all.
        guard !name.allSatisfy(\.isWhitespace) else {
            throw SceneLookupError(name: name, suggestions: [], available: names)
        }
        let close = names.filter { $0.hasPrefix(name) || $0.contains(name) || name.hasPrefix($0) }
        throw SceneLookupError(name: name, suggestions: close, available: names)
    }

    /// The scene for `--scene`, or the first one when it was not given.
    public func scene(forOption name: String?) throws(SceneLookupError) -> Scene {
        guard let name else { return first }
        return try scene(named: name)
    }
}

extension SceneCatalog {
    /// Every built-in scene, in the order the demo offers them: hit-testing
    /// (001, 004, 003), the responder chain (001), gesture recognizers (004,
    /// then UIKit's documented rules), scroll views.
    public static var builtIn: SceneCatalog { SceneCatalog(unchecked: all) }

    private init(unchecked scenes: [Scene]) { self.scenes = scenes }

    /// The built-in scenes (`builtIn.scenes`).
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
            AnimationScenes.hitModel,
            AnimationScenes.noInteraction,
            AnimationScenes.allowInteraction,
            AnimationScenes.scrub,
            AnimationScenes.layerAppearance,
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
            MomentumScenes.momentum,
            ZoomScenes.zoom,
            LayoutScenes.bottomSheet,
            TwoFingerScenes.pinchRotatePan,
            TwoFingerScenes.edgePan,
            TwoFingerScenes.exclusiveButtons,
            PointerScenes.hover,
            PointerScenes.touchTypes,
            HapticScenes.haptics,
            DrawingScenes.customControls,
            DrawingScenes.layer3D,
            AccessibilityScenes.player,
            DynamicsScenes.cardSwiper,
        ]
    }

    /// Seed 001's A/B/C: the first thing to tap.
    public static var `default`: Scene { HitTestScenes.abc }

    /// The built-in scenes' names, in order.
    public static var names: [String] { builtIn.names }

    /// The built-in scene called `name` exactly, or nil.
    public static func named(_ name: String) -> Scene? { builtIn.named(name) }

    /// The built-in scene called `name`, or an error that lists what there is.
    public static func scene(named name: String) throws(SceneLookupError) -> Scene {
        try builtIn.scene(named: name)
    }
}

/// `no scene named "01-abc"; did you mean 001-abc? (scenes: 001-abc, 001-cba, …)`;
/// for an empty name, where to find the names instead.
public struct SceneLookupError: Error, Equatable, CustomStringConvertible {
    /// The name that was asked for.
    public let name: String
    /// The names close to it, for "did you mean …?".
    public let suggestions: [String]
    /// Every name there is, first the one opened without `--scene`.
    public let available: [String]

    /// The one line the command line prints: the unknown name, the likely
    /// meant one and every name there is.
    public var description: String {
        if name.allSatisfy(\.isWhitespace) {
            return "the scene name is empty; `--list-scenes` lists the names (the first is \(available.first ?? "none"))"
        }
        var text = "no scene named \"\(quoted(name))\""
        if !suggestions.isEmpty { text += "; did you mean \(suggestions.joined(separator: " or "))?" }
        return text + " (scenes: \(available.joined(separator: ", ")))"
    }
}

/// An experiment's scenes that the command line could not address.
public struct SceneCatalogError: Error, CustomStringConvertible {
    /// The one line the command line prints.
    public let description: String
    init(_ description: String) { self.description = description }
}
