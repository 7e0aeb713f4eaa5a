extension LevelReview {
    /// The review with its words as `language` shows them (`Language.shown`: the real spelling, `CAFÈ`,
    /// else the tiles' faces, `COL·LEGI`; docs/LANGUAGES.md), what the end screen and plain mode read; every
    /// other part kept as it is (the counts, the missed words by length). English's is itself.
    public func shown(in language: Language) -> LevelReview {
        guard !language.isEnglish else { return self }
        func word(_ scored: ScoredWord) -> ScoredWord {
            ScoredWord(word: language.shown(scored.word), points: scored.points)
        }
        var shown = self
        shown.bestWord = bestWord.map(word)
        shown.longestWord = longestWord.map(word)
        shown.missedWords = missedWords.map(word)
        shown.finds = finds.map(word)
        shown.found = found.map(word)
        shown.moves = moves.map { MoveReview(move: $0.move, played: word($0.played), best: $0.best.map(word)) }
        shown.missedByLength = missedByLength.map {
            MissedLength(letters: $0.letters, best: word($0.best), count: $0.count)
        }
        return shown
    }
}
