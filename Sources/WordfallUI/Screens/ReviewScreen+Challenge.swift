import WordfallCore
import WordfallPlay

/// A challenge's end (docs/RULES.md, "Challenges"): a round is said as a score out of the board's and a rank,
/// never a level's pass, fail or stars; then the result line to send back, whole, and a friend's line being
/// given or the comparison with it.
extension ReviewScreen {
    /// The rank and the board's points when the end is a round's (the standard round, a daily's), else nil.
    static func round(_ review: GameScreenState.Review) -> (rank: String, total: Int)? {
        guard case .round(let rank, let total)? = review.challenge?.terms else { return nil }
        return (rank, total)
    }

    /// A choice in words: a challenge's retry is practice (its result is the first play's); the endless
    /// game's and practice's is a new game.
    static func label(_ choice: EndChoice, _ review: GameScreenState.Review) -> String {
        choice == .retry && review.challenge != nil ? "practice" : review.label(choice)
    }

    /// A round's head: its rank and how it ended, then the score out of the board's and the words found.
    static func roundLines(
        _ review: GameScreenState.Review, rank: String, total: Int, width: Int, theme: Theme
    ) -> [ScrollingLines.Line] {
        let words = review.challenge?.words ?? 0
        var lines: [ScrollingLines.Line] = [
            [.init("Rank: \(rank)", theme.star), .init(column: rank.count + 8, review.reason ?? "", theme.dim)]
        ]
        let score =
            "\(Format.number(review.score)) of \(Format.number(total)) points, "
            + (words == 1 ? "1 word" : "\(Format.number(words)) words")
        lines += Format.wrap(score, width).map { [.init($0, theme.text)] }
        return lines
    }

    /// The result line to send back (the first play's, said so when this one is practice), then a friend's
    /// line being given, or the comparison with it.
    static func challengeLines(
        _ challenge: GameScreenState.ChallengeEnd, width: Int, theme: Theme
    ) -> [ScrollingLines.Line] {
        var lines: [ScrollingLines.Line] = []
        if challenge.practice {
            let practice =
                "Practice: this code was played to its end before, and a challenge's result is its first play's. "
                + "Your result, to send back (`wordfall challenge result`):"
            lines += Format.wrap(practice, width).map { [.init($0, theme.dim)] }
        } else {
            lines += Format.wrap("Your result, to send back (`wordfall challenge result`):", width).map {
                [.init($0, theme.dim)]
            }
        }
        lines += wrapWhole(challenge.result, width).map { [.init($0, theme.heading)] }
        if let friend = challenge.friendLine {
            let label =
                challenge.friendLineGoesOn
                ? "Not the whole line yet: paste the rest, then Enter (Esc goes back):"
                : "Your friend's result line (paste it, then Enter):"
            lines += Format.wrap(label, width).map { [.init($0, theme.dim)] }
            lines += cut(TerminalText.shown(friend) + "_", width).map { [.init($0, theme.typed)] }
        } else if !challenge.comparison.isEmpty {
            lines.append([])
            for line in challenge.comparison {
                lines += Format.wrap(line, width).map { [.init($0, challenge.refused ? theme.bad : theme.text)] }
            }
        }
        return lines
    }

    /// A result line in rows of `width`, each broken after a `:` or a `,`, so no word, name or score is cut
    /// (a part longer than a row, a code or a long path, is cut at the width). Copied across its rows, the
    /// line reads back whole: `ChallengeResult(reading:)` ignores spaces, line breaks and box edges.
    static func wrapWhole(_ line: String, _ width: Int) -> [String] {
        let width = max(1, width)
        var parts: [String] = []
        var part = ""
        for character in line {
            part.append(character)
            if character == ":" || character == "," {
                parts.append(part)
                part = ""
            }
        }
        if !part.isEmpty { parts.append(part) }
        var rows: [String] = []
        var row = ""
        for part in parts {
            if row.count + part.count > width, !row.isEmpty {
                rows.append(row)
                row = ""
            }
            row += part
            while row.count > width {
                rows.append(String(row.prefix(width)))
                row = String(row.dropFirst(width))
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Text cut at the width, not wrapped at words (a line being typed).
    static func cut(_ text: String, _ width: Int) -> [String] {
        var rows: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            rows.append(String(rest.prefix(max(1, width))))
            rest = rest.dropFirst(max(1, width))
        }
        return rows
    }
}
