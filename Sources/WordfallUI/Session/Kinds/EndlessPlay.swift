import WordfallCore
import WordfallPlay
import WordfallProgress

/// The endless game (`wordfall endless`, docs/RULES.md, "The endless game"): one falling board played until
/// a burning tile reaches the bottom row. Its rules of what comes next (another game is a new seed, leaving
/// ends it, its score is news against the bests) are the flow's (`PlayFlow.Kind.endless`); this kind says
/// its rules once a session and puts the saved bests on the end screen.
package final class EndlessPlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    private var introduced = false

    package init(level: Level, progress: any ProgressRecorder = NoProgress()) {
        self.levels = [level]
        self.progress = progress
    }

    package var flowKind: PlayFlow.Kind { .endless }

    /// The rules, before the first game of the session.
    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        guard !introduced else { return nil }
        introduced = true
        return IntroCard(title: "Endless", lines: EndlessText.rules())
    }

    /// The bests as saved, this game's included.
    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        review.title = "Game over"
        // The word that ended the game dropped a fire several rows: the end says why (issue 40).
        let falls = session.view.fallsToTheBottom
        if ending.failure == .burnedDown, !falls.isEmpty {
            review.reason = ([review.reason ?? ""] + falls).joined(separator: " ")
        }
        review.news += EndlessText.bests(progress.saved(session.game.level.id), seed: session.game.level.seed)
    }

    package var keys: [PlayFlow.Screen: [KeysBar.Item]] { [:] }
}
