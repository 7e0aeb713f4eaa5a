import WordfallCore
import WordfallProgress
import WordfallUI

extension StoredProgress.Kind {
    /// The daily puzzle `play` (its day, generator version, board's total points, language and expected words).
    static func daily(_ play: DailyPlay) -> Self {
        .daily(
            day: play.day, generator: play.generator, total: play.total, language: play.language.code,
            expected: play.expected)
    }
}
