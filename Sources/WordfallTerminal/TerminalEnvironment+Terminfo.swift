import Glibc

extension TerminalEnvironment {
    /// Why ncurses cannot start here, found without starting it: the environment's `problem`, or TERM
    /// naming a terminal the terminfo database does not hold. Checked before any saved data is opened, so a
    /// command that refuses to start touches none.
    ///
    /// The database is searched as ncurses searches it (terminfo(5)): `$TERMINFO`, `~/.terminfo`,
    /// `$TERMINFO_DIRS` (an empty entry: the system's folders), then the system's folders, each holding
    /// `c/NAME` (`c` the name's first letter) or `hh/NAME` (its hexadecimal code). Only files are looked at:
    /// asking ncurses itself (`setupterm`) leaves state behind that changes the screen started after it.
    package var startProblem: String? {
        if let problem { return problem }
        guard let term else { return nil }
        return Self.terminfoHolds(term, environment: Self.environmentValue)
            ? nil : TerminalError.cannotStart(term: term).description
    }

    /// The folders ncurses reads terminal descriptions from when nothing else is set (Debian's).
    static let systemFolders = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]

    static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether a terminfo folder holds a description of `term`.
    static func terminfoHolds(_ term: String, environment: (String) -> String?) -> Bool {
        // A name ncurses would never look up as a file (a path, nothing) is not held.
        guard let first = term.utf8.first, !term.contains("/"), term != ".", term != ".." else { return false }
        var folders: [String] = []
        if let own = environment("TERMINFO"), !own.isEmpty { folders.append(own) }
        if let home = environment("HOME"), !home.isEmpty { folders.append(home + "/.terminfo") }
        if let list = environment("TERMINFO_DIRS") {
            for entry in list.split(separator: ":", omittingEmptySubsequences: false) {
                folders += entry.isEmpty ? systemFolders : [String(entry)]
            }
        }
        folders += systemFolders
        let letter = String(UnicodeScalar(first))
        let hex = String(first, radix: 16, uppercase: false)
        let code = hex.count == 1 ? "0" + hex : hex
        return folders.contains { folder in
            [letter, code].contains { sub in access(folder + "/" + sub + "/" + term, R_OK) == 0 }
        }
    }
}
