import WordfallCore
import WordfallPlay

/// Everything the game screen shows, as plain values: the view updates it from
/// the model's events and the player's keys; `GameScreen` draws it.
public struct GameScreenState: Hashable, Sendable {
    /// One goal as a checklist line.
    public struct GoalLine: Hashable, Sendable {
        public var description: String
        public var current: Int
        public var target: Int
        public var done: Bool
        /// For a streak goal, the current run (the model's `Game.streak.run`); `current` is the best run.
        public var run: Int?

        public init(description: String, current: Int, target: Int, done: Bool, run: Int? = nil) {
            self.description = description
            self.current = current
            self.target = target
            self.done = done
            self.run = run
        }

        /// The figures shown beside the bar: the progress against the target, "12 (goal 6)" once past
        /// it (so it never reads as 12 of 6 to go), and for a streak the current run beside the best.
        public var figures: String {
            let progress =
                current > target
                ? "\(Format.number(current)) (goal \(Format.number(target)))"
                : "\(Format.number(current))/\(Format.number(target))"
            guard let run else { return progress }
            return "now \(Format.number(run)), best \(progress)"
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
        /// The next star the score fell short of: how many points more, for how many stars.
        public struct NextStar: Hashable, Sendable {
            public var points: Int
            public var stars: Int

            public init(points: Int, stars: Int) {
                self.points = points
                self.stars = stars
            }
        }

        public var completed: Bool
        /// For a failed level, why, in words.
        public var reason: String?
        public var score: Int
        public var stars: Int
        public var bestWord: ScoredWord?
        public var longestWord: ScoredWord?
        /// Every word that was on the boards the player saw and was not found, best first.
        public var missedWords: [ScoredWord]
        /// The expected words the player found, in the order found: what "Found N of M" counts
        /// (`LevelReview.found`).
        public var found: [ScoredWord] = []
        /// The found words off the common list (offered, not expected): finds, scored as any other.
        public var finds: [ScoredWord] = []
        /// For a completed level short of three stars, what the next star needed.
        public var nextStar: NextStar?
        /// Good news about the saved bests ("New best score for this level").
        public var news: [String] = []
        /// What the player can do now, the usual choice (Enter's) first: the kind of play decides.
        public var choices: [EndChoice]
        /// The pack is finished (the last level completed).
        public var packFinished = false
        /// Something about saving the result the player should know (it could not be saved).
        public var notice: String?
        /// The meanings of `missedWords` that have one (first sense, short), by word.
        public var missedMeanings: [String: String] = [:]
        /// For a daily puzzle: the rank reached and the share text.
        public var dailyRank: String?
        /// A daily's next rank and the points it needed ("50 more points would have made Great."); nil
        /// at the top rank or outside a daily.
        public var nextRank: String?
        public var shareLines: [String] = []

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
    /// Every goal is done: the level is won, play goes on for stars until the player finishes it.
    public var isWon = false
    public var shufflesLeft = 0
    /// The level allows the scramble: with no shuffle left, Tab draws new letters for a move (docs/RULES.md).
    public var scrambles = false
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
    /// False for a moment after the end screen appears, while it ignores keys
    /// (`PlaySession.endScreenGrace`): its bar shows no keys until they work.
    public var keysWork = true
    /// The keys the bar shows on these screens instead of the usual ones (the kind of play's).
    public var keys: [ScreenMode: [KeysBar.Item]] = [:]
    /// The question the quit dialog asks ("Quit wordfall?" or, on a daily, "End today's puzzle?").
    public var quitQuestion = Self.quitWordfall
    /// The quit dialog's usual question (what is saved or lost is in `quitNotes`).
    public static let quitWordfall = "Quit wordfall?"
    /// The question of a daily in play, left to resume (docs/decisions/0290).
    public static let leaveTodaysPuzzle = "Leave today's puzzle?"
    /// Whether used tiles are replaced (`gravity`) or the board stays as it is (`none`), for the help.
    public var refill: Refill = .gravity
    /// How far the help or the review is scrolled, in lines (0 at the top); reset when the screen changes.
    public var scroll = 0
    /// What the quit question says is true right now (what is saved, what would be lost).
    public var quitNotes: [String] = []
    /// Whether the quit dialog offers `m`, back to the home screen (play started there).
    public var quitToHome = false
    /// The scores for two and three stars, for the star line; nil when the level has none.
    public var starThresholds: StarThresholds?
    /// The campaign screen, when a pack is played.
    public var campaign: CampaignState?
    /// The card shown before the clock starts (`ScreenMode.intro`).
    public var intro: IntroCard?
    /// The last accepted word's points, broken down ("10 x 8 letter points x 2 for 4 letters").
    public var breakdown: String?
    /// A big word's moment: shown in the word box until the next key.
    public var celebration: String?
    /// The path of the last accepted word (where tiles left the board).
    public var lastPath: [Position] = []
    /// The tiles that just fell in, marked for a moment.
    public var freshTiles: [Position] = []
    /// Whether the hint shows only its first tile so far (a nudge); asking again shows the word.
    public var hintIsNudge = false
    /// Bumped each time the terminal's bell should ring (only with `--bell`).
    public var bells = 0

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
