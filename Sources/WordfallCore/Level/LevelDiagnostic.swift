/// One problem found in a level file or a pack, printed as one line on stderr.
///
/// The line's shape follows docs/RULES.md:
/// - `FILE:LINE:COLUMN: error: MESSAGE` for a JSON syntax error,
/// - `FILE: error: PATH: MESSAGE` for a wrong value (`PATH` like `goals[1].minLength`),
/// - `FILE: error: MESSAGE` for a problem with the file as a whole (not found, a folder).
public struct LevelDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Place: Hashable, Sendable {
        /// The file as a whole.
        case file
        /// A JSON syntax error at this line and column (both from 1).
        case syntax(line: Int, column: Int)
        /// A value at this path (`rules.moves`); line and column of the value or key, from 1.
        case value(path: String, line: Int, column: Int)
    }

    /// The file's path as the user gave it (or as the pack names it).
    public var file: String
    public var place: Place
    /// What is wrong and what is allowed, one line, no final period.
    public var message: String

    public init(file: String, place: Place, message: String) {
        self.file = file
        self.place = place
        self.message = message
    }

    /// The line printed on stderr.
    public var description: String {
        switch place {
        case .file: "\(file): error: \(message)"
        case .syntax(let line, let column): "\(file):\(line):\(column): error: \(message)"
        case .value(let path, _, _):
            path.isEmpty ? "\(file): error: \(message)" : "\(file): error: \(path): \(message)"
        }
    }
}
