import Glibc
import WordfallCore
import WordfallProgress
import WordfallUI

/// Levels left in progress (docs/decisions/0224, 0290): kept in the store after each move and on every
/// way out, given back to the session to offer and resume, forgotten when the player starts again.
extension SavedData {
    /// How long a keep after a move waits for another program's lock, in milliseconds: the game goes on,
    /// and the next move keeps it again.
    static let keepWait: Int32 = 20
    /// How long the keep of a player leaving waits for the lock, in milliseconds: there is no more input.
    static let leavingKeepWait: Int32 = 2_000

    /// `recorder` keeping the levels of `pack` (nil: a level file on its own, or the daily of `dailyDate`).
    func keeping(_ recorder: ProgressRecorder, pack: String?, dailyDate: String? = nil) -> ProgressRecorder {
        guard let store else { return recorder }
        var recorder = recorder
        let warnings = laterWarnings
        // The level's text is the same for every keep of a game: made once per level.
        final class Texts { var byLevel: [Level: String] = [:] }
        let texts = Texts()
        let text = { (level: Level) -> String in
            if let known = texts.byLevel[level] { return known }
            let made = PlayedGame.replayable(level).fileText
            texts.byLevel[level] = made
            return made
        }
        recorder.keep = { kept, leaving in
            let game = GameInProgress(
                pack: pack, level: kept.level.id, dailyDate: dailyDate, savedAt: time(nil), elapsed: kept.elapsed,
                levelText: text(kept.level), moves: ReplayText.encode(kept.moves), left: leaving)
            do throws(ProgressError) {
                try store.keep(game, waitingAtMost: leaving ? Self.leavingKeepWait : Self.keepWait)
                return nil
            } catch {
                if leaving { warnings.keepFailed(error.message) }
                return error.message
            }
        }
        recorder.kept = { level in
            let kept: GameInProgress?
            do throws(ProgressError) {
                kept = try store.gameInProgress(pack: pack, level: level.id)
            } catch {
                warnings.append(error.message)
                return nil
            }
            // Another day's daily, or another text of the level (an edited file, another seed): not this game.
            guard let kept, kept.dailyDate == dailyDate, kept.levelText == text(level) else { return nil }
            guard let moves = ReplayText.decode(kept.moves) else {
                warnings.append(
                    "The level in progress \(TerminalText.quoted(level.title)) could not be resumed: its moves "
                        + "in \(store.path) are damaged; it was started again.")
                return nil
            }
            // A daily's clock runs on only while the player is away by choice: one whose terminal closed (or
            // whose process died) resumes with the time it had when last kept.
            let ranOn = dailyDate != nil && kept.left
            let elapsed = ResumeClock.elapsed(
                saved: kept.elapsed, savedAt: kept.savedAt, now: time(nil), isDaily: ranOn)
            return KeptGame(level: level, moves: moves, elapsed: elapsed, clockRanOn: ranOn)
        }
        recorder.forget = { level in
            do throws(ProgressError) {
                try store.forgetGameInProgress(pack: pack, level: level.id)
            } catch {
                warnings.append(error.message)
            }
        }
        return recorder
    }

    /// The level of `pack` left in progress most recently, if one is kept.
    func lastLevelInProgress(pack: String) -> String? {
        (try? store?.gamesInProgress())?.first { $0.pack == pack }?.level
    }
}
