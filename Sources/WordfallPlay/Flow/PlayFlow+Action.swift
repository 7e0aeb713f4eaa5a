import WordfallCore

extension PlayFlow {
    /// What happened: the player's choices, and what the game and the effects answered.
    public enum Action: Hashable, Sendable {
        /// The session opens (on its start level, or a campaign's list).
        case opened
        /// A level was picked from a campaign's list (an open one: `PlayFlow.Pack`; a locked one is refused).
        case levelChosen(Int)
        /// The level asked for by `Effect.loadLevel` is ready: its saved best, the game kept for it, the id
        /// a new game of it takes (`GameID.random()`; a kept game resumed keeps its own), and the level as
        /// this try plays it when it is a retry's (`State.retrySeed`: `Level.retried`).
        case levelLoaded(best: SavedResult?, kept: KeptGame?, fresh: GameID, played: Level? = nil)
        /// The player answered the offer to resume a kept game.
        case resumeAnswered(Bool)
        /// The player asked for a campaign's levels at the offer to resume: the game left stays kept.
        case levelsAsked
        /// The level begins (its intro read): the clock starts.
        case began
        /// `Effect.restore` was done: the kept game's moves were played again.
        case restored
        /// The player asked for a move (a word or a path submitted, a shuffle, a hint): the store plays it
        /// on the model while a level is in play.
        case moveAsked(Move)
        /// The player asked to finish the level (Ctrl-F, `finish`).
        case finishAsked
        /// The player asked to end the game as it stands before its goals are done: a challenge's round
        /// (`finish`, Ctrl-F twice), which has no goal to finish first. Its end comes back as `levelEnded`.
        case endAsked
        /// Time passed while the level's clock runs (a few times a second).
        case ticked
        /// The level clock read after `Effect.tick` or `Effect.readClock`: a replay plays the moves due.
        case clockRead(elapsed: Double)
        /// The player asked a replay for its next move at once, the level clock at `elapsed`.
        case skipAsked(elapsed: Double)
        /// The game in play moved on (a move, its clock): kept when a move was played since it was last
        /// kept, or a timed level's clock ran on `keepEvery` seconds.
        case moved(moves: [TimedMove], elapsed: Double)
        /// Where the game in play stands, told before leaving it (a quit, a signal): nothing is kept.
        case stood(moves: [TimedMove], elapsed: Double)
        /// `Effect.keep` was done; the warning to tell when it failed.
        case kept(warning: String?)
        /// The game's score changed.
        case scoreChanged(Int)
        /// The game accepted a word.
        case wordAccepted(ScoredWord)
        /// Every goal of the level in play is done: it is won, and play goes on for stars until the
        /// player finishes it (leaving now ends it won: docs/RULES.md, "A level left and resumed").
        case goalsDone
        /// The model said the game ended (`levelCompleted`, `levelFailed`, `levelEndedByPlayer`): its end is
        /// read once the delivery is over (`Effect.readEnd`).
        case gameEnded
        /// The game ended: how, and the model's review of it (`Effect.readEnd`'s answer).
        case levelEnded(LevelEnd)
        /// `Effect.saveResult` was done; the warning to tell when it failed.
        case resultSaved(warning: String?)
        /// A choice at the end of a level.
        case endChosen(EndChoice)
        /// The player asked for the whole review at the end of a level: the missed words in full and every
        /// move (`Outcome.missedInFull`, `Outcome.wholeReview`).
        case missedAsked
        /// The player gave a friend's result line on a challenge's end screen, to compare with their game.
        case friendResultGiven(String)
        /// `Effect.compare` was done: the comparison, or why the line was refused.
        case compared(Comparison)
        /// The player pressed a key, at `at` on the view's clock (`holdable` false for one that only scrolls,
        /// or answers a question the player asked): at the end screen, within its moment, it is held back
        /// (`Moments.keyHeld`).
        case keyPressed(at: Double, holdable: Bool)
        /// The view's clock read `at` (a few times a second, whatever shows).
        case timePassed(at: Double)
        /// The end screen showed (`Effect.showEnd` done), at `at`.
        case endShown(at: Double)
        /// A word was accepted and its moment shows, from `at` (`big`: a big word's celebration).
        case wordShown(big: Bool, at: Double)
        /// The player asked for an overlay (the pause, the help, the goals, a meaning, the statistics), or
        /// to take it away when it is on top.
        case overlayToggled(Overlay)
        /// The player read the overlay on top (a notice): it goes.
        case overlayClosed
        /// The player asked to quit.
        case quitAsked
        /// The player asked to go back to the home screen the session was opened from (Esc on a
        /// campaign's levels, `m` at the quit question).
        case homeAsked
        /// The player left a replay at once (`q` while it plays): nothing to ask, nothing to keep.
        case replayLeft
        /// The player answered the quit question.
        case quitAnswered(Bool)
        /// The process is being stopped (a signal, the input or the terminal gone).
        case abandoned
        /// The terminal closed (SIGHUP): as `abandoned`, but the game is kept as on the way, not as left
        /// by the player, so a daily resumes with the time it had (docs/RULES.md, "A level left and resumed").
        case terminalLost
    }

    /// How a game ended, as the model says it (`Game`'s end events and `review`).
    public struct LevelEnd: Hashable, Sendable {
        /// Why it was lost; nil when completed or ended by the player.
        public var failure: FailureReason?
        public var byPlayer: Bool
        public var score: Int
        public var stars: Int
        /// Every accepted word with its points, in order (`Game.accepted`).
        public var words: [ScoredWord]
        /// The model's review (`Game.review(missedLimit: .max)`).
        public var review: LevelReview
        /// The next star's points and stars (`Game.nextStar`), nil when none is left.
        public var nextStar: StarThresholds.NextStar?
        /// Seconds on the level clock.
        public var duration: Double
        /// Every move played, with its time: the game's replay.
        public var moves: [TimedMove]

        public init(
            failure: FailureReason?, byPlayer: Bool, score: Int, stars: Int, words: [ScoredWord],
            review: LevelReview, nextStar: StarThresholds.NextStar? = nil, duration: Double, moves: [TimedMove]
        ) {
            self.failure = failure
            self.byPlayer = byPlayer
            self.score = score
            self.stars = stars
            self.words = words
            self.review = review
            self.nextStar = nextStar
            self.duration = duration
            self.moves = moves
        }

        /// Completed: neither lost nor ended by the player.
        public var completed: Bool { failure == nil && !byPlayer }
    }
}
