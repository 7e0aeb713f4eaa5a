import WordfallCore
import WordfallPlay
import WordfallProgress

/// Practice (`wordfall practice`, docs/RULES.md, "Practice"): a board on demand, untimed, nothing saved.
/// Ctrl-F ends the board and Enter plays another (a new seed): the flow's rules (`PlayFlow.Kind.practice`).
package final class PracticePlay: PlayKind {
    package let levels: [Level]
    package var progress: any ProgressRecorder { NoProgress() }
    private var introduced = false

    package init(level: Level) {
        self.levels = [level]
    }

    package var flowKind: PlayFlow.Kind { .practice }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        guard !introduced else { return nil }
        introduced = true
        return IntroCard(title: "Practice", lines: EndlessText.practiceRules())
    }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        review.title = "Practice board"
    }
}
