import Glibc
import WordfallCore
import WordfallPlay

/// The levels of one pack, level file or daily left in progress (docs/decisions/0090): kept in the
/// store after each move and on every way out, given back to offer and resume, forgotten when the player
/// starts again. Part of a `StoredProgress`.
package final class KeptGames {
    /// How long a keep after a move waits for another program's lock, in milliseconds: the game goes on,
    /// and the next move keeps it again.
    package static let keepWait: Int32 = 20
    /// How long the keep of a player leaving waits for the lock, in milliseconds: Ctrl-C ends the game within
    /// half a second; past it the game is written to a journal beside the store (docs/decisions/0310).
    package static let leavingKeepWait: Int32 = 100

    private let store: GameStore
    private let data: SavedData
    private let warnings: SavedData.LaterWarnings
    private let directory: String
    private let pack: String?
    private let dailyDate: String?
    private let source: String
    private let lexicon: (Level) -> Lexicon?
    /// The kept game to give back before the others of its level (the one the player picked on the home
    /// screen's Continue); nil: the one left last.
    private let preferred: GameID?
    /// The level's text is the same for every keep of a game: made once per level.
    private var texts: [Level: String] = [:]
    /// The journal written for the last keep that met another program's lock, and the game it keeps:
    /// superseded by the next keep, removed when that game ends.
    private var lastJournal: (path: String, game: GameID)?

    /// The games of `pack` (nil: a level file on its own, or the daily of `dailyDate`). `source` is a level
    /// file's absolute path (what tells two files with one id apart, docs/RULES.md); `lexicon` the word list each
    /// level is played with, to say what changed since a game was kept; `preferred` the kept game given back
    /// first, when it is one of the level's.
    package init(
        store: GameStore, data: SavedData, pack: String?, dailyDate: String?, source: String,
        lexicon: @escaping (Level) -> Lexicon?, preferred: GameID? = nil
    ) {
        self.preferred = preferred
        self.store = store
        self.data = data
        self.warnings = data.laterWarnings
        self.directory = data.directory
        self.pack = pack
        self.dailyDate = dailyDate
        self.source = source
        self.lexicon = lexicon
    }

    private func text(_ level: Level) -> String {
        if let known = texts[level] { return known }
        let made = PlayedGame.replayable(level).fileText
        texts[level] = made
        return made
    }

    /// `level` as the kept game's text played it: the level itself, or one of its retries (its own
    /// seed and static board: `Level.asTry`); nil when the text is another level's.
    private func played(_ level: Level, as kept: String) -> Level? {
        if kept == text(level) { return level }
        guard let other = try? LevelLoader().load(bytes: Array(kept.utf8), path: level.id + ".json"),
            let played = level.asTry(other), text(played) == kept
        else { return nil }
        return played
    }

    package func keep(_ kept: KeptGame, leaving: Bool) -> String? {
        let game = GameInProgress(
            id: kept.id, pack: pack, level: kept.level.id, dailyDate: dailyDate, savedAt: time(nil),
            elapsed: kept.elapsed,
            levelText: text(kept.level), moves: ReplayText.encode(kept.moves), source: source, words: kept.words,
            left: leaving, keeper: leaving ? nil : getpid())
        do throws(ProgressError) {
            try store.keep(game, waitingAtMost: leaving ? Self.leavingKeepWait : Self.keepWait)
            // The store holds this keep: a journal of an earlier one is superseded.
            if let previous = lastJournal { unlink(previous.path) }
            lastJournal = nil
            return nil
        } catch {
            // Another program holds the lock: the game is kept in a journal beside the store, saved at
            // the next start, rather than waited for (Ctrl-C acts at once; 0310). After a move too, so a
            // kill while the lock lasts loses nothing (0090, 0310); each such keep replaces the one before.
            if error.isBusy,
                let journal = try? GameStore.writeJournal(
                    GameStore.JournalContents(inProgress: [game]), directory: directory)
            {
                if let previous = lastJournal, previous.path != journal { unlink(previous.path) }
                lastJournal = (journal, kept.id)
                if leaving {
                    warnings.append(
                        "The level in progress could not be kept in \(store.path) (another program kept it "
                            + "locked); it was kept in \(journal), and is kept in the store the next time "
                            + "wordfall starts.")
                }
                return nil
            }
            guard leaving else { return error.message }
            warnings.keepFailed(error.message)
            return error.message
        }
    }

    package func kept(_ level: Level) -> KeptGame? {
        let games: [GameInProgress]
        do throws(ProgressError) {
            // Another day's daily, or a text that is neither the level nor one of its tries (an edited
            // file): not this game.
            games = try store.gamesInProgress(pack: pack, level: level.id, source: source).filter {
                $0.dailyDate == dailyDate && played(level, as: $0.levelText) != nil
            }
        } catch {
            warnings.append(error.message)
            return nil
        }
        // The game picked on the home screen, else the one left last; the others stay kept (issue 36).
        guard let kept = games.first(where: { $0.id == preferred }) ?? games.first,
            let level = played(level, as: kept.levelText)
        else { return nil }
        guard let moves = ReplayText.decode(kept.moves) else {
            warnings.append(
                "The level in progress \(TerminalText.quoted(level.title)) could not be resumed: its moves "
                    + "in \(store.path) are damaged; it was started again.")
            return nil
        }
        // A daily's clock runs on only while the player is away by choice: one whose terminal closed (or
        // whose process died) resumes with the time it had when last kept.
        let ranOn = dailyDate != nil && kept.left
        let elapsed = ResumeClock.elapsed(saved: kept.elapsed, savedAt: kept.savedAt, now: time(nil), isDaily: ranOn)
        var game = KeptGame(id: kept.id, level: level, moves: moves, elapsed: elapsed, clockRanOn: ranOn)
        if let words = kept.words, let lexicon = lexicon(level) {
            game.notice = data.wordsChanged(
                KeptGame(id: kept.id, level: level, moves: moves, elapsed: kept.elapsed), stored: words,
                lexicon: lexicon)
        }
        if games.count > 1 {
            let others =
                games.count == 2
                ? "Another game of this level is kept too" : "\(games.count - 1) other games of this level are kept too"
            game.notice = [game.notice, others + ": Continue on the home screen lists them."].compactMap(\.self)
                .joined(separator: " ")
        }
        return game
    }

    package func forget(_ kept: KeptGame) {
        // On the input path (the offer's n): never waits for another program's lock (0310).
        do throws(ProgressError) {
            try store.forgetGameInProgress(kept.id, waitingAtMost: Self.keepWait)
        } catch {
            if error.isBusy {
                warnings.pending.forget(
                    kept.id, directory: directory,
                    describedAs: "The game you left of \(TerminalText.quoted(kept.level.title))")
            } else {
                warnings.append(error.message)
            }
        }
    }

    /// The game `id` ended and its result is in the store: a journal of its last keep is no longer needed.
    package func ended(_ id: GameID) {
        guard let last = lastJournal, last.game == id else { return }
        unlink(last.path)
        lastJournal = nil
    }
}
