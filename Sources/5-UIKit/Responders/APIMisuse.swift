import Foundation

/// What UIKit does when code misuses its API in a way it rejects (adding a
/// view to itself, an action sent to a target that has no such method): it raises an
/// exception and the app stops. We stop the same way, but with one readable
/// line and a non-zero exit instead of a crash report.
public enum APIMisuse {
    /// The exit status of a process stopped for API misuse.
    public static let exitStatus: Int32 = 3

    /// Prints `touchlab: UIKit API misuse: <message>` to standard error and exits
    /// with ``exitStatus``, where UIKit would raise an exception.
    public static func stop(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        FileHandle.standardError.write(Data("touchlab: UIKit API misuse: \(message)\n".utf8))
        exit(exitStatus)
    }
}
