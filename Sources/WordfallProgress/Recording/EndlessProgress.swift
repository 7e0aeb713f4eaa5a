import Glibc
import WordfallCore
import WordfallPlay

/// The endless game's saved data (docs/RULES.md, "The endless game"): its bests, per seed and over every
/// seed, in their own table, so a game never counts in the games, the campaign, the daily or the
/// statistics; nothing is kept to resume (leaving ends the game) and nothing else is remembered.
package final class EndlessProgress: ProgressRecorder {
    private let data: SavedData

    package init(data: SavedData) {
        self.data = data
    }

    package var isSaving: Bool { true }
    package var keepsGames: Bool { false }

    package func levelFinished(_ result: LevelResult) -> String? {
        guard let store = data.store, let seed = Level.endlessSeed(id: result.level.id) else {
            data.laterWarnings.saveFailed("Your endless game's score was not saved (see the warning above).")
            return data.notice ?? "Your saved data cannot be opened."
        }
        let level = EndlessStage.after(words: result.words.count).number
        do throws(ProgressError) {
            try store.recordEndless(
                seed: seed, score: result.score, words: result.words.count, level: level, bestWord: result.bestWord,
                at: time(nil))
            return nil
        } catch {
            data.laterWarnings.saveFailed(error.message)
            return error.message
        }
    }

    /// The seed's best, with the best of every seed beside it.
    package func saved(_ levelID: String) -> SavedResult? {
        guard let store = data.store, let seed = Level.endlessSeed(id: levelID) else { return nil }
        let mine = store.endlessBest(seed: seed)
        guard let all = store.endlessBestOfAll() else { return nil }
        var saved = SavedResult(
            bestScore: mine?.score ?? 0, bestStars: 0, completed: false, bestWord: mine?.bestWord)
        saved.bestOfAll = (all.score, all.seed)
        return saved
    }

    package func firstStepsSeen() -> Bool { true }
    package func markFirstStepsSeen() {}
    package func keep(_ game: KeptGame, leaving: Bool) -> String? { nil }
    package func kept(_ level: Level) -> KeptGame? { nil }
    package func forget(_ game: KeptGame) {}
    package func rulesMet() -> Set<String> { [] }
    package func meetRules(_ rules: Set<String>) {}
}
