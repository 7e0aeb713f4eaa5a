import CNcursesw

extension TerminalEnvironment {
    /// Why ncurses cannot start here, found without starting it: the environment's `problem`, or TERM
    /// naming a terminal the terminfo database does not know. Checked before any saved data is opened, so a
    /// command that refuses to start touches none.
    package var startProblem: String? {
        if let problem { return problem }
        guard let term else { return nil }
        var status: Int32 = 0
        let known = setupterm(term, 1, &status) == OK && status == 1
        // setupterm made a terminal of its own: dropped, so `newterm` later starts from nothing.
        if let made = set_curterm(nil) { del_curterm(made) }
        return known ? nil : TerminalError.cannotStart(term: term).description
    }
}
