import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallUI

/// Plays a game of one's own, on screen or in plain mode: the endless game (its bests saved apart,
/// `EndlessProgress`) or practice (nothing saved). What `endless` and `practice` share once the level is
/// made; the rules of each are the flow's (`PlayFlow.Kind.endless`, `.practice`).
struct SoloRunner {
    var prepared: PreparedLevel
    var kind: PlayFlow.Kind
    var display: DisplayOptions
    var dataDirectory: String?
    var plain: Bool

    func run() throws {
        let usesPlain = PlainRunner.isChosen(plain)
        if !usesPlain { try ScreenRunner.checkTerminal() }
        // Practice reads no saved data but the theme; the endless game keeps its bests.
        let data = SavedData.open(directory: dataDirectory)
        let progress: any ProgressRecorder = kind == .endless ? EndlessProgress(data: data) : NoProgress()
        let services = PlayServices.standard(data: data)
        let lexicon = prepared.lexicon
        // Never hard (docs/RULES.md, "Hard mode"): the setting a daily or a level was played with is theirs.
        let level = prepared.level
        if usesPlain {
            try PlainRunner.play(notice: data.notice, afterSession: data.laterWarnings.flush) { write in
                PlainSession(
                    levels: [level], lexicon: { _ in lexicon }, progress: progress, services: services, kind: kind,
                    now: GameClock.system.now, write: write)
            }
        } else {
            let playKind: any PlayKind =
                kind == .endless ? EndlessPlay(level: level, progress: progress) : PracticePlay(level: level)
            try ScreenRunner.play(display: display, data: data, afterScreen: data.laterWarnings.flush) { screen in
                PlaySession(
                    playKind, lexicon: { _ in lexicon }, notice: data.notice, services: services, screen: screen,
                    now: GameClock.system.now)
            }
        }
        try data.laterWarnings.failIfSavesFailed()
    }
}
