// On iOS, `import UIKit` brings Foundation with it (CGRect, CGPoint, CGFloat,
// NSCoder, Date …), so code written for iOS names them without importing
// Foundation itself. The same here.
@_exported import Foundation
// And Core Graphics (CGContext, CGPath, CGColor, CGAffineTransform), as iOS's UIKit does.
@_exported import CoreGraphics
