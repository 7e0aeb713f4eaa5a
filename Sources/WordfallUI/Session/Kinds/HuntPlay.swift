import WordfallCore
import WordfallPlay
import WordfallProgress

/// A day's hunt, after its round (docs/RULES.md, "The daily: a round, then the hunt"): the same board
/// with no clock, starting from every word found that day, its words kept after every move (the flow's
/// `keep`, which the recorder merges into the day's list). It reopens where it was without a question.
/// Tab shows the grid of words left, `!` gives a nudge; it has no end of the player's (that would show
/// the day's answers: the flow refuses the finish, `PlayFlow.Kind.finishes`): Ctrl-D leaves it.
package final class HuntPlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    let daily: DailyPlay

    /// - Parameters:
    ///   - level: the day's level; its clock is taken off and its title says it is the hunt.
    ///   - daily: the day, with its hunt (`DailyPlay.hunt`) as it stood when the sitting began.
    ///   - progress: where the hunt's words are kept (and where they come back from).
    package init(level: Level, daily: DailyPlay, progress: any ProgressRecorder) {
        self.levels = [Self.level(level)]
        self.daily = daily
        self.progress = progress
    }

    /// The hunt's level: the day's, with no clock, its title saying it is the hunt.
    package static func level(_ day: Level) -> Level {
        var hunt = day
        hunt.rules.timeLimit = nil
        hunt.title = day.title + " (hunt)"
        return hunt
    }

    package var keys: [PlayFlow.Screen: [KeysBar.Item]] {
        [
            .playing: [
                .init(key: "Enter", action: "submit"), .init(key: "Bksp", action: "delete"),
                .init(key: "Esc", action: "clear"), .init(key: "Tab", action: "words left"),
                .init(key: "!", action: "nudge"), .init(key: "?", action: "help"), .init(key: "^D", action: "leave"),
                .init(key: "=", action: "meaning"),
            ]
        ]
    }

    /// Reopened on the words kept: where the day stands, rather than "Resumed where you left it."
    package func resumed(_ session: PlaySession) {
        guard let hunt = daily.hunt(with: session.game.foundWords) else { return }
        session.view.update { $0.message = .init(HuntText.reopened(hunt), tone: .info) }
    }

    package func began(_ session: PlaySession) {
        let daily = daily
        session.view.update {
            $0.daily = daily
            // Its own help: `?` says what the hunt is, not a level's rules alone.
            $0.helpLines = HuntText.help()
            $0.helpKeys = HuntText.keyMeanings
        }
    }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        IntroCard(
            title: levels[index].title,
            lines: [
                "The hunt: the same board, no clock, all day. Every word you find is kept, sitting after sitting, "
                    + "and your rank climbs to Genius; every word of the board is Queen Bee.",
                "Tab shows the words left by first letter and length; ! gives a nudge (\(HuntNudge.perDay) a day).",
            ])
    }

    package func takesKey(_ key: Key, _ session: PlaySession) -> Bool {
        guard session.state.mode == .playing, session.game.status == .playing else { return false }
        let current = daily.hunt(with: session.game.foundWords)
        switch key {
        case .tab:
            guard let current else { return false }
            session.view.update {
                $0.shown.hold(.meaning(word: "Words left", lines: HuntText.gridTable(HuntGrid(current))))
            }
            session.send(.overlayToggled(.meaning))
        case .character("!"):
            guard let current else { return false }
            let line = session.services.nudge?(current) ?? HuntText.noNudge(current)
            session.view.update { $0.message = .init(line, tone: .info) }
        default:
            return false
        }
        return true
    }

    package var flowKind: PlayFlow.Kind { .hunt }

    /// The daily is the same list for every player: their own words never apply (docs/RULES.md, "Your own
    /// words"), so a word not in the list names no command.
    package var ownWords: Bool { false }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        let hunt = daily.hunt(with: session.game.foundWords)
        review.dailyRank = hunt?.rank.name
        review.nextRank = hunt.map { HuntText.rank($0) }
        review.reason = "Every word on the board is found."
        if let hunt {
            review.foundLine =
                "Found "
                + HuntText.words(
                    found: hunt.expected.count - hunt.wordsLeft, of: hunt.expected.count, finds: hunt.findsFound.count)
        }
    }
}
