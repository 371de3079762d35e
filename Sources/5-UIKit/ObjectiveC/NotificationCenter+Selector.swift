import Foundation
import Synchronization

/// `NotificationCenter`'s selector form, which Foundation on Linux leaves out:
/// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …, object: nil)`.
/// The observer is not kept (iOS 9 and later) and is removed when it is gone;
/// `removeObserver(self)` removes what it added.
extension NotificationCenter {
    /// Sends `aSelector` to `observer`, with the notification, for each
    /// notification named `aName` (any name if nil) from `anObject` (any sender if nil).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let box = WeakObserver(object: observer as AnyObject, selector: aSelector)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in box.receive(notification) }
        box.token = token
        box.center = self
        SelectorObservers.add(box)
    }

    /// Removes every observation `observer` added (selector or block token).
    public func removeObserver(_ observer: AnyObject) {
        for box in SelectorObservers.remove(observer: observer, name: nil, object: nil) {
            if let token = box.token { removeObserver(token as Any) }
        }
        removeObserver(observer as Any)
    }

    /// Removes the observations `observer` added for this name and sender.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for box in SelectorObservers.remove(observer: observer, name: aName, object: anObject) {
            if let token = box.token { removeObserver(token as Any) }
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One selector observation: the observer, held weakly.
private final class WeakObserver: @unchecked Sendable {
    // @unchecked: set up before the first notification, then read only.
    weak var object: AnyObject?
    let selector: Selector
    var token: NSObjectProtocol?
    weak var center: NotificationCenter?
    var name: NSNotification.Name?
    init(object: AnyObject, selector: Selector) { self.object = object; self.selector = selector }

    func receive(_ notification: Notification) {
        guard let object else {
            if let token, let center { center.removeObserver(token as Any) }
            return
        }
        ObjCRuntime.sendOrStop(selector, to: object, arguments: [notification], from: "NotificationCenter")
    }
}

private enum SelectorObservers {
    private static let all = Mutex<[WeakObserver]>([])
    static func add(_ box: WeakObserver) { all.withLock { $0.removeAll { $0.object == nil }; $0.append(box) } }
    static func remove(observer: AnyObject, name: NSNotification.Name?, object: Any?) -> [WeakObserver] {
        all.withLock { list in
            let gone = list.filter { $0.object === observer }
            list.removeAll { $0.object === observer }
            return gone
        }
    }
}
