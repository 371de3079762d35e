// `import CoreText` stops type-checking at line one when the module is
// missing. On iOS it holds `CTFont` and its functions; a `CTFont` is a
// `UIFont` there (toll-free bridged), so here they live in UIKit beside it
// (`Views/CTFont.swift`) and this module re-exports them.
@_exported import UIKit
