import WordfallCore
import WordfallPlay

/// What a pack's campaign screen and cards ask of the saved data while it is played: each level's best,
/// whether the first-steps card was seen, and the rules the player met in any pack. Part of a
/// `StoredProgress`. The bests are the store's (`level_progress`, one source): only a result the table
/// does not hold yet (saved on a thread of its own or in a journal while another program holds the lock,
/// or not saved at all) is noted here, so the campaign opens the next level all the same.
package final class PackMemory {
    private let key: String
    private let data: SavedData
    /// The results of this sitting that are not in the store's table.
    private var unsaved = CampaignProgress()
    /// Their best words.
    private var unsavedWords: [String: ScoredWord] = [:]
    /// A player with saved results in this pack is not new, even without the marker.
    private let playedBefore: Bool
    private let marker: FirstStepsMarker

    /// The memory of pack `key`; `progress` is the saved progress as read when play began.
    package init(key: String, data: SavedData, progress: CampaignProgress) {
        self.key = key
        self.data = data
        self.playedBefore = !(progress.packs[key]?.isEmpty ?? true)
        self.marker = FirstStepsMarker(directory: data.directory)
    }

    /// Notes a finished level's result that the store's table does not hold (`stored` false); one it
    /// holds is read from it.
    package func record(_ result: LevelResult, stored: Bool) {
        guard !stored else { return }
        unsaved.record(
            pack: key, level: result.level.id, score: result.score, stars: result.stars, completed: result.completed)
        if let word = result.bestWord, word.points > unsavedWords[result.level.id]?.points ?? -1 {
            unsavedWords[result.level.id] = word
        }
    }

    package func saved(_ level: String) -> SavedResult? {
        var best = unsaved
        var word: ScoredWord?
        if let row = (try? data.store?.levelBest(pack: key, level: level)) ?? nil {
            best.record(
                pack: key, level: level, score: row.progress.bestScore, stars: row.progress.bestStars,
                completed: row.progress.completed)
            word = row.bestWord
        }
        if let mine = unsavedWords[level], mine.points > word?.points ?? -1 { word = mine }
        return best.level(level, inPack: key).map {
            SavedResult(bestScore: $0.bestScore, bestStars: $0.bestStars, completed: $0.completed, bestWord: word)
        }
    }

    package func firstStepsSeen() -> Bool { playedBefore || marker.isSet() }

    package func markFirstStepsSeen() { marker.set() }

    /// The rules the player met in any pack (a setting: a few short names), so a second pack does not
    /// announce a static board as new to a player who played one.
    package func rulesMet() -> Set<String> {
        Set((data.store?.setting("rules-met") ?? "").split(separator: ",").map(String.init))
    }

    package func meetRules(_ rules: Set<String>) {
        guard data.store != nil else { return }
        // On the input path (a level starts): never waits for another program's lock.
        data.keepSetting("rules-met", to: rulesMet().union(rules).sorted().joined(separator: ","), chosen: false)
    }
}
