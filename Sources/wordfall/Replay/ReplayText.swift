import Glibc
import WordfallCore
import WordfallHeadless

/// A replay's moves as the store keeps them, one a line: `SECONDS<TAB>MOVE`, the time on the level clock
/// in milliseconds' precision and the move in move-script syntax (docs/HEADLESS.md); and the move script
/// `wordfall replay --export` prints from them.
enum ReplayText {
    /// The moves as stored text.
    static func encode(_ moves: [TimedMove]) -> String {
        moves.map { "\(seconds($0.at))\t\(line($0.move))\n" }.joined()
    }

    /// The stored text as moves; nil when it is damaged.
    static func decode(_ text: String) -> [TimedMove]? {
        var times: [Double] = []
        var script = ""
        for row in text.split(separator: "\n") {
            let parts = row.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let at = Double(parts[0]) else { return nil }
            times.append(at)
            script += parts[1] + "\n"
        }
        guard let parsed = try? MoveScript(parsing: script), parsed.lines.count == times.count else { return nil }
        return zip(parsed.lines, times).map { TimedMove(move: $0.move, at: $1) }
    }

    /// A self-contained move script: each move after a `:wait` for the time since the one before, and a
    /// last `:wait` up to `endsAt` when the level ran out of time.
    static func script(_ moves: [TimedMove], endsAt: Double?, title: String) -> String {
        var text = "# wordfall replay of \(title): play with `wordfall run LEVEL --script THIS`\n"
        var clock = 0.0
        for timed in moves {
            if timed.at - clock >= 0.001 { text += ":wait \(seconds(timed.at - clock))\n" }
            clock = max(clock, timed.at)
            text += line(timed.move) + "\n"
            if case .wait(let waited) = timed.move { clock += waited }
        }
        if let endsAt, endsAt - clock > -0.001 { text += ":wait \(seconds(max(0, endsAt - clock) + 0.001))\n" }
        return text
    }

    /// The moves to play for the same game: each after a `.wait` for the time since the one before.
    static func moves(_ moves: [TimedMove], endsAt: Double?) -> [Move] {
        var played: [Move] = []
        var clock = 0.0
        for timed in moves {
            let delta = rounded(timed.at - clock)
            if delta >= 0.001 { played.append(.wait(delta)) }
            clock = max(clock, timed.at)
            played.append(timed.move)
            if case .wait(let waited) = timed.move { clock += waited }
        }
        if let endsAt, endsAt - clock > -0.001 { played.append(.wait(rounded(max(0, endsAt - clock)) + 0.001)) }
        return played
    }

    /// The move in move-script syntax.
    static func line(_ move: Move) -> String {
        switch move {
        case .word(let word): word
        case .path(let cells): "@" + cells.map { "\($0.row),\($0.column)" }.joined(separator: " ")
        case .shuffle: ":shuffle"
        case .hint: ":hint"
        case .wait(let seconds): ":wait \(Self.seconds(seconds))"
        }
    }

    /// Seconds as a plain decimal with three places (`12.345`): what `:wait` reads.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int(rounded(max(0, value)) * 1000)
        let fraction = milliseconds % 1000
        return "\(milliseconds / 1000)." + (fraction < 10 ? "00" : fraction < 100 ? "0" : "") + "\(fraction)"
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
