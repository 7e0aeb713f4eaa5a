import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallUI

/// What a pack's campaign screen and cards ask of the saved data while it is played: each level's best
/// (read once, then kept up to date as levels end, so the screen never waits on the store), whether the
/// first-steps card was seen, and the rules the player met in any pack. Part of a `StoredProgress`.
final class PackMemory {
    private let key: String
    private let data: SavedData
    private var progress: CampaignProgress
    /// Each level's best word, from the store's statistics (its `level_progress`).
    private var bestWords: [String: ScoredWord] = [:]
    /// A player with saved results in this pack is not new, even without the marker.
    private let playedBefore: Bool
    private let marker: FirstStepsMarker

    /// The memory of pack `key`; `progress` is the saved progress as read when play began.
    init(key: String, data: SavedData, progress: CampaignProgress) {
        self.key = key
        self.data = data
        self.progress = progress
        self.playedBefore = !(progress.packs[key]?.isEmpty ?? true)
        self.marker = FirstStepsMarker(directory: data.directory)
        for line in (try? data.statistics())?.packs.first(where: { $0.pack == key })?.levels ?? [] {
            if let word = line.bestWord { bestWords[line.level] = word }
        }
    }

    /// Notes a finished level's result as the store now has it (the store itself is written by the caller).
    func record(_ result: LevelResult) {
        _ = progress.record(
            pack: key, level: result.level.id, score: result.score, stars: result.stars, completed: result.completed)
        if let word = result.bestWord, word.points > bestWords[result.level.id]?.points ?? -1 {
            bestWords[result.level.id] = word
        }
    }

    func saved(_ level: String) -> SavedResult? {
        progress.level(level, inPack: key).map {
            SavedResult(
                bestScore: $0.bestScore, bestStars: $0.bestStars, completed: $0.completed, bestWord: bestWords[level])
        }
    }

    func firstStepsSeen() -> Bool { playedBefore || marker.isSet() }

    func markFirstStepsSeen() { marker.set() }

    /// The rules the player met in any pack (a setting: a few short names), so a second pack does not
    /// announce a static board as new to a player who played one.
    func rulesMet() -> Set<String> {
        Set((data.store?.setting("rules-met") ?? "").split(separator: ",").map(String.init))
    }

    func meetRules(_ rules: Set<String>) {
        guard data.store != nil else { return }
        // On the input path (a level starts): never waits for another program's lock.
        data.keepSetting("rules-met", to: rulesMet().union(rules).sorted().joined(separator: ","), chosen: false)
    }
}
