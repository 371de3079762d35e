import Foundation

/// How a view's traits are found and how a change reaches the views and
/// controllers below: the device's collection in the interface's orientation
/// (`UITraitCollection.ofTheInterface`: portrait's `device`, or its size
/// classes turned in landscape), with the `overrideUserInterfaceStyle` of the nearest view — or of the
/// controller whose root view it passes — that sets one (Apple's
/// `overrideUserInterfaceStyle`: "this view and all of its subviews").
/// Setting an override tells every view and controller below whose traits
/// changed, top down: `traitCollectionDidChange(_:)` with the old
/// collection, then the handlers registered for a trait that changed
/// (Behaviour §15).
extension UIView {
    var madeTraitStorage: TraitStorage {
        if let traitStorage { return traitStorage }
        let made = TraitStorage()
        traitStorage = made
        return made
    }

    /// The device's traits under the nearest style override above (and at) this view.
    var resolvedTraitCollection: UITraitCollection {
        var view: UIView? = self
        while let v = view {
            if let style = v.traitStorage?.overrideStyle, style != .unspecified { return Self.traits(style: style) }
            if let style = v.owningViewController?.traitStorage?.overrideStyle, style != .unspecified { return Self.traits(style: style) }
            view = v.superview
        }
        return .ofTheInterface
    }

    private static func traits(style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(traitsFrom: [.ofTheInterface, UITraitCollection(userInterfaceStyle: style)])
    }

    /// Changes a style override and tells the subtree what changed.
    func changeTraits(_ change: () -> Void) {
        UIView.changeTraits(under: [self], change)
    }

    /// Makes a change that can alter the traits of everything under `roots`
    /// (an override, the interface turning), then tells each view and
    /// controller whose collection changed, top down.
    static func changeTraits(under roots: [UIView], _ change: () -> Void) {
        var before: [(AnyObject, UITraitCollection)] = []
        for root in roots { root.forEachTraitEnvironment { before.append(($0, $0.traitCollection)) } }
        change()
        for (object, old) in before {
            guard let environment = object as? UITraitEnvironment else { continue }
            let new = environment.traitCollection
            guard new != old else { continue }
            environment.traitCollectionDidChange(old)
            let registrations = (object as? UIView)?.traitStorage?.registrations
                ?? (object as? UIViewController)?.traitStorage?.registrations ?? []
            for registration in registrations where registration.fires(from: old, to: new) { registration.handler(object, old) }
        }
    }

    /// Top down: each view, preceded by the controller whose root view it is.
    private func forEachTraitEnvironment(_ body: (UITraitEnvironment) -> Void) {
        if let controller = owningViewController { body(controller) }
        body(self)
        for child in subviews { child.forEachTraitEnvironment(body) }
    }

    /// The direction a view lays out in: forced by ``semanticContentAttribute``,
    /// else the traits' (Apple's `effectiveUserInterfaceLayoutDirection`).
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection)
    }

    /// The direction for content with `attribute` in an app laid out left to
    /// right: playback and spatial content never flips (Apple's
    /// `UISemanticContentAttribute`: "always … left to right" for media
    /// controls and directional controls).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UITraitCollection.device.layoutDirection)
    }
    /// The direction for content with `attribute` in an environment laid out in `layoutDirection`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UITraitEnvironmentLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
}

extension UIViewController {
    var madeTraitStorage: TraitStorage {
        if let traitStorage { return traitStorage }
        let made = TraitStorage()
        traitStorage = made
        return made
    }
}

extension UIApplication {
    /// The app's layout direction: left to right (its language, English).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The user's preferred text size: Large, iOS's default.
    public var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.device.preferredContentSizeCategory }
}

extension UIScreen: UITraitEnvironment {
    /// The device's traits in the interface's orientation (its scale is this screen's).
    public var traitCollection: UITraitCollection { .ofTheInterface }
    /// The screen's traits never change here.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIWindowScene {
    /// The device's traits in the interface's orientation.
    public var traitCollection: UITraitCollection { .ofTheInterface }
}
