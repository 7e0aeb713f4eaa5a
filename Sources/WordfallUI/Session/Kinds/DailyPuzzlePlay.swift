import WordfallCore

/// Today's puzzle: one result a day. The header shows the live rank; leaving it (the quit dialog, or
/// a signal) keeps it to resume, its clock running on (where nothing can be kept, it ends and records
/// the result as it stands, through the model's `Game.endByPlayer()`); the end screen shows the rank
/// and the share text, and offers no second try.
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

    /// Ctrl-F ends today's puzzle as it stands: its rank is kept (leaving it with Ctrl-D keeps it running).
    package var finishesBeforeTheGoals: Bool { true }

    package func reviewing(_ review: inout GameScreenState.Review, ending: LevelEnding, _ session: PlaySession) {
        Self.rank(&review, ending: ending, daily: daily)
        let rank = review.dailyRank ?? ""
        review.shareLines = ShareText.lines(
            day: daily.day.description, rank: rank, score: ending.score,
            total: daily.total, words: review.found.count, bestWordLength: review.bestWord?.word.count ?? 0,
            shape: Self.shape(review, daily: daily), unicode: unicodeShare)
    }

    /// The share text's shape: the expected words found (a find is off the list) and missed, and the big word.
    static func shape(_ review: GameScreenState.Review, daily: DailyPlay) -> ShareText.Shape {
        let finds = Set(review.finds.map(\.word))
        return ShareText.Shape(
            found: review.found.map(\.word).filter { !finds.contains($0) }, missed: review.missedWords.map(\.word),
            bigWord: daily.bigWord)
    }

    /// Declining the offer to resume ends it as it stands: one try a day.
    package var startsAgainAfterLeaving: Bool { false }

    /// A daily's end as a rank: the rank, the points the next one needed, how it ended (a played
    /// daily's end screen, and a daily's replay).
    static func rank(_ review: inout GameScreenState.Review, ending: LevelEnding, daily: DailyPlay) {
        review.dailyRank = DailyRank.rank(score: ending.score, total: daily.total).name
        review.nextRank = DailyRank.next(score: ending.score, total: daily.total).map {
            "\(Format.number($0.pointsNeeded)) more points would have made \($0.rank.name)."
        }
        review.reason = ending.byPlayer ? "You ended it." : "Time is up."
    }

    /// Over, the question is the usual one and says the day's result is kept (it speaks of no level).
    /// In play, leaving keeps it (its clock runs on while away, docs/decisions/0224, 0290); where nothing
    /// can be kept, ending it records the result as it stands.
    package func quitDialog(_ session: PlaySession) -> (question: String, notes: [String]) {
        if session.game.status == .ready {
            if session.offered != nil {
                return (
                    GameScreenState.quitWordfall, ["Today's puzzle stays kept: its clock runs on while you are away."]
                )
            }
            // Its clock has not started: leaving uses nothing up.
            return (GameScreenState.quitWordfall, ["Today's puzzle is not started: it waits for you, clock and all."])
        }
        guard !session.game.status.isOver else {
            let saved =
                progress.isSaving
                ? (session.lastSaveFailed ? "Today's result could not be saved." : "Today's result is saved.")
                : "Today's result is not saved: there is no saved data."
            return (GameScreenState.quitWordfall, [saved + " A new puzzle opens tomorrow."])
        }
        guard progress.keep == nil || session.keepFailed else {
            return (
                GameScreenState.leaveTodaysPuzzle,
                ["It is kept: `wordfall daily` resumes it. Its clock runs on while you are away: one try a day."]
            )
        }
        return ("End today's puzzle?", ["Your result is recorded as it stands: one result a day, no second try."])
    }

    /// Leaving a daily in play: kept by the session, or ended by the model as the player's where
    /// nothing can be kept.
    package func quitConfirmed(_ session: PlaySession) {
        if session.game.status.isOver || session.game.status == .ready || (progress.keep != nil && !session.keepFailed)
        {
            session.finish()
        } else {
            session.game.endByPlayer()
        }
    }

    /// Stopped with the puzzle in play: kept by the session like a quit; where nothing can be kept,
    /// ended as if the player had ended it, so its result is recorded and the day cannot be played
    /// again for a better score.
    package func abandoned(_ session: PlaySession) {
        if session.game.status == .playing, progress.keep == nil || session.keepFailed { session.game.endByPlayer() }
    }
}
