import Foundation

// The Core Foundation types code passes to Core Graphics and Core Animation.
// Swift's Foundation on Linux keeps Core Foundation to itself (measured with
// Swift 6.3: `CFString` and `CFTypeRef` are not in scope after `import Foundation`),
// so they are declared here under their iOS names, as the types they are
// toll-free bridged with on iOS (Apple, *Toll-Free Bridged Types*: "CFStringRef … NSString").

/// A Core Foundation string: `NSString`, as on iOS, so `name as CFString` compiles.
public typealias CFString = NSString

/// Any Core Foundation object (Apple: `typealias CFTypeRef = AnyObject`).
public typealias CFTypeRef = AnyObject
