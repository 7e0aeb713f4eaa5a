/// A problem that ends a command: the lines to print on stderr and the exit status.
///
/// Commands throw it after flushing what they already printed on stdout, so
/// stdout holds exactly the output made before the problem was found.
struct CommandFailure: Error {
    /// The lines for stderr, each already in the `FILE: error: MESSAGE` shape.
    var lines: [String]
    var status: Int32

    /// Bad input (level, pack, dictionary, script): status 2.
    static func badInput(_ lines: [String]) -> CommandFailure {
        CommandFailure(lines: lines, status: Wordfall.badInputStatus)
    }

    /// Bad input described by one line.
    static func badInput(_ line: String) -> CommandFailure {
        badInput([line])
    }
}
