import Foundation

/// The orientation of the app's interface. Raw values as Apple's (the
/// landscape cases are the device's the other way round: turning the device
/// left turns the interface right).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home indicator at the left (the device turned right).
    case landscapeLeft = 4
    /// On its side, the home indicator at the right (the device turned left).
    case landscapeRight = 3

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How the app's interface turns with the device (Behaviour §15, "Size
/// classes on rotation"). The interface follows the device into portrait and
/// both landscapes — not upside down (Apple, `supportedInterfaceOrientations`:
/// the default is `allButUpsideDown` on an iPhone) and not face up, face down
/// or unknown (the interface keeps its last orientation). Each application
/// has its own (one per run-loop thread), so a test turning its device does
/// not turn its neighbours' interfaces.
enum InterfaceOrientation {
    private static let perThread = PerThread<UIInterfaceOrientation> { .portrait }

    /// This thread's application's interface orientation.
    static var current: UIInterfaceOrientation {
        get { perThread.value }
        set { perThread.value = newValue }
    }

    /// The interface orientation `device` turns the interface to, or nil if it does not turn it.
    static func following(_ device: UIDeviceOrientation) -> UIInterfaceOrientation? {
        switch device {
        case .portrait: .portrait
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .portraitUpsideDown, .faceUp, .faceDown, .unknown: nil
        }
    }
}

extension UITraitCollection {
    /// The seeds' iPhone (430×932, a "Pro Max" size) in landscape: regular
    /// width, compact height (Apple's Human Interface Guidelines, "Layout" →
    /// device size classes: the large iPhones are regular × compact in
    /// landscape), the rest as in portrait.
    static let deviceInLandscape = UITraitCollection(traitsFrom: [
        .device, UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
    ])

    /// The traits at the top of this app's interface: the device's in the interface's orientation.
    static var ofTheInterface: UITraitCollection {
        InterfaceOrientation.current.isLandscape ? deviceInLandscape : device
    }
}

extension UIWindowScene {
    /// The orientation of the scene's interface: portrait until the device turns it.
    public var interfaceOrientation: UIInterfaceOrientation { InterfaceOrientation.current }
}

extension UIApplication {
    /// Turns the interface as the device turned (the headless driver's
    /// `rotate(to:)`, after the device's notification): every view and
    /// controller whose traits change hears `traitCollectionDidChange(_:)`
    /// and its registered handlers, window by window, top down.
    @_spi(TouchLab) public func interfaceFollowDevice(_ device: UIDeviceOrientation) {
        guard let orientation = InterfaceOrientation.following(device), orientation != InterfaceOrientation.current else { return }
        UIView.changeTraits(under: windows) { InterfaceOrientation.current = orientation }
    }
}
