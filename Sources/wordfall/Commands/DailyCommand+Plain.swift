import WordfallCore
import WordfallProgress
import WordfallUI

extension DailyCommand {
    /// Plays the day's puzzle in plain mode (docs/PLAY-PLAIN.md), recorded as on screen.
    func runPlain(
        _ level: Level, lexicon: Lexicon, data: SavedData, play: DailyPlay, progress: any ProgressRecorder,
        services: PlayServices
    ) throws {
        try PlainRunner.play(notice: data.notice, afterSession: data.laterWarnings.flush) { write in
            PlainSession(
                levels: [level], lexicon: { _ in lexicon },
                progress: progress,
                services: services,
                puzzle: play,
                now: GameClock.system.now, write: write)
        }
        try data.laterWarnings.failIfSavesFailed()
    }
}
