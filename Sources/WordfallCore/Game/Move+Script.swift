extension Move {
    /// The move as a line of a move script (docs/HEADLESS.md): the word, `@R,C R,C ...`, `:shuffle`,
    /// `:hint`, `:wait SECONDS` or `:finish` (a plain decimal to the millisecond, which `:wait` reads). What the
    /// generator's proofs, the replays' exports, the games kept in the saved data and the benchmark's scripts
    /// are written with.
    ///
    /// Every move has a line that `Move(scriptLine:)` reads back as a move that plays the same: a typed word
    /// with anything but letters A-Z (`don't`, a control key, an empty line) is written quoted (`"DON'T"`,
    /// `\"`, `\\` and `\u{HEX}` escapes), which the game rejects as `invalidInput` as it did the first time;
    /// a path's cell with a coordinate that cannot be written (below 0 or beyond 999999) is written as
    /// `999999,999999`, off every board as it was, and an empty path as that one cell (`notOnBoard`, with
    /// no letter, either way).
    public var scriptLine: String {
        switch self {
        case .word(let word): Self.wordLine(word)
        case .path(let cells):
            "@" + (cells.isEmpty ? [Self.offBoard] : cells).map(Self.cellText).joined(separator: " ")
        case .shuffle: ":shuffle"
        case .hint: ":hint"
        case .wait(let seconds): ":wait \(Self.scriptSeconds(seconds))"
        case .finish: ":finish"
        }
    }

    /// The longest wait a script line says: about 31 years, longer than any level's clock, so a longer
    /// (or infinite) wait plays the same and is written as this.
    public static let longestScriptSeconds = 1_000_000_000.0

    /// The largest row or column a script line says (6 digits): far beyond any board.
    public static let largestScriptCoordinate = 999_999

    /// Seconds as a plain decimal with three places (`12.345`), never an exponent; a negative or NaN value
    /// is 0, one past `longestScriptSeconds` is that.
    public static func scriptSeconds(_ value: Double) -> String {
        let seconds = value.isNaN ? 0 : min(max(0, value), longestScriptSeconds)
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = milliseconds % 1000
        return "\(milliseconds / 1000)." + (fraction < 10 ? "00" : fraction < 100 ? "0" : "") + "\(fraction)"
    }

    private static let offBoard = Position(row: largestScriptCoordinate, column: largestScriptCoordinate)

    /// A cell as `ROW,COLUMN`; a coordinate out of what a line can say is written as the largest one (still
    /// off the board).
    private static func cellText(_ cell: Position) -> String {
        func written(_ value: Int) -> Int {
            (0...largestScriptCoordinate).contains(value) ? value : largestScriptCoordinate
        }
        return "\(written(cell.row)),\(written(cell.column))"
    }

    /// A word of letters A-Z as it is, upper-cased; anything else quoted, every character outside printable
    /// ASCII as `\u{HEX}` so no line can be cut in two, or carry a tab or a control code.
    private static func wordLine(_ word: String) -> String {
        let letters = !word.isEmpty && word.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }
        if letters { return String(decoding: word.utf8.map { $0 >= 97 ? $0 - 32 : $0 }, as: UTF8.self) }
        var line = "\""
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case 0x22: line += "\\\""
            case 0x5C: line += "\\\\"
            case 0x61...0x7A: line.unicodeScalars.append(Unicode.Scalar(scalar.value - 32) ?? scalar)
            case 0x20...0x7E: line.unicodeScalars.append(scalar)
            default: line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return line + "\""
    }
}
