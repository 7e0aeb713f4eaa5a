import WordfallCore
import WordfallPlay

/// Levels played one after the other, with no campaign screen: a level file (`wordfall play
/// FILE`), or a list of levels in the tests. Every rule is `PlayKind`'s default: Enter retries a
/// failed level, else plays the next one, else quits; quitting asks and says what is saved.
package final class LevelPlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    package let startIndex: Int

    package init(levels: [Level], startIndex: Int = 0, progress: any ProgressRecorder = NoProgress()) {
        self.levels = levels
        self.startIndex = startIndex
        self.progress = progress
    }

    package var flowKind: PlayFlow.Kind { .level }
}
