import WordfallCore

/// A move script line that is not a move: printed by the CLI as `SCRIPT:LINE: error: MESSAGE`.
public struct MoveScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line number, counting from 1.
    public var line: Int
    /// What is wrong, and what a good line looks like.
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `LINE: error: MESSAGE`; the CLI puts the script's name in front.
    public var description: String { "\(line): error: \(message)" }
}
