/// A player's saved progress: for each pack, for each level, the best result so far.
///
/// Stored by `ProgressStore` as
/// `{"format": 1, "packs": {"starter": {"01-first": {"bestScore": 120, "bestStars": 2, "completed": true}}}}`.
package struct CampaignProgress: Hashable, Sendable {
    /// The file format written by this version; a file with another one is not read.
    package static let format = 1

    /// Level results by pack key (see `LevelPack.progressKey`), then by level id.
    package var packs: [String: [String: LevelProgress]]

    package init(packs: [String: [String: LevelProgress]] = [:]) {
        self.packs = packs
    }

    /// The saved result of one level, if it was ever played.
    package func level(_ id: String, inPack pack: String) -> LevelProgress? {
        packs[pack]?[id]
    }

    /// Folds one play's result into the saved one, keeping only improvements:
    /// the higher score, the more stars, and `completed` once it is true. The best score is the best
    /// completed try's (docs/RULES.md, "Every try a new game"): a failed try's score is not a best.
    /// Returns whether anything improved.
    @discardableResult
    package mutating func record(pack: String, level: String, score: Int, stars: Int, completed: Bool) -> Bool {
        let play = LevelProgress(
            bestScore: completed ? max(0, score) : 0, bestStars: min(max(0, stars), 3), completed: completed)
        guard let old = packs[pack]?[level] else {
            packs[pack, default: [:]][level] = play
            return true
        }
        let best = LevelProgress(
            bestScore: max(old.bestScore, play.bestScore), bestStars: max(old.bestStars, play.bestStars),
            completed: old.completed || play.completed)
        packs[pack, default: [:]][level] = best
        return best != old
    }
}
