// Swift Testing's cross-import overlay for a module named UIKit: with
// `import Testing` and `import UIKit` in one file, the compiler looks for a
// module `_Testing_UIKit` (Apple ships one on its platforms) and fails if
// there is none. This is that module; it only re-exports Testing. It is a
// product of its own (`UIKitTesting`) that test targets depend on, so an app
// that links `UIKit` never links Testing.
@_exported import Testing
