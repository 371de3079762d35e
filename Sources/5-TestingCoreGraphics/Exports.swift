// Swift Testing's cross-import overlay for CoreGraphics, which `import UIKit`
// brings in: without it, `import Testing` beside `import UIKit` fails with
// "no such module '_Testing_CoreGraphics'" (Apple ships one). Like
// `_Testing_UIKit`, it only re-exports Testing, in the `UIKitTesting` product.
@_exported import Testing
