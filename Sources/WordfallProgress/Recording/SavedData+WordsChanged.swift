import WordfallCore
import WordfallPlay

/// A level left in progress whose word list changed since it was kept (`wordfall words remove`, an edited
/// word list file): the offer to resume it says which word is gone or new, and why (docs/RULES.md).
extension SavedData {
    /// What the words found by `kept` (its moves played again with `lexicon`) say against `stored`, the words
    /// it had found when kept: nil when they are the same.
    package func wordsChanged(_ kept: KeptGame, stored: [String], lexicon: Lexicon) -> String? {
        let game = Game(level: kept.level, lexicon: lexicon)
        game.restore(kept.moves, elapsed: kept.elapsed)
        let now = game.foundWords.map { $0.uppercased() }
        let then = stored.map { $0.uppercased() }
        let gone = then.filter { !now.contains($0) }
        let new = now.filter { !then.contains($0) }
        guard !gone.isEmpty || !new.isEmpty else { return nil }
        let mine = (try? store?.playerWords()) ?? PlayerWords()
        let list =
            kept.level.dictionary.map { "the level's word list \(TerminalText.shown($0))" } ?? "the bundled word list"
        var parts: [String] = []
        for word in gone.prefix(5) {
            let why =
                mine.removed.contains(word)
                ? "you removed it (wordfall words remove)" : "\(list) no longer has it"
            parts.append("\(word) is no longer accepted: \(why).")
        }
        for word in new.prefix(5) {
            let why = mine.added.contains(word) ? "you added it (wordfall words add)" : "\(list) has it now"
            parts.append("\(word) is accepted now: \(why).")
        }
        return "Since you left, the words changed. " + parts.joined(separator: " ")
            + " The game resumes with the words as they are now."
    }
}
