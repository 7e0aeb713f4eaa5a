import WordfallCore
import WordfallPlay

extension GameScreenState {
    /// How the level ended, with what the review screen shows.
    public struct Review: Hashable, Sendable {
        /// The next star the score fell short of: how many points more, for how many stars (the model's).
        public typealias NextStar = StarThresholds.NextStar

        public var completed: Bool
        /// For a failed level, why, in words.
        public var reason: String?
        public var score: Int
        public var stars: Int
        public var bestWord: ScoredWord?
        public var longestWord: ScoredWord?
        /// Every word that was on the boards the player saw and was not found, best first.
        public var missedWords: [ScoredWord]
        /// Whether `missedWords` are named in full (the flow's `Outcome.missedInFull`); else each is named
        /// by its length, first letter and points, and no meaning is shown.
        public var missedInFull = true
        /// Whether every move of `moves` is shown, not only the few that mattered most (the flow's
        /// `Outcome.wholeReview`: the player asked).
        public var wholeReview = false
        /// `w` was pressed before the words are named in full: the screen asks first, saying it spoils the
        /// next try (issue 40: one key gave the answers away before 3 stars).
        public var askingSpoil = false
        /// The moves beside the best word each board held, those that mattered most first
        /// (`LevelReview.moves`).
        public var moves: [MoveReview] = []
        /// A static board's missed words by length, longest first (`LevelReview.missedByLength`).
        public var missedByLength: [MissedLength] = []
        /// The expected words the player found, in the order found: listed under "Found N of M"
        /// (`LevelReview.found`).
        public var found: [ScoredWord] = []
        /// Every word accepted, finds included: the N of "Found N of M", the side panel's count
        /// (`LevelReview.foundCount`).
        public var foundCount = 0
        /// The found words off the common list (offered, not expected): finds, scored as any other.
        public var finds: [ScoredWord] = []
        /// The count the found list stands under, where the kind of play counts otherwise than a level's
        /// "Found N of M words on the boards you saw": a daily's, "Found 46 of 111 words + 7 finds"
        /// (`HuntText.words`); nil: a level's.
        public var foundLine: String?
        /// The level's language: its words are shown in its tiles' faces, and counted as its tiles
        /// (`TileSet.letters(in:)`: `ARENY` has 4 letters).
        public var language = Language.english
        /// For a completed level short of three stars, what the next star needed.
        public var nextStar: NextStar?
        /// Good news about the saved bests ("New best score for this level").
        public var news: [String] = []
        /// What the player can do now, the usual choice (Enter's) first: the kind of play decides.
        public var choices: [EndChoice]
        /// The pack is finished (the last level completed).
        public var packFinished = false
        /// Whether `retry` plays a new game (`PlayFlow.Outcome.retryIsNewGame`), and the end's title when the
        /// kind of play has its own ("Game over"); nil: the level's.
        public var retryIsNewGame = false
        public var title: String?
        /// Something about saving the result the player should know (it could not be saved).
        public var notice: String?
        /// The missed words are counted but not shown: a daily's round, whose hunt comes next (its
        /// answers are the next day's).
        public var missedHidden = false
        /// What is said in place of the words missed when they are hidden: the command that plays the hunt
        /// names the daily's language (`HuntText.missedHidden(in:)`).
        public var missedHiddenNote = HuntText.missedHidden
        /// The meanings of `missedWords` that have one (first sense, short), by word.
        public var missedMeanings: [String: String] = [:]
        /// For a daily puzzle: the rank reached and the share text.
        public var dailyRank: String?
        /// A daily's next rank and the points it needed ("50 more points would have made Great."); nil
        /// at the top rank or outside a daily.
        public var nextRank: String?
        public var shareLines: [String] = []
        /// For a challenge: the result line to send back and a friend's compared with it (docs/RULES.md,
        /// "Challenges"), nil otherwise.
        public var challenge: ChallengeEnd?

        public init(
            completed: Bool, reason: String? = nil, score: Int, stars: Int, bestWord: ScoredWord? = nil,
            longestWord: ScoredWord? = nil, missedWords: [ScoredWord] = [], choices: [EndChoice]? = nil
        ) {
            self.completed = completed
            self.reason = reason
            self.score = score
            self.stars = stars
            self.bestWord = bestWord
            self.longestWord = longestWord
            self.missedWords = missedWords
            // A level file's usual choices unless the kind of play says otherwise.
            self.choices = choices ?? EndChoice.ordered(completed: completed, hasNext: false, levels: false)
        }

        /// What Enter does on the end screen.
        public var usualChoice: EndChoice { choices.first ?? .quit }

        /// A choice in words, as this end calls it.
        public func label(_ choice: EndChoice) -> String { choice.label(newGame: retryIsNewGame) }
    }
}
