import Glibc

/// What the environment says about the terminal, checked before ncurses starts.
public struct TerminalEnvironment: Sendable {
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var term: String?
    public var noColor: Bool

    public init(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?, noColor: Bool) {
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.term = term
        self.noColor = noColor
    }

    /// The environment of this process.
    public static func current() -> TerminalEnvironment {
        let term = getenv("TERM").map { String(cString: $0) }
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        return TerminalEnvironment(
            stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, term: term,
            noColor: !(noColor ?? "").isEmpty)
    }

    /// Why the game cannot be drawn here, as a message for a person; nil when it can.
    public var problem: String? {
        let suggestion = "To play without a terminal screen, use `wordfall run LEVEL` (see `wordfall help run`)."
        if !stdinIsTerminal || !stdoutIsTerminal {
            let which =
                !stdinIsTerminal && !stdoutIsTerminal
                ? "input and output are" : !stdinIsTerminal ? "input is" : "output is"
            return "wordfall play needs a terminal, but its \(which) not a terminal.\n\(suggestion)"
        }
        guard let term, !term.isEmpty else {
            return "wordfall play needs a terminal, but TERM is not set.\n\(suggestion)"
        }
        if term == "dumb" {
            return "wordfall play needs a terminal that can move the cursor, and TERM=dumb cannot.\n\(suggestion)"
        }
        return nil
    }
}
