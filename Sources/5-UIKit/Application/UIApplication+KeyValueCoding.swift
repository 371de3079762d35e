import Foundation

/// Key-value coding on the class itself — `UIApplication.value(forKeyPath:
/// #keyPath(UIApplication.shared))`, the way app-extension-safe libraries
/// (PanModal) reach the shared application without naming
/// `UIApplication.shared`, which an extension may not. On iOS the class
/// object answers KVC as every Objective-C object does, by the class
/// method's name; here the one key such code asks for is answered, and any
/// other stops with the exception's message.
extension UIApplication {
    /// The shared application for `shared` (or `sharedApplication`, its Objective-C name).
    public class func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// The shared application for `shared` (or `sharedApplication`).
    public class func value(forKey key: String) -> Any? {
        guard key == "shared" || key == "sharedApplication" else {
            APIMisuse.stop("[UIApplication valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        }
        return shared
    }
}
