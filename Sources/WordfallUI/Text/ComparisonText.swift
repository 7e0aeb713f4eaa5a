import WordfallCore

/// A comparison of challenge results in lines a person reads: what `wordfall compare`, a duel's end and a
/// challenge's end screen show (docs/RULES.md, "Comparing results").
package enum ComparisonText {
    /// The lines: the challenge, each player's rank, score and words, the words both found, the words only
    /// each found, each one's best missed word, and who won.
    package static func lines(_ comparison: ChallengeComparison, title: String) -> [String] {
        // Words as the challenge's language shows them (Catalan's COL·LEGI, CAFÈ; never its code letters).
        let language = comparison.code.language.language
        func word(_ word: ScoredWord) -> String { "\(language.shown(word.word)) \(Format.number(word.points))" }
        func list(_ words: [ScoredWord]) -> String {
            words.isEmpty ? "none" : words.map(word).joined(separator: ", ")
        }
        var lines = ["Challenge \(comparison.code.text): \(TerminalText.shown(title))"]
        // Each player by label: two lines of one name read apart (`ann (1)`, `ann (2)`).
        let width = comparison.players.map(\.label.count).max() ?? 0
        for player in comparison.players {
            let name = player.label + String(repeating: " ", count: width - player.label.count)
            let count = player.words.count == 1 ? "1 word" : "\(player.words.count) words"
            lines.append("\(player.rank). \(name)  \(Format.number(player.score)) points, \(count)")
        }
        lines.append("Both found: " + list(comparison.both))
        for player in comparison.players {
            lines.append("Only \(player.label): " + list(player.only))
        }
        for player in comparison.players {
            let missed = player.bestMissed.map(word) ?? "none"
            lines.append("Best missed by \(player.label): \(missed)")
        }
        if let winner = comparison.winner, comparison.players.count >= 2 {
            let margin = comparison.players[0].score - comparison.players[1].score
            lines.append("\(winner) won, by \(Format.number(margin)) points.")
        } else {
            lines.append("A draw: \(Format.number(comparison.players.first?.score ?? 0)) points each at the top.")
        }
        return lines
    }
}
