import Glibc
import WordfallCore
import WordfallPlay

/// The saved data as one kind of play saves to it and reads from it, built whole when play begins
/// (docs/decisions/0420): a pack's levels, a level file on its own, or a daily puzzle. Each finished level
/// is recorded as a game (a pack's also as the level's progress, a daily's as the day's result); a level
/// left is kept to resume. When the data folder cannot be opened, every save says so, on the end screen
/// and on stderr after it, and the command exits non-zero.
package final class StoredProgress: ProgressRecorder {
    /// What is played, so what is saved.
    package enum Kind {
        /// A level file on its own, by its absolute path (its kept game is its own, whatever other file has
        /// its id; docs/RULES.md): its games are saved, no level progress.
        case levelFile(source: String)
        /// A pack's levels, by the pack's key in the saved data (`LevelPack.progressKey`).
        case pack(key: String, memory: PackMemory)
        /// A daily puzzle (its day, generator version, board's total points, language's code and expected
        /// words, nil where not known): its game and the day's result (the first for that date and language
        /// stands), ranked Queen Bee only with every expected word found.
        case daily(day: CalendarDay, generator: Int, total: Int, language: String, expected: Set<String>?)
    }

    private let data: SavedData
    private let kind: Kind
    private let games: KeptGames?
    private let playerWords: (Level) -> PlayerWords?

    /// - Parameters:
    ///   - lexicon: the word list each level is played with, to say what changed since a game was kept.
    ///   - playerWords: the player's own words a level is played with (nil for its word list alone): kept
    ///     with the game, for its replay.
    ///   - resuming: the kept game given back first for its level (picked on the home screen's Continue).
    package init(
        _ kind: Kind, data: SavedData, lexicon: @escaping (Level) -> Lexicon? = { _ in nil },
        playerWords: @escaping (Level) -> PlayerWords? = { _ in nil }, resuming: GameID? = nil
    ) {
        self.data = data
        self.kind = kind
        self.playerWords = playerWords
        self.games = data.store.map { store in
            switch kind {
            case .levelFile(let source):
                KeptGames(
                    store: store, data: data, pack: nil, dailyDate: nil, source: source, lexicon: lexicon,
                    preferred: resuming)
            case .pack(let key, _):
                KeptGames(
                    store: store, data: data, pack: key, dailyDate: nil, source: "", lexicon: lexicon,
                    preferred: resuming)
            case .daily(let day, _, _, _, _):
                KeptGames(
                    store: store, data: data, pack: nil, dailyDate: day.description, source: "", lexicon: lexicon,
                    preferred: resuming)
            }
        }
    }

    package var isSaving: Bool { true }
    package var keepsGames: Bool { true }

    /// What every save says when nothing can be saved (the data folder is a file, or cannot be made).
    private var cannotSave: String { data.notice ?? "Your saved data cannot be opened." }

    package func levelFinished(_ result: LevelResult) -> String? {
        guard let store = data.store else {
            // The reason was said on stderr when the data was opened: said once, not again here (issue 36).
            data.laterWarnings.saveFailed("Your result of \(result.level.id) was not saved (see the warning above).")
            return cannotSave
        }
        switch kind {
        case .levelFile(let source):
            var game = PlayedGame(result, pack: nil, endedAt: time(nil), playerWords: playerWords(result.level))
            game.source = source
            return saved(data.save(game, in: store, describedAs: result.level.id), result)
        case .pack(let key, let memory):
            let game = PlayedGame(result, pack: key, endedAt: time(nil), playerWords: playerWords(result.level))
            let save = data.save(game, in: store, describedAs: result.level.id)
            memory.record(result, stored: save.recorded != nil)
            return saved(save, result)
        case .daily(let day, let generator, let total, let language, let expected):
            let left = DailyRank.wordsLeft(
                of: expected, found: result.words.map(\.word), score: result.score, total: total)
            return saveDaily(
                result, day: day, generator: generator, total: total, wordsLeft: left, language: language, in: store)
        }
    }

    /// Saves the end of a daily puzzle: the game, and the day's result (the first for that date stands).
    private func saveDaily(
        _ result: LevelResult, day: CalendarDay, generator: Int, total: Int, wordsLeft: Int, language: String,
        in store: GameStore
    ) -> String? {
        let counts = DailyRank.counts(of: result.words)
        let dailyResult = DailyResult(
            date: day.description, generator: generator, score: result.score, total: total,
            rank: DailyRank.rank(score: result.score, total: total, wordsLeft: wordsLeft).name, words: counts.words,
            bestWordLength: counts.longestWordLength, playedOn: CalendarDay.today().description,
            language: language)
        let game = PlayedGame(result, pack: nil, endedAt: time(nil), daily: dailyResult)
        let saved = data.save(game, in: store, describedAs: "the puzzle of \(day)")
        if saved.recorded != nil || saved.journalled { games?.ended(result.id) }
        // Another window on the same data folder ended the day first: its result stands, and this
        // end screen says so rather than showing this game's rank as the day's.
        if let kept = saved.recorded?.daily, kept != dailyResult {
            return "The puzzle of \(day) already had its result, kept: \(kept.rank), "
                + "\(kept.score) points (ended in another window). This game of "
                + "\(result.score) points is kept with your games, not as the day's result."
        }
        return saved.message
    }

    /// What saving `result` said; a result in the store or in a journal of its own ends the journal of the
    /// game's last keep (`KeptGames.ended`): it is not offered again once ended.
    private func saved(
        _ save: (recorded: GameStore.Recorded?, message: String?, journalled: Bool), _ result: LevelResult
    ) -> String? {
        if save.recorded != nil || save.journalled { games?.ended(result.id) }
        return save.message
    }

    package func saved(_ levelID: String) -> SavedResult? {
        guard case .pack(_, let memory) = kind else { return nil }
        return memory.saved(levelID)
    }

    package func firstStepsSeen() -> Bool {
        guard case .pack(_, let memory) = kind else { return true }
        return memory.firstStepsSeen()
    }

    package func markFirstStepsSeen() {
        if case .pack(_, let memory) = kind { memory.markFirstStepsSeen() }
    }

    package func keep(_ game: KeptGame, leaving: Bool) -> String? {
        guard let games else {
            // Nothing can be saved: a level left is not kept.
            if leaving {
                data.laterWarnings.keepFailed("The level in progress could not be kept (see the warning above).")
            }
            return cannotSave
        }
        return games.keep(game, leaving: leaving)
    }

    package func kept(_ level: Level) -> KeptGame? { games?.kept(level) }

    package func forget(_ game: KeptGame) { games?.forget(game) }

    package func rulesMet() -> Set<String> {
        guard case .pack(_, let memory) = kind else { return [] }
        return memory.rulesMet()
    }

    package func meetRules(_ rules: Set<String>) {
        if case .pack(_, let memory) = kind { memory.meetRules(rules) }
    }
}
