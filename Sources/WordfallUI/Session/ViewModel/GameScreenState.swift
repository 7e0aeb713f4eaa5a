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

        /// The figures in fewer columns, for a row where `figures` would leave the bar a stub (issue 40:
        /// a streak's bar collapsed once its best passed the goal): the goal, which the description and the
        /// tick already say, is left out once passed.
        public var shortFigures: String {
            guard current > target else { return figures }
            guard let run else { return Format.number(current) }
            return "now \(Format.number(run)), best \(Format.number(current))"
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

    public var title: String
    /// E.g. "Starter pack · level 2 of 5"; nil for a single level file.
    public var subtitle: String?
    public var board: Board
    /// The letters typed so far, upper case (a typed Q stands for itself), as typed: in another language than
    /// English, its letters (`COL·LE`), read through its tiles when checked.
    public var typed: String = ""
    /// The level's language: what the tiles show and the words read (docs/LANGUAGES.md).
    public var language = Language.english
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
    /// The level has a shuffle at all (`shuffles` above 0, or the scramble): without one, as in the endless
    /// game, neither the keys bar nor the status names a shuffle.
    public var hasShuffles = true
    /// The level allows the scramble: with no shuffle left, Tab draws new letters for a move (docs/RULES.md).
    public var scrambles = false
    public var message: Message?
    /// Where play is: the flow's (`PlayFlow.State.screen`), which the session gives the state it is read
    /// with (`PlaySession.state`), never a copy of its own; with `shown`, what `screen` draws.
    public var showing: PlayFlow.Screen = .playing
    /// What each screen over or instead of the level (the end screen, a dialog, the help) shows.
    public var shown = Shown()
    /// The minimum word length, for the help line and the word status.
    public var minWordLength = 3
    /// Whether the player's own words (`wordfall words add`) apply, so a word not in the list names the
    /// command: false in a challenge.
    public var ownWords = true
    /// Hard mode (docs/RULES.md): nothing is said of a word before Enter; the word line says so instead.
    public var hard = false
    /// Set while a daily puzzle is played: the live rank is shown from it.
    public var daily: DailyPlay?
    /// The kind of play's own help (the hunt's), its lines before the keys.
    public var helpLines: [String] = []
    /// What keys do in the kind of play where it differs from a level's, by key name (the help lists these).
    public var helpKeys: [String: String] = [:]
    /// Whether `s` shows the statistics (there is saved data to show).
    public var hasStatistics = false
    /// The keys the bar shows on these screens instead of the usual ones (the kind of play's).
    public var keys: [PlayFlow.Screen: [KeysBar.Item]] = [:]
    /// Whether used tiles are replaced (`gravity`) or the board stays as it is (`none`), for the help.
    public var refill: Refill = .gravity
    /// The scores for two and three stars, for the star line; nil when the level has none.
    public var starThresholds: StarThresholds?
    /// The last accepted word's points, broken down ("10 x 8 letter points x 2 for 4 letters").
    public var breakdown: String?
    /// A big word's moment: shown in the word box until the next key.
    public var celebration: String?
    /// The path of the last accepted word (where tiles left the board).
    public var lastPath: [Position] = []
    /// The tiles that just fell in, marked for a moment.
    public var freshTiles: [Position] = []
    /// Whether the hint shows only its first tiles (a nudge); asking again shows more of it, never all.
    public var hintIsNudge = false
    /// Bumped each time the terminal's bell should ring (only with `--bell`).
    public var bells = 0
    /// The endless game's level now (docs/RULES.md, "The endless game"); nil for any other level.
    public var endless: EndlessStage?

    public init(title: String, board: Board) {
        self.title = title
        self.board = board
    }

    /// The word the lit path spells (Q tiles read QU), or the typed letters.
    public var currentWord: String {
        if pathIsPicked { return language.tiles.faces(of: path.map { board[$0].text }.joined()) }
        return typed
    }

    /// A word of the model (its tile spelling) as the player reads it: English's as it is, another
    /// language's in its real spelling (`CAFÈ`), else its tiles' faces (`COL·LEGI`; `Language.shown`).
    public func shown(_ word: String) -> String { language.shown(word) }

    /// What the player typed as the model reads it: its tile spelling (English's letters as typed, the model
    /// says why when one is no letter); in another language nil when a character is no tile's (`K` in
    /// Catalan, a digit in German), never sent as it is: a code letter is never typed (`0` is no Ä).
    public var typedSpelling: String? {
        language.isEnglish ? typed : language.tiles.tileSpelling(of: typed)
    }
}
