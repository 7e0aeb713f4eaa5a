import WordfallCore

extension PlayFlow {
    /// The end of a level as every view shows it (docs/decisions/0420): the same counts, the same news,
    /// the same choices, on screen and in plain mode.
    public struct Outcome: Hashable, Sendable {
        /// How it ended, with the model's review: its `found` of its `wordCount` are the counts every view
        /// says (a find is counted apart, Spelling Bee's way).
        public var end: LevelEnd
        /// Good news about the saved bests (only when results are saved and the level was played before).
        public var news: [News]
        /// What comes next, the usual choice first.
        public var choices: [EndChoice]
        /// There is a next level and this one was completed.
        public var hasNext: Bool
        /// What to tell when the result could not be saved.
        public var notice: String?
        /// Whether the missed words are named in full (docs/RULES.md, "Every try a new game"): once the
        /// level has 3 stars (saved, or made now), outside a campaign or level (a daily, a replay), or
        /// once the player asks (`Action.missedAsked`); else each is named by its length, first letter
        /// and points ("a 7-letter word from S, 1,260"), so the next try is not the answers typed in.
        public var missedInFull = false
        /// The player asked for the whole review (`Action.missedAsked`): every move, not only the few
        /// that mattered most, and the missed words in full.
        public var wholeReview = false
        /// Whether `retry` plays a new game (a new seed: the endless game, practice) rather than the level again.
        public var retryIsNewGame = false

        public var completed: Bool { end.completed }
    }

    /// Good news at the end of a level, against the level's saved best.
    public enum News: Hashable, Sendable {
        case bestScore(was: Int)
        case bestWord(ScoredWord, was: ScoredWord)
        case moreStars(Int, was: Int)
        /// The endless game: a new best for the seed played, and over every seed.
        case bestForSeed(was: Int)
        case bestOfAll(was: Int)
    }
}

extension PlayFlow.Outcome {
    init(_ end: PlayFlow.LevelEnd, state: PlayFlow.State) {
        self.end = end
        hasNext = end.completed && state.hasNext
        // A round is not failed: Enter does not play it again (another play is practice).
        choices = state.isRound ? [.quit, .retry] : state.kind.endChoices(completed: end.completed, hasNext: hasNext)
        retryIsNewGame = state.kind.retryIsNewGame
        news =
            state.kind == .endless
            ? Self.endlessNews(end, best: state.saving ? state.best : nil)
            : Self.news(end, best: state.saving ? state.best : nil)
        switch state.kind {
        case .level, .campaign, .duel: missedInFull = end.stars >= 3 || (state.best?.bestStars ?? 0) >= 3
        // A day's answers are the next day's (docs/RULES.md, "The daily: a round, then the hunt"): the
        // round names what it missed by length, first letter and points alone; its hunt ends only when
        // every word is found.
        case .daily: missedInFull = false
        case .hunt, .replay, .endless, .practice: missedInFull = true
        }
    }

    /// The endless game is played for its score, whichever way it ended: against the seed's best and the
    /// best of every seed (none the first time).
    private static func endlessNews(_ end: PlayFlow.LevelEnd, best: SavedResult?) -> [PlayFlow.News] {
        guard let best else { return [] }
        var news: [PlayFlow.News] = []
        if best.bestScore > 0, end.score > best.bestScore { news.append(.bestForSeed(was: best.bestScore)) }
        if let all = best.bestOfAll, all.score > 0, end.score > all.score { news.append(.bestOfAll(was: all.score)) }
        return news
    }

    private static func news(_ end: PlayFlow.LevelEnd, best: SavedResult?) -> [PlayFlow.News] {
        guard let best else { return [] }
        var news: [PlayFlow.News] = []
        // The best score is the best completed try's: a failed try's score is no best.
        if end.completed, best.bestScore > 0, end.score > best.bestScore {
            news.append(.bestScore(was: best.bestScore))
        }
        if let was = best.bestWord, let now = end.review.bestWord, now.points > was.points {
            news.append(.bestWord(now, was: was))
        }
        if end.completed, end.stars > best.bestStars, best.completed {
            news.append(.moreStars(end.stars, was: best.bestStars))
        }
        return news
    }
}
