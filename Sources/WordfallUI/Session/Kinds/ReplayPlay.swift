import WordfallCore
import WordfallPlay
import WordfallProgress

/// A recorded game played back at its own pace (`wordfall replay ID`): each move when the level
/// clock reaches its time. Space pauses and any key resumes, the right arrow plays the next move at once,
/// `q` quits; nothing is saved, and the end screen offers only to quit.
package final class ReplayPlay: PlayKind {
    package let levels: [Level]
    package var progress: any ProgressRecorder { NoProgress() }
    /// The recorded moves, played by the flow at their times (`PlayFlow.State.replaying`).
    package let replaying: [TimedMove]
    /// The daily puzzle the game was, if it was one: its end is a rank, as when it was played.
    let daily: DailyPlay?

    package init(level: Level, moves: [TimedMove], daily: DailyPlay? = nil) {
        self.levels = [level]
        self.replaying = moves
        self.daily = daily
    }

    package func began(_ session: PlaySession) {
        guard let daily else { return }
        session.view.update { $0.daily = daily }
    }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        guard let daily else { return }
        DailyPuzzlePlay.rank(&review, ending: ending, daily: daily)
        // A day's answers are the next day's: the replay of today's round names no word it missed, as the
        // round did not (its hunt is still open).
        review.missedHidden = daily.day >= CalendarDay.today()
    }

    /// Only the playback's keys: the player's own do nothing in a replay.
    package var keys: [PlayFlow.Screen: [KeysBar.Item]] {
        let quit = KeysBar.Item(key: "q", action: "quit")
        return [
            .playing: [
                .init(key: "Space", action: "pause"), .init(key: "\u{2192}", asciiKey: "right", action: "skip ahead"),
                quit,
            ],
            .paused: [.init(key: "any key", action: "resume"), quit],
        ]
    }

    /// Straight to the moves: a replay has no intro card.
    package func introduce(_ session: PlaySession) {
        session.begin()
        session.view.update {
            $0.message = .init("Replay, exactly as played: Space pauses, \u{2192} skips ahead, q quits.", tone: .info)
        }
        // The moves due at once.
        session.send(.clockRead(elapsed: session.game.elapsed))
    }

    /// While the level is on, only the playback's own keys act.
    package func takesKey(_ key: Key, _ session: PlaySession) -> Bool {
        let mode = session.state.mode
        guard mode == .playing || mode == .paused else { return false }
        switch key {
        case .character("q"), .character("Q"), .control("d"):
            // Watched from the home screen, back to it.
            session.send(.replayLeft)
        case _ where mode == .paused:
            // Any key resumes (a click, a press; not the mouse's release or drag).
            if case .mouse(let event) = key, event.kind != .press { break }
            session.send(.overlayToggled(.paused))
        case .character(" "):
            session.send(.overlayToggled(.paused))
        case .right:
            if mode == .playing { session.send(.skipAsked(elapsed: session.game.elapsed)) }
        default: break
        }
        return true
    }

    /// A replay is watched once: no retry (it would replay nothing), no next level.
    package var flowKind: PlayFlow.Kind { .replay }

}
