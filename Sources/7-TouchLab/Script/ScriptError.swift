/// `demo.script:3: expected "move X Y", got "mvoe 1 2"`
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public let fileName: String
    /// nil for problems with the whole script (a button left down, no actions).
    public let line: Int?
    public let message: String

    public init(fileName: String, line: Int?, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    public var description: String {
        line.map { "\(fileName):\($0): \(message)" } ?? "\(fileName): \(message)"
    }
}
