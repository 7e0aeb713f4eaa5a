import Glibc
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallUI

/// A level left in progress as a menu lists it (the home menu's Continue entry): which level, and a line
/// saying where it stands (docs/decisions/0090).
struct LevelInProgress: Hashable {
    /// The kept game's id (issue 36): what resuming it from the home screen asks for.
    var id: GameID
    /// The level's title ("First Steps", "Daily puzzle, 24 November 2026").
    var title: String
    /// The pack's key (`LevelPack.progressKey`, the pack folder's name); nil for a level file on its own
    /// or a daily.
    var pack: String?
    /// The level's id within its pack (a daily's: `daily-YYYY-MM-DD`).
    var level: String
    /// A level file's absolute path ('' for a pack's level, a daily, or a game kept before paths were).
    var source = ""
    /// A daily's date, `YYYY-MM-DD`; nil for any other level.
    var dailyDate: String?
    /// The level file's text as it was played (its word list's path absolute): a level file on its own
    /// is played again from it, since no path is kept.
    var levelText: String
    /// When it was left, seconds since 1970.
    var savedAt: Int
    /// "First Steps: 1,240 points, 5 moves left, 2 words found" (with the time left on a timed level, a
    /// daily's as it runs on); nil when the level or its word list can no longer be read.
    var summary: String?
}

extension SavedData {
    /// The levels left in progress, most recently left first: what `wordfall play` and `wordfall daily`
    /// offer to resume. Empty without saved data; a damaged row is left out and reported on stderr.
    func gamesInProgress() -> [LevelInProgress] {
        guard let store else { return [] }
        let kept: [GameInProgress]
        do throws(ProgressError) {
            kept = try store.gamesInProgress()
        } catch {
            Self.warn(error.message)
            return []
        }
        for report in store.takeDamageReports() { Self.warn(report) }
        var lexicons = LexiconCache()
        return kept.map { game in
            let level = try? LevelLoader().load(bytes: Array(game.levelText.utf8), path: game.level + ".json")
            var entry = LevelInProgress(
                id: game.id, title: level?.title ?? game.level, pack: game.pack, level: game.level, source: game.source,
                dailyDate: game.dailyDate, levelText: game.levelText, savedAt: game.savedAt)
            guard let level, let moves = ReplayText.decode(game.moves),
                let lexicon = try? lexicons.lexicon(at: level.dictionary, language: level.language)
            else { return entry }
            let elapsed = ResumeClock.elapsed(
                saved: game.elapsed, savedAt: game.savedAt, now: time(nil), isDaily: game.dailyDate != nil)
            let standing = KeptGame(id: game.id, level: level, moves: moves, elapsed: elapsed).standing(
                lexicon: lexicon)
            // Why it is over says the real cause (issue 36): moves that ran out are not a clock.
            entry.summary =
                standing.whyOver(clockRanOn: game.dailyDate != nil && game.left).map {
                    "\(level.title): \($0); opening it records its result"
                } ?? "\(level.title): \(standing.line(withTime: true))"
            return entry
        }
    }
}
