import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallUI

/// What `play` plays: the levels (one file, or a pack's), where to start, and the saved progress.
///
/// Every level is prepared exactly as `run`, `solve` and `check` prepare one (`PreparedLevel`): the same
/// loader, the same overrides, the same word lists through one `LexiconCache`, the same messages.
struct Campaign {
    var levels: [PreparedLevel]
    var packTitle: String?
    /// The pack's key in the saved data (`LevelPack.progressKey`); nil for a level file on its own.
    var packKey: String?
    var startIndex: Int
    var progress: any ProgressRecorder = NoProgress()
    /// Something to tell the player at the start (saved progress that was damaged and set aside).
    var notice: String?
    /// The saved data followed (`follow(_:)`), for the statistics screen.
    var data: SavedData?
    /// A level file's absolute path (its kept game is its own, whatever other file has its id); '' for a pack.
    var source = ""

    /// The prepared level `level` is, or is a try of (a retry's seed and board: `Level.asTry`).
    static func prepared(_ level: Level, in levels: [PreparedLevel]) -> PreparedLevel? {
        levels.first { $0.level == level } ?? levels.first { $0.level.asTry(level) == level }
    }

    /// The word list of `level`, one of `levels` or a try of one (each was prepared with its list before play).
    func lexicon(for level: Level) -> Lexicon {
        guard let prepared = Self.prepared(level, in: levels) else {
            preconditionFailure("level \(level.id) was not prepared")
        }
        return prepared.lexicon
    }

    /// The player's own words (`wordfall words`) applied to every level played with the bundled list, and the
    /// list they make (nil when there are none).
    var playerWords: (words: PlayerWords, lexicon: Lexicon)?

    /// The player's own words (`wordfall words`) applied to every level played with the bundled list.
    private mutating func applyPlayerWords(_ data: SavedData) {
        guard let store = data.store, let mine = try? store.playerWords(), !mine.isEmpty,
            let bundled = try? Lexicon.bundled()
        else { return }
        let amended = bundled.amended(adding: mine.added, removing: mine.removed)
        for index in levels.indices where levels[index].lexicon === bundled && levels[index].challenge == nil {
            levels[index].lexicon = amended
        }
        playerWords = (mine, amended)
    }

    /// The player's own words `level` is played with, nil for its word list alone: kept with its game, so the
    /// replay plays with the same words (issue 30).
    func playerWords(of level: Level) -> PlayerWords? {
        guard let playerWords, let prepared = Self.prepared(level, in: levels),
            prepared.lexicon === playerWords.lexicon
        else { return nil }
        return playerWords.words
    }

    /// Loads `path` (a level file or a pack folder; nil for the bundled pack of `language`), every word list
    /// it needs; saved data is read later, by `follow(_:)`, once the terminal is known to be usable.
    ///
    /// - Throws: `CommandFailure` (status 2) with one line per problem, before anything is drawn.
    static func load(path: String?, options: LevelOptions, language: Language = .english) throws(CommandFailure)
        -> Campaign
    {
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
            target = resources + "/" + language.levelsFolder
        }
        var lexicons = LexiconCache()
        guard PreparedLevel.isPack(target) else {
            let level = try PreparedLevel.load(path: target, options: options.overrides, lexicons: &lexicons)
            var campaign = Campaign(levels: [level], packTitle: nil, startIndex: 0)
            // A challenge is known by its code: whoever plays it, from wherever (docs/RULES.md, "Challenges").
            campaign.source = level.challenge.map { "challenge:" + $0.compact } ?? SavedData.levelSource(target)
            return campaign
        }
        let (pack, levels) = try PreparedLevel.loadPack(path: target, options: options.overrides, lexicons: &lexicons)
        return Campaign(
            levels: levels, packTitle: pack.title, packKey: pack.progressKey, startIndex: 0)
    }

    /// The level file of `entry` (a level left in progress on its own, `pack` nil), played from the text
    /// it was kept with: `follow(_:)` then finds its game, and the session offers to resume it.
    ///
    /// - Throws: `CommandFailure` (status 2) when the kept text or its word list cannot be read.
    static func load(inProgress entry: LevelInProgress, options: LevelOptions) throws(CommandFailure) -> Campaign {
        let level: Level
        do {
            level = try LevelLoader().load(bytes: Array(entry.levelText.utf8), path: entry.level + ".json")
        } catch {
            throw .badInput(error.lines)
        }
        var lexicons = LexiconCache()
        let prepared = try PreparedLevel.prepare(level, options: options.overrides, lexicons: &lexicons)
        var campaign = Campaign(levels: [prepared], packTitle: nil, startIndex: 0)
        campaign.source = entry.source
        return campaign
    }

    /// Follows the saved data: a pack starts at the level it goes on with (`PlayFlow.Pack.next`); every finished level
    /// is recorded (a level file on its own as a game, without level progress).
    /// `resuming`: the kept game picked on the home screen's Continue: its level opens first, on the offer
    /// to resume that game (not another kept of its level).
    /// Plays every level in hard mode (docs/RULES.md, "Hard mode"), a challenge's excepted: its code fixes
    /// its rules, the friend's. A game kept before resumes as it was kept (`Level.asTry`).
    mutating func playHard(_ hard: Bool) {
        guard hard else { return }
        for index in levels.indices where levels[index].challenge == nil { levels[index].level.rules.hard = true }
    }

    mutating func follow(_ data: SavedData, resuming: LevelInProgress? = nil) {
        self.data = data
        applyPlayerWords(data)
        let prepared = levels
        let lexicon = { (level: Level) -> Lexicon? in Self.prepared(level, in: prepared)?.lexicon }
        let words = self
        notice = data.notice
        guard let key = packKey else {
            progress = StoredProgress(
                .levelFile(source: source), data: data, lexicon: lexicon, playerWords: words.playerWords(of:),
                resuming: resuming?.id)
            return
        }
        let saved = data.progress()
        if let problem = saved.problem { notice = [notice, problem].compactMap(\.self).joined(separator: " ") }
        let ids = levels.map(\.level.id)
        // The game picked on the home screen opens first; else the level the pack goes on with, the one left
        // in progress while it is not completed (a retry of a completed level left half played waits to be
        // picked: issue 40).
        let left = (resuming?.level ?? data.lastLevelInProgress(pack: key)).flatMap { left in
            levels.firstIndex { $0.level.id == left }
        }
        let pack = PlayFlow.Pack(count: levels.count, left: left) {
            saved.progress.level(ids[$0], inPack: key)?.completed == true
        }
        startIndex = (resuming != nil ? left : nil) ?? pack.next ?? 0
        progress = StoredProgress(
            .pack(key: key, memory: PackMemory(key: key, data: data, progress: saved.progress)), data: data,
            lexicon: lexicon, playerWords: words.playerWords(of:), resuming: resuming?.id)
    }
}
