import Glibc

/// What the environment says about the terminal, checked before ncurses starts.
package struct TerminalEnvironment: Sendable {
    package var stdinIsTerminal: Bool
    package var stdoutIsTerminal: Bool
    package var term: String?
    package var noColor: Bool

    package init(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?, noColor: Bool) {
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.term = term
        self.noColor = noColor
    }

    /// The environment of this process.
    package static func current() -> TerminalEnvironment {
        let term = getenv("TERM").map { String(cString: $0) }
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        return TerminalEnvironment(
            stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, term: term,
            noColor: !(noColor ?? "").isEmpty)
    }

    /// Why the game cannot be drawn here, as a message for a person; nil when it can.
    package var problem: String? {
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
