import WordfallCore

/// The dictionaries a command has loaded, by path, so a pack whose levels share a word list reads it once.
struct LexiconCache {
    /// The lists loaded, with their paths: a pack names a few. Not a `[String: Lexicon]`, whose first use
    /// costs a protocol-conformance scan (about 0.3 M instructions, issue 38), more than the lookups.
    private var byPath: [(path: String, lexicon: Lexicon)] = []
    /// Where a level's large word list is kept once built (`$XDG_CACHE_HOME/wordfall/word-lists`).
    private static let builtLists = WordListCache.standard()

    /// The word list at `path`, or the bundled one of `language` when `path` is nil.
    ///
    /// - Throws: `CommandFailure` (status 2) naming the file when it cannot be read.
    mutating func lexicon(at path: String?, language: Language = .english) throws(CommandFailure) -> Lexicon {
        do {
            guard let path else { return try Lexicon.bundled(language) }
            for known in byPath where known.path == path { return known.lexicon }
            let lexicon = try Lexicon(contentsOfFile: path, cache: Self.builtLists)
            byPath.append((path, lexicon))
            return lexicon
        } catch {
            throw .badInput(Self.message(for: error))
        }
    }

    /// The stderr line for a dictionary problem, `FILE: error: MESSAGE` like the level diagnostics.
    static func message(for error: LexiconError) -> String {
        switch error {
        case .resourcesNotFound: "wordfall: error: \(error.description)"
        case .fileNotFound(let path): "\(path): error: no such word list"
        case .unreadable(let path, let reason): "\(path): error: cannot read the word list: \(reason)"
        case .corruptIndex(let path, let reason): "\(path): error: bad word index: \(reason)"
        case .noWords(let path, let reason): "\(path): error: the word list has no words: \(reason)"
        }
    }
}
