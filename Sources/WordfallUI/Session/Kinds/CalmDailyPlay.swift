import WordfallCore
import WordfallPlay

/// A day's puzzle played again, calm: the same board with no clock, once the day's result is
/// recorded; not ranked and not saved (docs/SCREEN.md). The header shows the rank it would
/// reach, and Ctrl-F ends it with the words found and missed.
package final class CalmDailyPlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    let daily: DailyPlay

    /// - Parameter level: the day's level; its clock is taken off and its title says it is calm.
    package init(level: Level, daily: DailyPlay) {
        var calm = level
        calm.rules.timeLimit = nil
        calm.title = level.title + " (calm)"
        self.levels = [calm]
        self.daily = daily
        self.progress = NoProgress()
    }

    package func began(_ session: PlaySession) {
        let daily = daily
        session.view.update { $0.daily = daily }
    }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        IntroCard(
            title: levels[index].title,
            lines: [
                "The same board, no clock: take your time. Calm play is not ranked or saved: today's result "
                    + "stands.",
                "Ctrl-F ends it and shows the words you found and missed.",
            ])
    }

    package var flowKind: PlayFlow.Kind { .calmDaily }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        DailyPuzzlePlay.rank(&review, ending: ending, daily: daily)
        review.reason = "Calm play: not ranked or saved."
    }
}
