import Foundation

/// A switch that names something the scene does not have, in one line that
/// says which part is wrong and what there is instead:
///
///     what-if "tapp.cancelsTouchesInView": no recognizer or view named "tapp" in 004-tap (recognizers: tap; views: root, superview, viewb)
public struct WhatIfError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
