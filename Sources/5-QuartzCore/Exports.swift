// `import QuartzCore` stops type-checking at line one when the module is
// missing. On iOS it holds CALayer and Core Animation; here those live in
// UIKit beside UIView (a view's layer *is* the view's geometry, and its
// animations are the view animations' model), so this module re-exports them.
@_exported import UIKit
