import Foundation

/// An object with a trait collection that is told when it changes: views,
/// view controllers, windows, the screen.
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object draws and lays out with.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// iOS 17's name for one trait, as a type: `UITraitUserInterfaceStyle.self`.
public protocol UITraitDefinition {
    /// Reads this trait's value from a collection, for comparing.
    static func value(in traits: UITraitCollection) -> AnyHashable
}
/// A trait, as `registerForTraitChanges(_:handler:)` takes a list of them.
public typealias UITrait = any UITraitDefinition.Type

/// The width class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// The collection's width class.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}
/// The height class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// The collection's height class.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}
/// The light-or-dark trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// The collection's style.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}
/// The text size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The collection's content size category.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
    /// The collection's layout direction.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
    /// The collection's scale.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}
/// The interface level trait.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    /// The collection's level.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceLevel }
}

extension UITraitCollection {
    /// iOS 17's system traits whose values differ between the two collections.
    public func changedTraits(from previousTraitCollection: UITraitCollection?) -> Set<ObjectIdentifier> {
        let all: [UITrait] = [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self,
                              UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self, UITraitDisplayScale.self,
                              UITraitUserInterfaceLevel.self]
        guard let previous = previousTraitCollection else { return Set(all.map { ObjectIdentifier($0) }) }
        return Set(all.filter { $0.value(in: self) != $0.value(in: previous) }.map { ObjectIdentifier($0) })
    }
}

/// A registration `registerForTraitChanges` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: AnyObject {}

final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
    func fires(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { $0.value(in: old) != $0.value(in: new) }
    }
}

/// A view's or controller's own trait state: its style override and its registrations.
final class TraitStorage {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var registrations: [TraitChangeRegistration] = []
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
}

/// iOS 17's trait-change registration, for views and view controllers.
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits whenever one
    /// of `traits` changes — not when others do (Apple's `registerForTraitChanges(_:handler:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        traitStorageMaking?.registrations.append(registration)
        return registration
    }

    /// Stops the calls of a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStorageMaking?.registrations.removeAll { $0 === registration }
    }

    private var traitStorageMaking: TraitStorage? {
        if let view = self as? UIView { return view.madeTraitStorage }
        if let controller = self as? UIViewController { return controller.madeTraitStorage }
        return nil
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
