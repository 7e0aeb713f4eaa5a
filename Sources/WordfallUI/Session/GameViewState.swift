import WordfallCore

/// Everything the game screen shows, as plain values: the view updates it from
/// the model's events and the player's keys; `GameScreen` draws it.
public struct GameViewState: Hashable, Sendable {
    /// One goal as a checklist line.
    public struct GoalLine: Hashable, Sendable {
        public var description: String
        public var current: Int
        public var target: Int
        public var done: Bool

        public init(description: String, current: Int, target: Int, done: Bool) {
            self.description = description
            self.current = current
            self.target = target
            self.done = done
        }
    }

    /// A word with its points (the model's type, so a review needs no conversion).
    public typealias ScoredWord = WordfallCore.ScoredWord

    /// What the word line says about the word being built, before it is submitted: the model's
    /// verdict (`Game.verdict`), so it is always what Enter will say.
    public enum WordStatus: Hashable, Sendable {
        case empty
        /// It can be formed and would be accepted, for these points.
        case formable(points: Int)
        /// Enter would reject it, for this reason.
        case rejected(RejectionReason)

        /// The status for a verdict.
        public init(_ verdict: WordVerdict) {
            switch verdict {
            case .accepted(let word): self = .formable(points: word.points)
            case .rejected(let word): self = .rejected(word.reason)
            }
        }
    }

    /// The line under the board after a move: how the last submission went.
    public struct Message: Hashable, Sendable {
        public enum Tone: Hashable, Sendable { case good, bad, info }
        public var text: String
        public var tone: Tone

        public init(_ text: String, tone: Tone) {
            self.text = text
            self.tone = tone
        }
    }

    /// How the level ended, with what the review screen shows.
    public struct Review: Hashable, Sendable {
        public var completed: Bool
        /// For a failed level, why, in words.
        public var reason: String?
        public var score: Int
        public var stars: Int
        public var bestWord: ScoredWord?
        public var longestWord: ScoredWord?
        /// The best words that were on the board and were not found.
        public var missedWords: [ScoredWord]
        public var hasNext: Bool
        /// The pack is finished (the last level completed).
        public var packFinished: Bool
        /// Something about saving the result the player should know (it could not be saved).
        public var notice: String?
        /// The meanings of `missedWords` that have one (first sense, short), by word.
        public var missedMeanings: [String: String] = [:]
        /// For a daily puzzle: the rank reached and the share text.
        public var dailyRank: String?
        public var shareLines: [String] = []

        public init(
            completed: Bool, reason: String? = nil, score: Int, stars: Int, bestWord: ScoredWord? = nil,
            longestWord: ScoredWord? = nil, missedWords: [ScoredWord] = [], hasNext: Bool = false,
            packFinished: Bool = false
        ) {
            self.completed = completed
            self.reason = reason
            self.score = score
            self.stars = stars
            self.bestWord = bestWord
            self.longestWord = longestWord
            self.missedWords = missedWords
            self.hasNext = hasNext
            self.packFinished = packFinished
        }
    }

    public var title: String
    /// E.g. "Starter pack · level 2 of 5"; nil for a single level file.
    public var subtitle: String?
    public var board: Board
    /// The letters typed so far, upper case (a typed Q stands for itself).
    public var typed: String = ""
    /// The lit path: the typed word's best path, or the tiles picked directly.
    public var path: [Position] = []
    /// Whether `path` was picked tile by tile (arrows, Space, mouse) rather than typed.
    public var pathIsPicked = false
    public var wordStatus: WordStatus = .empty
    public var cursor = Position(row: 0, column: 0)
    /// Whether the cursor is shown (after an arrow key, until the word is submitted or cleared).
    public var showsCursor = false
    public var hintPath: [Position] = []
    public var score = 0
    public var lastWord: ScoredWord?
    public var movesLeft: Int?
    public var timeLimit: Double?
    public var secondsLeft: Double?
    public var goals: [GoalLine] = []
    public var wordsFound: [ScoredWord] = []
    public var hintsLeft = 0
    public var shufflesLeft = 0
    public var message: Message?
    public var mode: ScreenMode = .playing
    public var review: Review?
    /// The minimum word length, for the help line and the word status.
    public var minWordLength = 3
    /// Set while a daily puzzle is played: the live rank is shown from it.
    public var daily: DailyPlay?
    /// Whether `s` shows the statistics (there is saved data to show).
    public var hasStatistics = false
    /// The statistics screen's lines (`StatisticsText.lines`), filled when it is opened.
    public var statisticsLines: [String] = []
    /// The meaning screen's word and lines, filled when it is opened.
    public var meaningWord: String?
    public var meaningLines: [String] = []
    /// The notice shown before play (`ScreenMode.notice`), in full.
    public var notice: String?
    /// The question the quit dialog asks ("Quit wordfall?" or, on a daily, "End today's puzzle?").
    public var quitQuestion = Self.quitWordfall
    /// The quit dialog's usual question.
    public static let quitWordfall = "Quit wordfall? Progress is saved."

    public init(title: String, board: Board) {
        self.title = title
        self.board = board
    }

    /// The word the lit path spells (Q tiles read QU), or the typed letters.
    public var currentWord: String {
        if pathIsPicked { return path.map { board[$0].text }.joined() }
        return typed
    }
}
