import Glibc
import WordfallCore
import WordfallHeadless

/// A replay's moves as the store keeps them, one a line: `SECONDS<TAB>MOVE`, the time on the level clock
/// in milliseconds' precision and the move in move-script syntax (`Move.scriptLine`); and the move script
/// `wordfall replay --export` prints from them.
package enum ReplayText {
    /// The moves as stored text.
    package static func encode(_ moves: [TimedMove]) -> String {
        moves.map { "\(Move.scriptSeconds($0.at))\t\($0.move.scriptLine)\n" }.joined()
    }

    /// The stored text as moves; nil when it is damaged.
    package static func decode(_ text: String) -> [TimedMove]? {
        var times: [Double] = []
        var script = ""
        for row in text.split(separator: "\n") {
            let parts = row.split(separator: "\t", maxSplits: 1)
            // A time from the store is untrusted: `inf`, `nan`, a negative or a huge one is damage.
            guard parts.count == 2, let at = Double(parts[0]), at >= 0, at <= Move.longestScriptSeconds else {
                return nil
            }
            times.append(at)
            // As a String: appending a Substring goes through the generic append, whose first use costs a
            // protocol-conformance scan (issue 38: `daily --share` decodes the day's moves).
            script += String(parts[1])
            script += "\n"
        }
        guard let parsed = try? MoveScript(parsing: script), parsed.lines.count == times.count else { return nil }
        return zip(parsed.lines, times).map { TimedMove(move: $0.move, at: $1) }
    }

    /// A self-contained move script: the moves of `moves(_:endsAt:)`, one a line, after a comment naming
    /// `title`. The title holds a level id from the saved data (untrusted): a newline in it would end the
    /// comment and make a script line of the rest, a control code would drive the terminal that shows the
    /// script, so it is escaped and cut as any quoted value is (`TerminalText.quoted`).
    package static func script(_ moves: [TimedMove], endsAt: Double?, title: String) -> String {
        "# wordfall replay of \(TerminalText.quoted(title)): play with `wordfall run LEVEL --script THIS`\n"
            + Self.moves(moves, endsAt: endsAt).map { $0.scriptLine + "\n" }.joined()
    }

    /// The moves to play for the same game: each after a `.wait` for the time since the one before.
    package static func moves(_ moves: [TimedMove], endsAt: Double?) -> [Move] {
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

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
