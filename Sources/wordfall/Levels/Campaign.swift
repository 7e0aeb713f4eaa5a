import Glibc
import WordfallCore
import WordfallProgress
import WordfallUI

/// What `play` plays: the levels (one file, or a pack's), where to start, their word lists and progress.
struct Campaign {
    var levels: [Level]
    var packTitle: String?
    var startIndex: Int
    var lexicons: [String: Lexicon]
    var bundledLexicon: Lexicon?
    var progress: ProgressRecorder
    /// Something to tell the player at the start (saved progress that was damaged and set aside).
    var notice: String?

    /// The word list of `level` (every one was loaded up front).
    func lexicon(for level: Level) -> Lexicon {
        if let path = level.dictionary, let lexicon = lexicons[path] { return lexicon }
        if let bundledLexicon { return bundledLexicon }
        return Lexicon(words: [String]())
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
        var levels: [Level]
        var pack: LevelPack?
        do {
            if isDirectory(target) {
                let loaded = try PackLoader().loadLevels(path: target)
                levels = loaded.levels
                pack = loaded.pack
            } else {
                levels = [try LevelLoader(checksDictionary: options.dictionary == nil).load(path: target)]
            }
        } catch {
            throw .badInput(error.lines)
        }
        guard !levels.isEmpty else { throw .badInput("\(target): error: the pack has no levels") }
        for index in levels.indices {
            if let seed = options.seed { levels[index].seed = seed }
            if let dictionary = options.dictionary { levels[index].dictionary = dictionary }
        }
        var lexicons: [String: Lexicon] = [:]
        var bundled: Lexicon?
        do {
            for level in levels {
                if let file = level.dictionary {
                    if lexicons[file] == nil { lexicons[file] = try Lexicon(contentsOfFile: file) }
                } else if bundled == nil {
                    bundled = try Lexicon.bundled()
                }
            }
        } catch {
            throw .badInput("wordfall: error: \(error.description)")
        }
        var campaign = Campaign(
            levels: levels, packTitle: pack?.title, startIndex: 0, lexicons: lexicons, bundledLexicon: bundled,
            progress: .none)
        if let pack {
            campaign.followProgress(
                of: pack, store: ProgressStore(directory: dataDirectory ?? ProgressStore.defaultDirectory()))
        }
        return campaign
    }

    /// Starts at the first level of `pack` not completed yet, and records each finished level in `store`.
    private mutating func followProgress(of pack: LevelPack, store: ProgressStore) {
        let key = pack.progressKey
        let loaded = store.load()
        notice = loaded.warning
        startIndex =
            levels.firstIndex { loaded.progress.level($0.id, inPack: key)?.completed != true } ?? 0
        progress = ProgressRecorder { level, completed, score, stars in
            do {
                let recorded = try store.record(
                    pack: key, level: level, score: score, stars: stars, completed: completed)
                return recorded.warning
            } catch {
                return "Your result could not be saved: \(error)"
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
