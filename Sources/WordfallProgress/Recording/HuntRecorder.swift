import WordfallCore
import WordfallPlay

/// The saved data as a day's hunt keeps its words (docs/RULES.md, "The daily: a round, then the hunt"):
/// the day's list, a set in the store merged on every write, so two sittings open at once both add to
/// it. The flow's `keep` (after every move, and on leaving) writes the words found; `kept` gives back
/// every word of the day as a game to resume at once. Nothing else is saved: the day's round stands.
package final class HuntRecorder: ProgressRecorder {
    private let data: SavedData
    private let day: CalendarDay
    /// The code of the day's puzzle's language: each language's hunt is its own.
    private let language: String
    private let generator: Int
    /// The day's hunt as last written or read: every word found that day.
    package private(set) var hunt: DailyHunt
    private var recordedOnce = false
    /// This sitting's id: the hunt is kept as a list of words, not as a game, so no result carries it.
    private let sitting = GameID.random()

    /// - Parameter hunt: the day's hunt with every word found before this sitting (`dayHunt`).
    package init(data: SavedData, puzzle: DailyPuzzle, hunt: DailyHunt) {
        self.data = data
        self.day = puzzle.day
        self.language = puzzle.language.code
        self.generator = puzzle.generator
        self.hunt = hunt
    }

    /// The day's hunt with every word found that day, round and hunt, as the store has them.
    package static func dayHunt(_ puzzle: DailyPuzzle, store: GameStore?) -> DailyHunt {
        let words = (try? store?.dayWords(on: puzzle.day.description, language: puzzle.language.code))?.all ?? []
        return DailyHunt(puzzle, found: words)
    }

    package var isSaving: Bool { false }
    package var keepsGames: Bool { true }

    package func levelFinished(_ result: LevelResult) -> String? { nil }
    package func saved(_ levelID: String) -> SavedResult? { nil }
    package func firstStepsSeen() -> Bool { true }
    package func markFirstStepsSeen() {}
    package func forget(_ game: KeptGame) {}
    package func rulesMet() -> Set<String> { [] }
    package func meetRules(_ rules: Set<String>) {}

    /// Adds the game's words to the day's list (merged with what any other sitting wrote).
    package func keep(_ game: KeptGame, leaving: Bool) -> String? {
        var found = hunt
        found.merge(game.words ?? [])
        return record(found, leaving: leaving)
    }

    /// Every word of the day, as a game whose moves find them again in the order they were found (the
    /// board never changes, so each is worth what it was, and the last word is the last found); nil when
    /// none was found yet. The hunt's standing is recorded the first time.
    package func kept(_ level: Level) -> KeptGame? {
        if !recordedOnce, !hunt.found.isEmpty { _ = record(hunt, leaving: false) }
        guard !hunt.found.isEmpty else { return nil }
        let words = hunt.inOrder
        return KeptGame(
            id: sitting, level: level, moves: words.map { TimedMove(move: .word($0), at: 0) }, elapsed: 0, words: words)
    }

    /// The day's next nudge for `current` (this sitting's words with every other's): the nudge and how
    /// many were given with it, nil with the hunt as merged when none can be given; or what the store said
    /// when it could not be asked. Worded by the caller (`HuntText`).
    package func askNudge(_ current: DailyHunt) -> Result<
        (nudge: HuntNudge?, given: Int, hunt: DailyHunt), ProgressError
    > {
        guard let store = data.store else { return .success((nil, 0, current)) }
        var merged = current
        merged.merge(hunt.found)
        do throws(ProgressError) {
            let given = try store.giveNudge(merged, on: day.description, language: language)
            return .success((given.nudge, given.given, merged))
        } catch {
            return .failure(error)
        }
    }

    /// How many of the day's nudges were given, every sitting's.
    package func nudgesGiven() -> Int {
        (try? data.store?.huntNudges(on: day.description, language: language).count) ?? 0
    }

    private func record(_ found: DailyHunt, leaving: Bool) -> String? {
        recordedOnce = true
        let cannotSave = data.notice ?? "Your saved data cannot be opened."
        guard let store = data.store else {
            if leaving { data.laterWarnings.keepFailed("Your hunt's words could not be kept. " + cannotSave) }
            hunt = found
            return cannotSave
        }
        do throws(ProgressError) {
            hunt = try store.recordHunt(
                found, on: day.description, language: language, generator: generator,
                playedOn: CalendarDay.today().description)
            return nil
        } catch {
            hunt = found
            if leaving { data.laterWarnings.keepFailed(error.message) }
            return error.message
        }
    }
}
