import WordfallCore
import WordfallPlay
import WordfallProgress

/// Levels played one after the other, with no campaign screen: a level file (`wordfall play
/// FILE`), or a list of levels in the tests. A level with rules beyond the plain game says them on a
/// card first (`IntroText.ownRules`); every other rule is `PlayKind`'s default: Enter retries a
/// failed level, else plays the next one, else quits; quitting asks and says what is saved.
package final class LevelPlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    package let startIndex: Int
    /// Levels whose card was shown in this session (a retry does not show it again).
    private var introduced: Set<Int> = []

    package init(levels: [Level], startIndex: Int = 0, progress: any ProgressRecorder = NoProgress()) {
        self.levels = levels
        self.startIndex = startIndex
        self.progress = progress
    }

    /// A level with rules beyond the plain game (burning or reward tiles, the scramble, spent bonuses, a
    /// word length other than 3) says them before it starts, once a session: a level file has no pack
    /// before it to have taught them.
    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        let lines = IntroText.ownRules(of: levels[index])
        guard !lines.isEmpty, introduced.insert(index).inserted else { return nil }
        return IntroCard(title: levels[index].title, lines: lines)
    }

    package var flowKind: PlayFlow.Kind { .level }
}
