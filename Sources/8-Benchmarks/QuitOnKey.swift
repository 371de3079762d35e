@_spi(TouchLab) import UIKit

/// The benchmarks' app delegate: any key ends the run (the key arrives as a
/// press at the end of the responder chain, like every key).
final class QuitOnKey: UIResponder, UIApplicationDelegate {
    unowned let application: UIApplication
    init(_ application: UIApplication) { self.application = application }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { application.terminate() }
}
