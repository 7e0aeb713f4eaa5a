import WordfallCore

extension PlayFlow {
    /// What a session of play is doing: its kind, its levels, the level in play and where it stands.
    public struct State: Hashable, Sendable {
        /// Where a game was when it was last kept.
        public struct KeptAt: Hashable, Sendable {
            public var moves: Int
            public var elapsed: Double
        }

        /// What was said once during the level (each is said at most once a level).
        public enum Said: Hashable, Sendable {
            case bestScore
            case bestWord
        }

        public let kind: Kind
        /// The levels played, in order (at least one).
        public let levels: [Level]
        /// The level in play (or chosen last).
        public internal(set) var index: Int
        public internal(set) var phase: Phase
        /// What shows over the phase at the player's asking, the last on top (`screen`: where play is).
        public internal(set) var overlays: [Overlay] = []
        /// Whether results are saved (a single level file's are not).
        public let saving: Bool
        /// Whether a level left in progress is kept (not for a replay, nor without saved data).
        public let keeping: Bool
        /// Whether the session was opened from the home screen (leaving may go back there).
        public let fromHome: Bool
        /// The session ends back at the home screen rather than quitting wordfall.
        public internal(set) var home = false
        /// The level's saved best when it was loaded (nil: never played, or nothing is saved).
        public internal(set) var best: SavedResult?
        /// The game in play's id (issue 36): a new one for each level loaded, a kept game's own when it is
        /// resumed; kept with every keep and the result.
        public internal(set) var gameID = GameID(high: 0, low: 0)
        /// The moves played so far on the level in play, and its clock.
        public internal(set) var moves: [TimedMove] = []
        public internal(set) var elapsed: Double = 0
        /// Where the game in play was last kept; nil: not kept since it began.
        public internal(set) var keptAt: KeptAt?
        /// The last keep failed (a daily then ends as it stands rather than being left unkept).
        public internal(set) var keepFailed = false
        /// The last result could not be saved.
        public internal(set) var saveFailed = false
        public internal(set) var announced: Set<Said> = []
        /// Every goal of the level in play is done (`Action.goalsDone`).
        public internal(set) var won = false
        /// The player chose to leave a won level: it is ended, saved, and the session finishes (docs/RULES.md).
        public internal(set) var finishesWhenEnded = false
        /// A replay's recorded moves still to play, each when the level clock reaches its time.
        public internal(set) var replaying: [TimedMove]
        /// A kept game's moves are being played again (`Effect.restore` until `Action.restored`): what they
        /// bring is not news.
        public internal(set) var restoring = false
        /// The level in play as this try plays it (docs/RULES.md, "Every try a new game"): the level
        /// itself on a first try, a retry's own (`Level.retried`) once the view has made it, or the
        /// level of the game resumed. What is kept and saved, so a replay is this try's game.
        public internal(set) var level: Level
        /// The try of the level in play in this session: 1 for the first, 2 for its first retry or the
        /// next time it is picked on the campaign screen...
        public internal(set) var attempt = 1
        /// The tries each level (by index) has begun in this session: a level picked again on the
        /// campaign screen is a new try as a retry is (docs/RULES.md, "Every try a new game").
        public internal(set) var tries: [Int: Int] = [:]
        /// The seed of this try's random numbers, when it is a retry (nil: the level's own seed).
        public internal(set) var retrySeed: UInt64?
        /// Where retries' seeds come from: the session's random source, drawn once a retry.
        var seeds: SplitMix64
        /// Whether a retry plays a seed of its own; false for a challenge, whose code fixes its refills so
        /// both players play the same game on every try (issue 42).
        public let retriesAreNewGames: Bool
        /// The levels' lock and the next one to play (a campaign's list).
        public internal(set) var pack: Pack
        /// The screen's moments: the end screen's keys, a word's moment, a first Ctrl-F.
        public internal(set) var moments = Moments()
        /// A challenge's round (the standard round, a daily's): neither passed nor failed, its end offers
        /// quitting first and another play (practice), never a next level.
        public let isRound: Bool

        /// - Parameters:
        ///   - start: the level a campaign's list selects first, or the level played (clamped).
        ///   - replaying: a replay's recorded moves.
        ///   - entropy: where the seeds of retries come from (the session's random source; a test's fixed
        ///     number), so each retry is a new game and the flow stays a pure function of its input.
        ///   - retriesAreNewGames: false for a challenge: every try plays the code's own seed.
        ///   - isRound: a challenge's round, ended as a round is.
        ///   - completed: whether the saved data has level `index` completed.
        public init(
            kind: Kind, levels: [Level], start: Int = 0, saving: Bool, keeping: Bool, replaying: [TimedMove] = [],
            fromHome: Bool = false, entropy: UInt64 = 0, retriesAreNewGames: Bool = true, isRound: Bool = false,
            completed: (Int) -> Bool = { _ in false }
        ) {
            self.isRound = isRound
            self.pack = Pack(count: levels.count, completed: completed)
            self.retriesAreNewGames = retriesAreNewGames
            self.fromHome = fromHome
            self.replaying = replaying
            precondition(!levels.isEmpty, "a session plays at least one level")
            self.kind = kind
            self.levels = levels
            self.index = min(max(0, start), levels.count - 1)
            self.level = levels[index]
            self.seeds = SplitMix64(seed: entropy)
            self.phase = .loading(atOpen: true)
            self.saving = saving
            self.keeping = keeping && kind != .replay
        }

        /// Whether finishing before the goals are done ends the game, on a second Ctrl-F right after the first
        /// (a challenge's round, a duel: `finishedEarly`).
        public var endsEarly: Bool { isRound || kind == .duel }

        /// Whether there is a next level after the one in play.
        public var hasNext: Bool { index + 1 < levels.count }

        /// The level a campaign's list picks: the next to play, else the one played last.
        public var nextLevel: Int { pack.next ?? index }

        /// A move was played, or a timed level's clock ran: leaving keeps something to resume.
        var hasSomethingToKeep: Bool {
            !moves.isEmpty || (level.rules.timeLimit != nil && elapsed > 0)
        }
    }

    /// Where a session of play stands.
    public enum Phase: Hashable, Sendable {
        /// A level is being loaded (`Effect.loadLevel`); `atOpen`: as the session opened.
        case loading(atOpen: Bool)
        /// The campaign's levels, one to choose.
        case levels
        /// A game kept for the level is offered: resume it, or not (`Action.resumeAnswered`).
        case offered(KeptGame, atOpen: Bool)
        /// The level is loaded and waits (its intro showing, its clock stopped) for `Action.began`.
        case ready
        case playing
        /// The level is over: its review and what comes next.
        case ended(Outcome)
        /// The player asked to quit: the question, and where a "no" goes back to.
        indirect case quitting(Quit, back: Phase)
        /// The session is over.
        case finished

        /// A level is in play (its clock may run, a move may be kept).
        public var isPlaying: Bool { self == .playing }

        /// The quit question asked over a level in play.
        var isQuittingPlay: Bool {
            if case .quitting(_, let back) = self { back == .playing } else { false }
        }

        /// The player may pick a level here.
        var choosesLevels: Bool {
            switch self {
            case .levels, .ended: true
            default: false
            }
        }
    }
}
