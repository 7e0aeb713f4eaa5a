extension Game {
    /// The end-of-level review: the best and longest accepted words the game offers, the `missedLimit`
    /// best expected words formable on the boards seen (the last `reviewedBoards` of them) that were
    /// never found, the expected words found (what "Found N of M" counts, N of them, M with every
    /// missed word), the finds (accepted words that are not expected; docs/RULES.md, "Word tiers"), and
    /// each move played on those boards beside the best word its board held (`LevelReview.moves`).
    /// A word the game never offers is in none of the lists, even when the player typed it.
    /// A refill that came after the level's last move was never seen and is left out.
    ///
    /// A missed word is worth the most it was worth on any board seen; on a board whose bonuses are
    /// spent (`bonusOnce`), what it was worth on the last board seen that held it: its bonuses as the
    /// player left them.
    ///
    /// Meant for the end of a level, but valid at any time.
    /// - Complexity: one solve per distinct board seen, the current one cached.
    public func review(missedLimit: Int = 5) -> LevelReview {
        let offered = accepted.filter { lexicon.isOffered($0.word) }
        let best = offered.max { ($0.points, $1.word) < ($1.points, $0.word) }
        let longest = offered.max {
            ($0.word.utf8.count, $0.points, $1.word) < ($1.word.utf8.count, $1.points, $0.word)
        }
        let firstReviewed = max(0, boardsSeen.count - Self.reviewedBoards)
        var solved: [Board: [FoundWord]] = [:]
        // A board seen twice (a shuffle back, a refill that changed nothing) is solved once.
        func words(_ seen: Board) -> [FoundWord] {
            if let known = solved[seen] { return known }
            let words = seen == board ? wordsOnBoard() : lexicon.words(on: seen, minLength: level.rules.minWordLength)
            solved[seen] = words
            return words
        }
        var missed: [String: Int] = [:]
        for seen in boardsSeen[firstReviewed...] {
            for word in words(seen) where word.isExpected && !validator.hasFound(word.word) {
                missed[word.word] = level.rules.bonusOnce ? word.points : max(missed[word.word] ?? 0, word.points)
            }
        }
        let ranked = missed.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let top = ranked.prefix(missedLimit)
        // A static board's moves all saw one board: set beside its best word, each says the same thing
        // (issue 40: noise). The words missed by length teach there instead.
        let isStatic = level.rules.refill == .none
        return LevelReview(
            bestWord: best.map { ScoredWord(word: $0.word, points: $0.points) },
            longestWord: longest.map { ScoredWord(word: $0.word, points: $0.points) },
            missedWords: top.map { ScoredWord(word: $0.key, points: $0.value) },
            finds: offered.filter { !lexicon.isExpected($0.word) }.map { ScoredWord(word: $0.word, points: $0.points) },
            found: offered.filter { lexicon.isExpected($0.word) }.map { ScoredWord(word: $0.word, points: $0.points) },
            missedCount: missed.count, moves: isStatic ? [] : moveReviews(from: firstReviewed, words: words),
            foundCount: accepted.count, missedByLength: isStatic ? Self.byLength(ranked) : [])
    }

    /// The missed words grouped by length, longest first; each length's best word (`ranked` is best
    /// first) and count.
    private static func byLength(_ ranked: [(key: String, value: Int)]) -> [MissedLength] {
        var lengths: [Int: MissedLength] = [:]
        for (word, points) in ranked {
            let letters = word.count
            if let known = lengths[letters] {
                lengths[letters]?.count = known.count + 1
            } else {
                let best = ScoredWord(word: word, points: points)
                lengths[letters] = MissedLength(letters: letters, best: best, count: 1)
            }
        }
        return lengths.values.sorted { $0.letters > $1.letters }
    }

    /// Each offered word played on a reviewed board beside the best expected word that board held and
    /// the player had not found before it: the moves that left the most points first (ties: in the order
    /// played).
    private func moveReviews(from firstReviewed: Int, words: (Board) -> [FoundWord]) -> [MoveReview] {
        var foundBefore: Set<String> = []
        var reviews: [MoveReview] = []
        for (index, played) in accepted.enumerated() {
            defer { foundBefore.insert(played.word) }
            guard playedOn[index] >= firstReviewed, lexicon.isOffered(played.word) else { continue }
            let held = words(boardsSeen[playedOn[index]]).first {
                $0.isExpected && $0.word != played.word && !foundBefore.contains($0.word)
            }
            let better = held.flatMap { $0.points > played.points ? ScoredWord(word: $0.word, points: $0.points) : nil }
            reviews.append(
                MoveReview(move: index + 1, played: ScoredWord(word: played.word, points: played.points), best: better))
        }
        return reviews.enumerated().sorted {
            $0.element.shortfall != $1.element.shortfall
                ? $0.element.shortfall > $1.element.shortfall : $0.offset < $1.offset
        }.map(\.element)
    }
}
