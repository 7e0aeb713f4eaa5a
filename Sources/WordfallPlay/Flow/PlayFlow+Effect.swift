import WordfallCore

extension PlayFlow {
    /// What the reducer asks the outside world to do (docs/decisions/0420), performed by `PlayStore`
    /// through its `PlayStore.Effects`. The view performs what touches the game, the clock and what
    /// shows; the executable what touches saved data. An effect that answers says so: its answer is sent
    /// back as the action named, after the actions already waiting.
    public enum Effect: Hashable, Sendable {
        /// Make level `index`'s game; answered by `Action.levelLoaded` with its saved best and kept game.
        case loadLevel(Int)
        /// Offer to resume the game kept for the level (answered by the player: `Action.resumeAnswered`).
        case offer(KeptGame)
        /// Show the campaign's levels, one to choose.
        case showLevels
        /// The level is ready: show its intro (the player's key sends `Action.began`), or begin it at once.
        case introduce
        /// Show the end of the level: its review and what comes next.
        case showEnd(Outcome)
        /// Play the kept game's moves again on the level's game, where it resumes; answered by
        /// `Action.restored`.
        case restore(KeptGame)
        /// Start the level's game (`Game.start`): its first events, and an end at once when no word can be
        /// made (`noWordsLeft`).
        case start
        /// Play a move on the model (`Game.play`); nothing once the game is over.
        case play(Move)
        /// Move the model's clock on by the time passed (`Game.tick`); answered by `Action.clockRead`.
        case tick
        /// Read the model's clock; answered by `Action.clockRead`.
        case readClock
        /// Tell the player that finishing waits for the goals (they are not all done yet).
        case finishRefused
        /// Tell the player that a second Ctrl-F ends the game now, as it stands (`State.endsEarly`).
        case warnEndsEarly
        /// A word's moment is over: its celebration and the tiles that fell in are no longer marked.
        case endMoment
        /// Start (or go on with) the level clock.
        case startClock
        /// Stop the level clock.
        case stopClock
        /// Keep the level in progress, replacing the one kept before (`leaving`: the player leaves, so a
        /// failure is told); answered by `Action.kept`.
        case keep(KeptGame, leaving: Bool)
        /// Forget this kept game, and no other (the player chose to start the level again).
        case forget(KeptGame)
        /// Record a finished level; answered by `Action.resultSaved`.
        case saveResult(LevelResult)
        /// End the game as it stands (`Game.endByPlayer`); its end comes back as `Action.gameEnded`.
        case endLevel
        /// Read how the game ended (`PlayFlow.LevelEnd`), its delivery over; answered by `Action.levelEnded`.
        case readEnd
        /// Compare the game that ended with a friend's result line and keep how it came out (won, lost,
        /// drawn) in the saved data; answered by `Action.compared`.
        case compare(String)
        /// Show a comparison on the end screen, or why the friend's line was refused.
        case showComparison(Comparison)
        /// Tell the player something good at once.
        case announce(Announcement)
        /// The session is over.
        case finish
    }

    /// Good news told during a level, once each.
    public enum Announcement: Hashable, Sendable {
        /// The score passed the level's saved best.
        case bestScore(was: Int)
        /// A word beat the level's saved best word.
        case bestWord(was: ScoredWord)
        /// The endless game's score passed the best of every seed.
        case bestOfAll(was: Int)
    }
}
