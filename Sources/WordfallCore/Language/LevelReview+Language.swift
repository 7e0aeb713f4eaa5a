extension LevelReview {
    /// The review with its words in `language`'s letters (`COL·LEGI`, docs/LANGUAGES.md), what the end
    /// screen and plain mode read; English's is itself.
    public func shown(in language: Language) -> LevelReview {
        guard !language.isEnglish else { return self }
        func word(_ scored: ScoredWord) -> ScoredWord {
            ScoredWord(word: language.tiles.faces(of: scored.word), points: scored.points)
        }
        return LevelReview(
            bestWord: bestWord.map(word), longestWord: longestWord.map(word), missedWords: missedWords.map(word),
            finds: finds.map(word), found: found.map(word), missedCount: missedCount,
            moves: moves.map { MoveReview(move: $0.move, played: word($0.played), best: $0.best.map(word)) })
    }
}
