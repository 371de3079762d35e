import Foundation

/// A switch that names something the scene does not have, in one line that
/// says which part is wrong and what there is instead:
///
///     what-if "tapp.cancelsTouchesInView": no recognizer or view named "tapp" in 004-tap (recognizers: tap; views: root, superview, viewb)
public struct WhatIfError: Error, Equatable, CustomStringConvertible {
    /// The one line that says what is wrong and what there is instead.
    public let message: String
    /// Makes an error from its line.
    public init(_ message: String) { self.message = message }
    /// The error's line.
    public var description: String { message }
}
