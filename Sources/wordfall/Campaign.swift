import Glibc
import WordfallCore
import WordfallUI

/// What `play` plays: the levels (one file, or a pack's), where to start, their word lists and progress.
struct Campaign {
    /// Why a campaign could not be loaded: one line each, for stderr.
    struct Failure: Error {
        var lines: [String]
    }

    var levels: [Level]
    var packTitle: String?
    var startIndex: Int
    var lexicons: [String: Lexicon]
    var bundledLexicon: Lexicon?
    var progress: ProgressRecorder

    /// The word list of `level` (every one was loaded up front).
    func lexicon(for level: Level) -> Lexicon {
        if let path = level.dictionary, let lexicon = lexicons[path] { return lexicon }
        if let bundledLexicon { return bundledLexicon }
        return Lexicon(words: [String]())
    }

    /// Loads `path` (a level file or a pack folder; nil for the bundled pack) and every word list it needs.
    static func load(path: String?, dictionary: String?, seed: UInt64?, dataDirectory: String?) throws(Failure)
        -> Campaign
    {
        let target: String
        if let path {
            target = path
        } else {
            guard let resources = ResourceLocator.resourcesDirectory() else {
                throw Failure(lines: [
                    "wordfall: error: cannot find the bundled levels (Resources/Levels); "
                        + "set \(ResourceLocator.environmentVariable) to the Resources folder, or give a level file"
                ])
            }
            target = resources + "/Levels"
        }
        var levels: [Level]
        var packTitle: String?
        do {
            if isDirectory(target) {
                let loaded = try PackLoader().loadLevels(path: target)
                levels = loaded.levels
                packTitle = loaded.pack.title
            } else {
                levels = [try LevelLoader(checksDictionary: dictionary == nil).load(path: target)]
            }
        } catch {
            throw Failure(lines: error.lines)
        }
        guard !levels.isEmpty else { throw Failure(lines: ["\(target): error: the pack has no levels"]) }
        for index in levels.indices {
            if let seed { levels[index].seed = seed }
            if let dictionary { levels[index].dictionary = dictionary }
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
            throw Failure(lines: ["wordfall: error: \(error.description)"])
        }
        return Campaign(
            levels: levels, packTitle: packTitle, startIndex: 0, lexicons: lexicons, bundledLexicon: bundled,
            progress: .none)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
