import WordfallCore

/// A level file read, validated and paired with its dictionary: what `run`, `check`, `solve` and `play`
/// start from, so each command takes a level the same way and says the same of a bad one.
struct PreparedLevel {
    var level: Level
    var lexicon: Lexicon
    /// The challenge code the level was named by (docs/RULES.md, "Challenges"); nil for a level file or pack.
    var challenge: ChallengeCode? = nil

    /// Loads the level at `path` with the overrides of `options` applied.
    ///
    /// - Throws: `CommandFailure` (status 2) with one line per problem in the
    ///   level file, or the dictionary's problem.
    static func load(path: String, options: LevelOverrides, lexicons: inout LexiconCache) throws(CommandFailure)
        -> PreparedLevel
    {
        if ChallengeCode.looksLikeCode(path), FileIO.kind(of: path) == .missing {
            guard options.dictionary == nil, options.seed == nil else {
                throw .badInput(
                    "\(TerminalText.quoted(path)): error: a challenge code fixes its word list and seed: "
                        + "leave out --dictionary and --seed")
            }
            return try ChallengeLevels.resolve(path, levelFile: options.challengeLevel)
        }
        if let file = options.challengeLevel {
            throw .badInput(
                "\(TerminalText.quoted(file)): error: --level names the level file of a challenge code; "
                    + "give the code first (`wordfall play CODE --level FILE`)")
        }
        var level: Level
        do {
            level = try LevelLoader(checksDictionary: options.dictionary == nil).load(path: path)
        } catch {
            throw .badInput(error.lines)
        }
        return try prepare(level, options: options, lexicons: &lexicons)
    }

    /// Whether `path` names a pack (a folder, or a `pack.json`) rather than a level file.
    static func isPack(_ path: String) -> Bool {
        FileIO.kind(of: path) == .directory || path.hasSuffix("pack.json")
    }

    /// Loads the pack at `path` and prepares every level in it, in the pack's order.
    ///
    /// - Throws: `CommandFailure` (status 2) with one line per problem in the pack and its levels, or the
    ///   first word list that cannot be read.
    static func loadPack(path: String, options: LevelOverrides, lexicons: inout LexiconCache) throws(CommandFailure)
        -> (pack: LevelPack, levels: [PreparedLevel])
    {
        let loaded: (pack: LevelPack, levels: [Level])
        do {
            loaded = try PackLoader(levelLoader: LevelLoader(checksDictionary: options.dictionary == nil))
                .loadLevels(path: path)
        } catch {
            throw .badInput(error.lines)
        }
        guard !loaded.levels.isEmpty else { throw .badInput("\(path): error: the pack has no levels") }
        var levels: [PreparedLevel] = []
        for level in loaded.levels {
            levels.append(try prepare(level, options: options, lexicons: &lexicons))
        }
        return (loaded.pack, levels)
    }

    /// Applies the overrides of `options` to an already validated level and loads its dictionary.
    static func prepare(_ level: Level, options: LevelOverrides, lexicons: inout LexiconCache) throws(CommandFailure)
        -> PreparedLevel
    {
        var level = level
        if let seed = options.seed { level.seed = seed }
        if let dictionary = options.dictionary { level.dictionary = dictionary }
        let lexicon = try lexicons.lexicon(at: level.dictionary, language: level.language)
        return PreparedLevel(level: level, lexicon: lexicon)
    }

    /// The board the level starts with (a random board drawn from the seed exactly as the game draws it).
    var startingBoard: Board {
        Game(level: level, lexicon: lexicon).board
    }

    /// Every word formable on the starting board, best first, ties alphabetical (the solver's order),
    /// within the solver's step budget.
    func wordsOnStartingBoard() -> BoardWords {
        lexicon.search(on: startingBoard, minLength: level.rules.minWordLength)
    }

    /// How many words the starting board holds and the best of them (what `check` prints).
    func summaryOfStartingBoard() -> BoardSummary {
        lexicon.summary(on: startingBoard, minLength: level.rules.minWordLength)
    }

    /// The warning `solve` and `check` print when the solver stopped at its budget after `steps` tiles.
    func incompleteSearchWarning(steps: Int) -> String {
        "\(level.id): warning: the board has too many paths to try them all: the search stopped after "
            + "\(steps) tiles tried, so the words listed are those found by then (docs/RULES.md, \"Budgets\")"
    }
}
