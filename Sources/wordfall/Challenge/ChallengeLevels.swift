import WordfallCore

/// Challenge codes made from what the player names, and read back into the level they name, prepared as any
/// level is (`PreparedLevel`), with the word list alone: the player's own words never apply to a challenge.
enum ChallengeLevels {
    /// The most bytes a level file named by a code may have (as the loader's own cap).
    static let fileLimit = 1 << 20

    /// What a code was made from, and what to tell the player who sends it.
    struct Made {
        var code: ChallengeCode
        /// A line for stderr: what the friend needs besides the code (a level file of one's own).
        var note: String?
    }

    /// The code of the standard round of `seed`.
    static func make(seed: UInt64, language: ChallengeLanguage) throws(CommandFailure) -> Made {
        let lexicon = try bundledLexicon(language)
        return Made(code: ChallengeCode(game: .seed(seed), language: language, wordList: lexicon.challengeHash))
    }

    /// The code of the daily puzzle of `day`.
    static func make(day: CalendarDay, language: ChallengeLanguage) throws(CommandFailure) -> Made {
        let lexicon = try bundledLexicon(language)
        return Made(
            code: ChallengeCode(
                game: .daily(day, generator: DailyPuzzle.generatorVersion), language: language,
                wordList: lexicon.challengeHash))
    }

    /// The code of the level file at `path`: a starter level when its bytes are one of its language's starter
    /// pack's, else a level of one's own named by its content (the friend needs the file too, `note` says so).
    /// The file says its language; `language`, when given, must be it.
    static func make(path: String, language given: ChallengeLanguage?) throws(CommandFailure) -> Made {
        let bytes = try read(path)
        var lexicons = LexiconCache()
        let prepared = try load(bytes, path: path, lexicons: &lexicons)
        let shown = TerminalText.quoted(path)
        guard let language = ChallengeLanguage(prepared.level.language) else {
            throw .badInput(
                "\(shown): error: challenge codes cannot name a level in \(prepared.level.language.name) yet")
        }
        if let given, given != language {
            throw .badInput(
                "\(shown): error: the level is in \(language.name) (its \"language\"), not \(given.name): leave out "
                    + "--language, or give a level file in \(given.name)")
        }
        let hash = ContentHash.of(bytes)
        if let starter = try? starterPack(language), let index = starter.hashes.firstIndex(of: hash) {
            let game = ChallengeCode.Game.starter(
                index: index, contentHash: ContentHash.fold(hash, bits: ChallengeCode.starterHashBits))
            return Made(code: ChallengeCode(game: game, language: language, wordList: prepared.lexicon.challengeHash))
        }
        let code = ChallengeCode(
            game: .levelFile(contentHash: ContentHash.fold(hash, bits: ChallengeCode.fileHashBits)), language: language,
            wordList: prepared.lexicon.challengeHash)
        return Made(
            code: code,
            note: "wordfall: note: this code names \(shown) by its content: your friend needs the same file too, "
                + "and plays it with `wordfall play \(code.text) --level FILE`")
    }

    /// The level `text` names, ready to play; `levelFile` is the file a code of a level of one's own needs.
    ///
    /// - Throws: `CommandFailure` (status 2): `CODE: error: WHAT: WHAT TO DO`.
    static func resolve(_ text: String, levelFile: String?) throws(CommandFailure) -> PreparedLevel {
        let shown = TerminalText.quoted(text)
        let code: ChallengeCode
        do {
            code = try ChallengeCode(reading: text)
        } catch {
            throw .badInput("\(shown): error: \(error.message)")
        }
        func refuse(_ message: String) -> CommandFailure { .badInput("\(code.text): error: \(message)") }
        var lexicons = LexiconCache()
        var prepared: PreparedLevel
        switch code.game {
        case .seed(let seed):
            let lexicon = try bundledLexicon(code.language)
            prepared = PreparedLevel(
                level: ChallengeRound.level(seed: seed, language: code.language.language, lexicon: lexicon),
                lexicon: lexicon)
        case .daily(let day, let generator):
            guard generator == DailyPuzzle.generatorVersion else {
                throw refuse(
                    "the code names the daily of \(day) as generator \(generator) draws it; this wordfall's is "
                        + "\(DailyPuzzle.generatorVersion): both players need the same wordfall version")
            }
            let lexicon = try bundledLexicon(code.language)
            let puzzle = DailyPuzzle(day: day, language: code.language.language, lexicon: lexicon)
            prepared = try load(Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json", lexicons: &lexicons)
        case .starter(let index, let hash):
            let starter = try starterPack(code.language)
            guard index < starter.paths.count,
                ContentHash.fold(starter.hashes[index], bits: ChallengeCode.starterHashBits) == hash
            else {
                throw refuse(
                    "the code names \(code.language.name) starter level \(index + 1) of another wordfall version "
                        + "(this one's starter pack differs): both players need the same wordfall version")
            }
            prepared = try load(try read(starter.paths[index]), path: starter.paths[index], lexicons: &lexicons)
        case .levelFile(let hash):
            guard let levelFile else {
                throw refuse(
                    "the code names a level file by its content: play it with the file your friend sent, "
                        + "`wordfall play \(code.text) --level FILE`")
            }
            let bytes = try read(levelFile)
            guard ContentHash.fold(ContentHash.of(bytes), bits: ChallengeCode.fileHashBits) == hash else {
                throw refuse(
                    "\(TerminalText.quoted(levelFile)) is not the level this code names (its content differs): "
                        + "ask your friend for the file the code was made from")
            }
            prepared = try load(bytes, path: levelFile, lexicons: &lexicons)
        }
        guard prepared.level.language == code.language.language else {
            throw refuse(
                "the code is for a level in \(code.language.name), and the level given is in "
                    + "\(prepared.level.language.name): ask your friend for the file the code was made from")
        }
        let mine = prepared.lexicon.challengeHash
        guard mine == code.wordList else {
            throw refuse(
                "the code was made with another word list (its hash \(hex(code.wordList)), this one's \(hex(mine))): "
                    + "both players need the same wordfall version and word list")
        }
        // Known by its code in the saved data and the replays, whatever level it is (a daily played from a code
        // is not the player's daily).
        prepared.level.id = "challenge-" + code.compact
        prepared.challenge = code
        return prepared
    }

    /// The starter pack of `language`: its level files and their content hashes, in play order.
    static func starterPack(_ language: ChallengeLanguage = .english) throws(CommandFailure) -> (
        paths: [String], hashes: [UInt64]
    ) {
        let folder = language.language.levelsFolder
        guard let resources = ResourceLocator.resourcesDirectory() else {
            throw .badInput("wordfall: error: cannot find the bundled levels (Resources/\(folder))")
        }
        let pack: LevelPack
        do {
            pack = try PackLoader().load(path: resources + "/" + folder)
        } catch {
            throw .badInput(error.lines)
        }
        var hashes: [UInt64] = []
        for path in pack.levelPaths { hashes.append(ContentHash.of(try read(path))) }
        return (pack.levelPaths, hashes)
    }

    private static func read(_ path: String) throws(CommandFailure) -> [UInt8] {
        switch FileIO.readAll(path: path, limit: fileLimit) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw .badInput("\(TerminalText.quoted(path)): error: cannot read the level file: \(failure.reason)")
        }
    }

    private static func load(_ bytes: [UInt8], path: String, lexicons: inout LexiconCache) throws(CommandFailure)
        -> PreparedLevel
    {
        let level: Level
        do {
            level = try LevelLoader().load(bytes: bytes, path: path)
        } catch {
            throw .badInput(error.lines)
        }
        return try PreparedLevel.prepare(level, options: LevelOverrides(), lexicons: &lexicons)
    }

    private static func bundledLexicon(_ language: ChallengeLanguage) throws(CommandFailure) -> Lexicon {
        var lexicons = LexiconCache()
        return try lexicons.lexicon(at: nil, language: language.language)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
