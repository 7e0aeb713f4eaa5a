/// Why the terminal screen could not start.
package enum TerminalError: Error, CustomStringConvertible, Sendable {
    /// The environment cannot show the game (not a terminal, TERM unset or dumb).
    case unsupported(String)
    /// ncurses did not accept the terminal type.
    case cannotStart(term: String)

    package var description: String {
        switch self {
        case .unsupported(let message): message
        case .cannotStart(let term):
            "cannot start the terminal screen: terminal type '\(term)' is unknown to ncurses.\n"
                + "Set TERM to your terminal (e.g. TERM=xterm-256color), or use `wordfall run LEVEL`."
        }
    }
}
