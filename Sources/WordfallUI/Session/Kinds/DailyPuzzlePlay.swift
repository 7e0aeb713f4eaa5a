import WordfallCore

/// Today's puzzle: one result a day. The header shows the live rank; ending it (the quit dialog,
/// or a signal) records the result as it stands, through the model's `Game.endByPlayer()`; the
/// end screen shows the rank and the share text, and offers no second try.
package final class DailyPuzzlePlay: PlayKind {
    package let levels: [Level]
    package let progress: ProgressRecorder
    let daily: DailyPlay
    /// Whether the share text may use Unicode (false for `--ascii`).
    let unicodeShare: Bool

    package init(level: Level, daily: DailyPlay, progress: ProgressRecorder, unicodeShare: Bool = true) {
        self.levels = [level]
        self.daily = daily
        self.progress = progress
        self.unicodeShare = unicodeShare
    }

    package func began(_ session: PlaySession) {
        let daily = daily
        session.view.update { $0.daily = daily }
    }

    package func endChoices(completed: Bool, hasNext: Bool) -> [EndChoice] { [.quit] }

    package func reviewing(_ review: inout GameScreenState.Review, ending: LevelEnding, _ session: PlaySession) {
        let rank = DailyRank.rank(score: ending.score, total: daily.total).name
        review.dailyRank = rank
        review.reason = ending.byPlayer ? "You ended it." : "Time is up."
        review.shareLines = ShareText.lines(
            day: daily.day.description, generator: daily.generator, rank: rank, score: ending.score,
            total: daily.total, words: review.found.count, bestWordLength: review.bestWord?.word.count ?? 0,
            unicode: unicodeShare)
    }

    package func quitDialog(_ session: PlaySession) -> (question: String, notes: [String]) {
        guard !session.game.status.isOver else { return (GameScreenState.quitWordfall, session.usualQuitNotes()) }
        return ("End today's puzzle?", ["Your result is recorded as it stands: one result a day, no second try."])
    }

    /// Ending a daily in play records it: the model ends it as the player's.
    package func quitConfirmed(_ session: PlaySession) {
        if session.game.status.isOver {
            session.finish()
        } else {
            session.game.endByPlayer()
        }
    }

    /// Stopped with the puzzle in play: ended as if the player had ended it, so its result is
    /// recorded and the day cannot be played again for a better score.
    package func abandoned(_ session: PlaySession) {
        if session.game.status == .playing { session.game.endByPlayer() }
    }
}
