import Foundation

/// The UIKit properties whose setters notify key-value observers: the ones
/// touch code observes (issue 26) — a view's `frame`, `bounds` and `center`, a
/// scroll view's `contentOffset`, `contentInset` and `contentSize`, a gesture
/// recognizer's `state` — each with its value read for a change's old and new.
///
/// A Swift key path (`\.contentOffset`) has no name on Linux (Apple's
/// `_kvcKeyPathString` needs the Objective-C runtime) and two key paths to
/// the same property compare equal only with the same root type. So the key
/// paths to these properties are made with the observed object's own type
/// as their root (`\MyScrollView.contentOffset`), by opening the root type
/// as a type of the protocols below, and the one given is looked up among them.
enum KeyValueKeys {
    /// The key of `keyPath` when its root type is `Root`, if UIKit notifies
    /// it or a pasted class declares it `@objc dynamic` (`ObservableProperties`).
    static func key<Root>(of keyPath: AnyKeyPath, rootedAt root: Root.Type) -> String? {
        if let type = root as? any ObservableRecognizer.Type, let key = recognizerKeys(type)[keyPath] { return key }
        if let type = root as? any ObservableScrollView.Type, let key = scrollViewKeys(type)[keyPath] { return key }
        if let type = root as? any ObservableView.Type, let key = viewKeys(type)[keyPath] { return key }
        if let type = root as? any ObservableLayer.Type, let key = layerKeys(type)[keyPath] { return key }
        return ObservableProperties.key(of: keyPath, rootedAt: root)
    }

    /// A view's keys, and its layer's through it (`\.layer.bounds`, the
    /// usual way to hear of every size change: Core Animation's properties notify).
    private static func viewKeys<R: ObservableView>(_: R.Type) -> [AnyKeyPath: String] {
        [\R.frame: "frame", \R.bounds: "bounds", \R.center: "center",
         \R.layer.bounds: "layer.bounds", \R.layer.position: "layer.position"]
    }
    private static func layerKeys<R: ObservableLayer>(_: R.Type) -> [AnyKeyPath: String] {
        [\R.bounds: "bounds", \R.position: "position"]
    }
    private static func scrollViewKeys<R: ObservableScrollView>(_: R.Type) -> [AnyKeyPath: String] {
        [\R.contentOffset: "contentOffset", \R.contentInset: "contentInset", \R.contentSize: "contentSize"]
    }
    private static func recognizerKeys<R: ObservableRecognizer>(_: R.Type) -> [AnyKeyPath: String] {
        [\R.state: "state"]
    }

    /// The value of `key` on `object`, for a change's `.old`/`.new` (nil for
    /// a key UIKit does not notify: a manual notification carries no value here).
    static func value(of object: AnyObject, forKey key: String) -> Any? {
        if let dot = key.firstIndex(of: ".") {
            guard let next = value(of: object, forKey: String(key[..<dot])) else { return nil }
            return value(of: next as AnyObject, forKey: String(key[key.index(after: dot)...]))
        }
        return switch (key, object) {
        case ("frame", let view as UIView): view.frame
        case ("bounds", let view as UIView): view.bounds
        case ("center", let view as UIView): view.center
        case ("contentOffset", let scrollView as UIScrollView): scrollView.contentOffset
        case ("contentInset", let scrollView as UIScrollView): scrollView.contentInset
        case ("contentSize", let scrollView as UIScrollView): scrollView.contentSize
        case ("state", let recognizer as UIGestureRecognizer): recognizer.state
        case ("layer", let view as UIView): view.layer
        case ("bounds", let layer as CALayer): layer.bounds
        case ("position", let layer as CALayer): layer.position
        default: ObservableProperties.value(of: object, forKey: key) ?? nil
        }
    }

    /// Whether UIKit's setters notify `key` on `object`.
    static func notifies(_ key: String, on object: AnyObject) -> Bool { value(of: object, forKey: key) != nil }

    /// Whether `object` is an instance of one of UIKit's own classes (a view,
    /// a scroll view, a recognizer…), not of a subclass written elsewhere,
    /// which may notify keys of its own.
    static func isUIKitClass(_ object: AnyObject) -> Bool {
        String(reflecting: type(of: object)).hasPrefix("UIKit.")
    }

    /// The keys `object` notifies, for an error message.
    static func description(of object: AnyObject) -> String {
        let keys = ["frame", "bounds", "center", "layer.bounds", "layer.position", "position", "contentOffset",
                    "contentInset", "contentSize", "state"]
            .filter { notifies($0, on: object) }
        return keys.isEmpty ? "a view's frame, bounds, center, layer.bounds, layer.position, a layer's bounds and "
            + "position, a scroll view's contentOffset, contentInset, contentSize and a recognizer's state"
            : keys.joined(separator: ", ")
    }
}

/// The types whose key paths ``KeyValueKeys`` can make with any subclass as the root.
protocol ObservableView: UIView {}
extension UIView: ObservableView {}
protocol ObservableScrollView: UIScrollView {}
extension UIScrollView: ObservableScrollView {}
protocol ObservableLayer: CALayer {}
extension CALayer: ObservableLayer {}
protocol ObservableRecognizer: UIGestureRecognizer {}
extension UIGestureRecognizer: ObservableRecognizer {}
