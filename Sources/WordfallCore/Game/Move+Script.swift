extension Move {
    /// The move as a line of a move script (docs/HEADLESS.md): the word, `@R,C R,C ...`, `:shuffle`,
    /// `:hint`, `:wait SECONDS` or `:finish` (a plain decimal to the millisecond, which `:wait` reads). What the
    /// generator's proofs, the replays' exports and the benchmark's scripts are written with.
    public var scriptLine: String {
        switch self {
        case .word(let word): word
        case .path(let cells): "@" + cells.map { "\($0.row),\($0.column)" }.joined(separator: " ")
        case .shuffle: ":shuffle"
        case .hint: ":hint"
        case .wait(let seconds): ":wait \(Self.scriptSeconds(seconds))"
        case .finish: ":finish"
        }
    }

    /// The longest wait a script line says: about 31 years, longer than any level's clock, so a longer
    /// (or infinite) wait plays the same and is written as this.
    public static let longestScriptSeconds = 1_000_000_000.0

    /// Seconds as a plain decimal with three places (`12.345`), never an exponent; a negative or NaN value
    /// is 0, one past `longestScriptSeconds` is that.
    public static func scriptSeconds(_ value: Double) -> String {
        let seconds = value.isNaN ? 0 : min(max(0, value), longestScriptSeconds)
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = milliseconds % 1000
        return "\(milliseconds / 1000)." + (fraction < 10 ? "00" : fraction < 100 ? "0" : "") + "\(fraction)"
    }
}
