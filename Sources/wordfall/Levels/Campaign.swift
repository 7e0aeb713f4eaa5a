import WordfallCore
import WordfallProgress
import WordfallUI

/// What `play` plays: the levels (one file, or a pack's), where to start, and the saved progress.
///
/// Every level is prepared exactly as `run`, `solve` and `check` prepare one (`PreparedLevel`): the same
/// loader, the same overrides, the same word lists through one `LexiconCache`, the same messages.
struct Campaign {
    var levels: [PreparedLevel]
    var packTitle: String?
    var startIndex: Int
    var progress: ProgressRecorder
    /// Something to tell the player at the start (saved progress that was damaged and set aside).
    var notice: String?

    /// The word list of `level`, one of `levels` (each was prepared with its list before play).
    func lexicon(for level: Level) -> Lexicon {
        guard let prepared = levels.first(where: { $0.level == level }) else {
            preconditionFailure("level \(level.id) was not prepared")
        }
        return prepared.lexicon
    }

    /// Loads `path` (a level file or a pack folder; nil for the bundled pack), every word list it
    /// needs and, for a pack, the saved progress: play starts at the first level not yet completed.
    ///
    /// - Throws: `CommandFailure` (status 2) with one line per problem, before anything is drawn.
    static func load(path: String?, options: LevelOptions, dataDirectory: String?) throws(CommandFailure) -> Campaign {
        let target: String
        if let path {
            target = path
        } else {
            guard let resources = ResourceLocator.resourcesDirectory() else {
                throw .badInput(
                    "wordfall: error: cannot find the bundled levels (Resources/Levels); set "
                        + "\(ResourceLocator.environmentVariable) to the Resources folder, or give a level file or pack"
                )
            }
            target = resources + "/Levels"
        }
        var lexicons = LexiconCache()
        guard PreparedLevel.isPack(target) else {
            let level = try PreparedLevel.load(path: target, options: options, lexicons: &lexicons)
            return Campaign(levels: [level], packTitle: nil, startIndex: 0, progress: .none)
        }
        let (pack, levels) = try PreparedLevel.loadPack(path: target, options: options, lexicons: &lexicons)
        var campaign = Campaign(levels: levels, packTitle: pack.title, startIndex: 0, progress: .none)
        let directory = dataDirectory ?? ProgressStore.defaultDirectory()
        campaign.followProgress(
            of: pack, store: ProgressStore(directory: directory), marker: FirstStepsMarker(directory: directory))
        return campaign
    }

    /// Starts at the first level of `pack` not completed yet, records each finished level in `store`,
    /// and answers the campaign screen's questions from what was saved (through the store's own API).
    private mutating func followProgress(of pack: LevelPack, store: ProgressStore, marker: FirstStepsMarker) {
        let key = pack.progressKey
        let loaded = store.load()
        notice = loaded.warning
        startIndex =
            levels.firstIndex { loaded.progress.level($0.level.id, inPack: key)?.completed != true } ?? 0
        final class Saved {
            var progress: CampaignProgress; init(_ progress: CampaignProgress) { self.progress = progress }
        }
        let saved = Saved(loaded.progress)
        let playedBefore = !(loaded.progress.packs[key]?.isEmpty ?? true)
        progress = ProgressRecorder(
            levelFinished: { level, completed, score, stars in
                do {
                    let recorded = try store.record(
                        pack: key, level: level, score: score, stars: stars, completed: completed)
                    saved.progress = recorded.progress
                    return recorded.warning
                } catch {
                    // Not saved, but this session still shows the result on the campaign screen.
                    saved.progress.record(pack: key, level: level, score: score, stars: stars, completed: completed)
                    return "Your result could not be saved: \(error)"
                }
            },
            saved: { level in
                saved.progress.level(level, inPack: key).map {
                    SavedResult(bestScore: $0.bestScore, bestStars: $0.bestStars, completed: $0.completed)
                }
            },
            // A player with saved results in this pack is not new, even without the marker.
            firstStepsSeen: { playedBefore || marker.isSet() },
            markFirstStepsSeen: { marker.set() })
    }
}
