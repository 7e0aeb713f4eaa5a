import WordfallCore
import WordfallProgress
import WordfallUI

extension StoredProgress.Kind {
    /// The daily puzzle `play` (its day, generator version, board's total points and language).
    static func daily(_ play: DailyPlay) -> Self {
        .daily(day: play.day, generator: play.generator, total: play.total, language: play.language.code)
    }
}
