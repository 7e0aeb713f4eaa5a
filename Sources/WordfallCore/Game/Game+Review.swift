extension Game {
    /// The end-of-level review: the best and longest accepted words the game offers, the `missedLimit`
    /// best expected words formable on the boards seen (the last `reviewedBoards` of them) that were
    /// never found, the expected words found (what "Found N of M" counts, N of them, M with every
    /// missed word), and the finds (accepted words that are not expected; docs/RULES.md, "Word tiers").
    /// A word the game never offers is in none of the lists, even when the player typed it.
    /// A refill that came after the level's last move was never seen and is left out.
    ///
    /// Meant for the end of a level, but valid at any time.
    /// - Complexity: one solve per distinct board seen, the current one cached.
    public func review(missedLimit: Int = 5) -> LevelReview {
        let offered = accepted.filter { lexicon.isOffered($0.word) }
        let best = offered.max { ($0.points, $1.word) < ($1.points, $0.word) }
        let longest = offered.max {
            ($0.word.utf8.count, $0.points, $1.word) < ($1.word.utf8.count, $1.points, $0.word)
        }
        var missed: [String: Int] = [:]
        // A board seen twice (a shuffle back, a refill that changed nothing) is solved once.
        for seen in Set(boardsSeen.suffix(Self.reviewedBoards)) {
            let words = seen == board ? wordsOnBoard() : lexicon.words(on: seen, minLength: level.rules.minWordLength)
            for word in words where word.isExpected && !validator.hasFound(word.word) {
                missed[word.word] = max(missed[word.word] ?? 0, word.points)
            }
        }
        let top = missed.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(missedLimit)
        return LevelReview(
            bestWord: best.map { ScoredWord(word: $0.word, points: $0.points) },
            longestWord: longest.map { ScoredWord(word: $0.word, points: $0.points) },
            missedWords: top.map { ScoredWord(word: $0.key, points: $0.value) },
            finds: offered.filter { !lexicon.isExpected($0.word) }.map { ScoredWord(word: $0.word, points: $0.points) },
            found: offered.filter { lexicon.isExpected($0.word) }.map { ScoredWord(word: $0.word, points: $0.points) },
            missedCount: missed.count)
    }
}
