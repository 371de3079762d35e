import Foundation
import XServer
import UIKit

/// Your own experiment in the demo's window: UIKit code of yours, with the
/// overlays, panels, keys and command line of `touchlab` around it.
///
///     import TouchLab
///     import UIKit
///
///     @main
///     struct ButtonLab: Experiment {
///         var scenes: [Scene] {
///             [Scene("buttons", title: "A button in a tappable view") { ButtonViewController() }]
///         }
///     }
///
/// `main()` reads the same command line as `touchlab` (`--scene`, `--script`,
/// `--screenshot`, `--trace`, `--record`, `--speed`, …) and opens the window on
/// the first scene. Each scene's view controller is made anew whenever the
/// scene opens, so R and the scene keys start it fresh.
///
/// One scene is enough: implement `makeRootViewController()` and `title`
/// instead of `scenes`.
public protocol Experiment {
    /// Makes the experiment; `main()` makes one when the program starts.
    init()
    /// The scenes, in the order keys 1–9 and 0, N and P step through them.
    var scenes: [Scene] { get }
    /// Whether `touchlab`'s built-in scenes follow yours (to compare with). Default false.
    var includesBuiltInScenes: Bool { get }
    /// A one-scene experiment's heading; the default is the type's name.
    var title: String { get }
    /// A one-scene experiment's view controller.
    func makeRootViewController() -> UIViewController
}

extension Experiment {
    /// `false`: only your own scenes.
    public var includesBuiltInScenes: Bool { false }

    /// The type's name.
    public var title: String { String(describing: Self.self) }

    /// One scene, named after the type (`ButtonLab` → `button-lab`), made by `makeRootViewController()`.
    public var scenes: [Scene] {
        [Scene(Self.sceneName, title: title) { self.makeRootViewController() }]
    }

    /// Stops with one line on standard error: an experiment must implement
    /// ``scenes`` or this.
    public func makeRootViewController() -> UIViewController {
        ExperimentMisuse.report("\(Self.self) has no scenes: implement `scenes` or `makeRootViewController()`")
    }

    /// `ButtonLab` → `button-lab`: what `--scene` takes for a one-scene experiment.
    static var sceneName: String {
        var name = ""
        for character in String(describing: Self.self) {
            if character.isUppercase, !name.isEmpty, name.last != "-" { name.append("-") }
            name.append(contentsOf: character.lowercased())
        }
        return name
    }

    /// The `@main` entry: the command line, then the window on your scenes.
    public static func main() {
        ProgramName.current = TouchLabCommand.executableName
        let experiment = Self()
        let scenes = experiment.scenes + (experiment.includesBuiltInScenes ? SceneCatalog.all : [])
        let catalog: SceneCatalog
        do { catalog = try SceneCatalog(scenes) } catch {
            ExperimentMisuse.report("\(Self.self): \(error)")
        }
        TouchLabCommand.main(catalog: catalog)
    }
}

/// An experiment the demo cannot open: one line on standard error and exit
/// status 1, as for any other bad input.
enum ExperimentMisuse {
    static func report(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(ProgramName.current): \(message)\n".utf8))
        exit(1)
    }
}
