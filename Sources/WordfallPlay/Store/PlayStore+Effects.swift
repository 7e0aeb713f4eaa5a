import WordfallCore

extension PlayStore {
    /// What `Effects.loadLevel` answers: the level's saved best, the game kept for it, and the level as
    /// this try plays it when it is a retry's (`Level.retried`; nil: the level itself).
    public typealias Loaded = (best: SavedResult?, kept: KeptGame?, played: Level?)

    /// How the store performs `PlayFlow.Effect`s: one closure for each (swift-dependencies' way), those
    /// that answer returning their answer. The views build the ones that show and touch the game; the
    /// saved data's come from the session's recorder.
    public struct Effects {
        /// The game in play (the store calls its commands); nil before the first level is made.
        public var game: () -> Game?
        /// Makes level `index`'s game; returns its saved best and the game kept for it.
        public var loadLevel: (_ index: Int) -> Loaded
        /// Shows the offer to resume a kept game.
        public var offer: (KeptGame) -> Void
        /// Shows the campaign's levels.
        public var showLevels: () -> Void
        /// Shows the level's intro, or begins it at once.
        public var introduce: () -> Void
        /// Shows the end of the level.
        public var showEnd: (PlayFlow.Outcome) -> Void
        /// Readies the level's game for a kept game's moves, played again on it next (`Game.restore`).
        public var restore: (KeptGame) -> Void
        /// Tells where the game resumed stands, its kept moves played again.
        public var resumed: (KeptGame) -> Void
        /// Starts (true) or stops the level clock.
        public var clock: (_ running: Bool) -> Void
        /// Keeps a level in progress; returns the warning to tell when it could not be kept.
        public var keep: (KeptGame, _ leaving: Bool) -> String?
        /// Forgets the game kept for a level.
        public var forget: (KeptGame) -> Void
        /// Records a finished level; returns the warning to tell when it could not be saved.
        public var saveResult: (LevelResult) -> String?
        /// Tells that the game was ended as it stands (`Game.endByPlayer`).
        public var endLevel: () -> Void
        /// Tells that finishing waits for the goals.
        public var finishRefused: () -> Void
        /// Tells good news at once.
        public var announce: (PlayFlow.Announcement) -> Void
        /// Ends the session.
        public var finish: () -> Void
        /// Compares the game that ended with a friend's result line and keeps how it came out (a
        /// challenge's; any other game answers that there is nothing to compare). Set apart from `init`:
        /// only a challenge's view sets it.
        public var compare: (String) -> PlayFlow.Comparison = { _ in
            .refused("Only a challenge's game compares with a friend's result line.")
        }
        /// Tells that the game started (`Effect.start`), its first events delivered: plain mode says them.
        public var started: () -> Void = {}
        /// Shows a comparison, or why the friend's line was refused.
        public var showComparison: (PlayFlow.Comparison) -> Void = { _ in }
        /// Tells that a second Ctrl-F ends the game now (a challenge's round, a duel: the screen's).
        public var warnEndsEarly: () -> Void = {}
        /// Takes away a word's moment (the screen's).
        public var endMoment: () -> Void = {}

        public init(
            game: @escaping () -> Game?, loadLevel: @escaping (Int) -> Loaded,
            offer: @escaping (KeptGame) -> Void, showLevels: @escaping () -> Void, introduce: @escaping () -> Void,
            showEnd: @escaping (PlayFlow.Outcome) -> Void, restore: @escaping (KeptGame) -> Void,
            resumed: @escaping (KeptGame) -> Void, clock: @escaping (Bool) -> Void,
            keep: @escaping (KeptGame, Bool) -> String?,
            forget: @escaping (KeptGame) -> Void, saveResult: @escaping (LevelResult) -> String?,
            endLevel: @escaping () -> Void, finishRefused: @escaping () -> Void,
            announce: @escaping (PlayFlow.Announcement) -> Void, finish: @escaping () -> Void
        ) {
            self.game = game
            self.resumed = resumed
            self.finishRefused = finishRefused
            self.loadLevel = loadLevel
            self.offer = offer
            self.showLevels = showLevels
            self.introduce = introduce
            self.showEnd = showEnd
            self.restore = restore
            self.clock = clock
            self.keep = keep
            self.forget = forget
            self.saveResult = saveResult
            self.endLevel = endLevel
            self.announce = announce
            self.finish = finish
        }

        /// Does nothing and answers that nothing is saved or kept: a store before its view exists.
        public static var none: Effects {
            Effects(
                game: { nil }, loadLevel: { _ in (nil, nil, nil) }, offer: { _ in }, showLevels: {}, introduce: {},
                showEnd: { _ in }, restore: { _ in }, resumed: { _ in }, clock: { _ in }, keep: { _, _ in nil },
                forget: { _ in }, saveResult: { _ in nil }, endLevel: {}, finishRefused: {}, announce: { _ in },
                finish: {})
        }
    }
}
