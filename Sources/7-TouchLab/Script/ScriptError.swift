/// `demo.script:3: expected "move X Y [over SECONDS]", got "mvoe 1 2"`
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's name as it was given (`--script FILE`).
    public let fileName: String
    /// nil for problems with the whole script (a button left down, no actions).
    public let line: Int?
    /// What went wrong, and what was expected.
    public let message: String

    /// Makes an error for a line of a script, or for the whole script when `line` is `nil`.
    public init(fileName: String, line: Int?, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: MESSAGE`, or `FILE: MESSAGE` for the whole script.
    public var description: String {
        line.map { "\(fileName):\($0): \(message)" } ?? "\(fileName): \(message)"
    }
}
