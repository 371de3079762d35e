import Foundation

// Foundation on Linux declares `NSAttributedString.Key` but none of the keys
// UIKit adds on iOS; string drawing reads these.
extension NSAttributedString.Key {
    /// The text's `UIFont`; 12-point system font when absent (as on iOS).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`-like alignment holder: here a `NSTextAlignment` wrapped by `paragraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points (a CGFloat or NSNumber).
    public static let kern = NSAttributedString.Key("NSKern")
}
