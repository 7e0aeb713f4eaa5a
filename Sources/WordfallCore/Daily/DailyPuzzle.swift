/// The daily puzzle of one calendar day: a pure function of the day and `generatorVersion`, so every
/// player on every machine gets the same board that day.
///
/// A 4x4 board (a round of Boggle) with no refill, a 3-minute clock, no move limit, no shuffle and no
/// hint. Its one goal is the board's total points, every expected word found (docs/RULES.md, "Word
/// tiers"), which the solver knows; ranks (`DailyRank`) are shares of that total, Spelling Bee's way.
/// Every word of the list is accepted; a find adds to the score, not to the total. No board holding a
/// word the game never offers is drawn. The level is produced as a level file's JSON text
/// (`levelJSON`), which is what `wordfall daily --level` prints and what the game loads, through the
/// same loader as any level file.
public struct DailyPuzzle: Hashable, Sendable {
    /// Bump when anything that changes a day's board changes (the draw, the checks, the word list).
    public static let generatorVersion = 3
    /// Seconds on the clock.
    public static let timeLimit = 180
    static let rows = 4
    static let columns = 4
    /// A board is kept when it holds at least this many expected words...
    static let minimumWords = 40
    /// ... and at least one word this long.
    static let minimumLongestWord = 6
    /// Boards tried before the last one is taken whatever it holds (never reached in practice).
    static let attempts = 10_000

    public let day: CalendarDay
    /// The language whose tiles and word list the board is drawn from (docs/LANGUAGES.md): each language has
    /// a daily of its own every day.
    public let language: Language
    public let generator: Int
    /// The board's rows as a level file writes them (`Q` for the QU tile; another language's tile of several
    /// letters in brackets, `[L·L]`).
    public let letters: [String]
    /// The bonus overlay, as in a level file (`.`, `2`, `D`).
    public let bonus: [String]
    /// Every expected word formable on the board with its points, best first (ties alphabetical).
    public let words: [FoundWord]
    /// Every other word of the list formable on the board (the finds), best first: what a find found
    /// in the hunt is worth (`DailyHunt`).
    public let finds: [FoundWord]

    /// The sum of every expected word's points: the score of a player who found them all.
    public var total: Int { words.reduce(0) { $0 &+ $1.points } }

    /// The big word (Spelling Bee's pangram): the expected word that uses the most tiles (ties: the
    /// most points, then alphabetical). Every day has one of at least `minimumLongestWord` letters;
    /// it is chosen from `words`, so it is always a word the game offers as expected.
    public var bigWord: FoundWord? {
        words.min { a, b in
            let (la, lb) = (a.word.count, b.word.count)
            return la != lb ? la > lb : a.points != b.points ? a.points > b.points : a.word < b.word
        }
    }

    /// The level id, `daily-YYYY-MM-DD`, another language's `daily-CODE-YYYY-MM-DD` (`daily-ca-2026-12-02`).
    public var id: String { Self.id(of: day, language: language) }

    /// The level id of the daily of `day` in `language` (`id`).
    public static func id(of day: CalendarDay, language: Language) -> String {
        language.isEnglish ? "daily-\(day)" : "daily-\(language.code)-\(day)"
    }

    /// The puzzle of `day` in `language`, on `lexicon` (the language's bundled word list: the generator
    /// version assumes it).
    ///
    /// - Complexity: one solve per board tried; a handful of boards on average.
    public init(day: CalendarDay, language: Language = .english, lexicon: Lexicon) {
        self.day = day
        self.language = language
        self.generator = Self.generatorVersion
        var random = SplitMix64(seed: Self.seed(for: day, generator: Self.generatorVersion, language: language))
        let neverOffered = lexicon.neverOfferedWords()
        var board = Self.draw(&random, language)
        var all = Self.solve(board, lexicon)
        var attempt = 1
        while attempt < Self.attempts && !Self.isGood(all.filter(\.isExpected), board, neverOffered) {
            board = Self.draw(&random, language)
            all = Self.solve(board, lexicon)
            attempt += 1
        }
        letters = LevelFileText.rowTexts(board, language)
        bonus = board.bonusRowStrings
        self.words = all.filter(\.isExpected)
        self.finds = all.filter { !$0.isExpected }
    }

    /// FNV-1a of `wordfall-daily/GENERATOR/YYYY-MM-DD` (another language's `wordfall-daily/CODE/GENERATOR/
    /// YYYY-MM-DD`), the stream's seed.
    static func seed(for day: CalendarDay, generator: Int, language: Language = .english) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let language = language.isEnglish ? "" : language.code + "/"
        let name = "wordfall-daily/\(language)\(generator)/\(day)"
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    private static func isGood(_ words: [FoundWord], _ board: Board, _ neverOffered: Lexicon) -> Bool {
        words.count >= minimumWords && words.contains { $0.word.count >= minimumLongestWord }
            && neverOffered.summary(on: board, minLength: 3).count == 0
    }

    /// Every word of the list on `board`, best first.
    private static func solve(_ board: Board, _ lexicon: Lexicon) -> [FoundWord] {
        let words = lexicon.words(on: board, minLength: 3)
        let precedes = { (a: FoundWord, b: FoundWord) in a.points != b.points ? a.points > b.points : a.word < b.word }
        // The solver's order is this one, but for a wide tile set's code digits (after Z there, before A in
        // a string): sorted again only then. The sort cost a fifth of `daily --share` (issue 38).
        if zip(words, words.dropFirst()).allSatisfy({ !precedes($1, $0) }) { return words }
        return words.sorted(by: precedes)
    }

    /// Draws 16 tiles from the language's bag weights (its Scrabble counts), then one double-word and two
    /// double-letter tiles.
    private static func draw(_ random: inout SplitMix64, _ language: Language) -> Board {
        let bag = language.isEnglish ? LetterBag.english : language.tiles.bag
        let weights = bag.weights
        let total = weights.reduce(0, +)
        var tiles: [Tile] = []
        for _ in 0..<(rows * columns) {
            var pick = random.next(modulo: total)
            var letter = 0
            while pick >= weights[letter] {
                pick -= weights[letter]
                letter += 1
            }
            tiles.append(
                Tile(letter: LetterCode.code(index: letter), value: bag.values[letter], qReadsQU: bag.qReadsQU))
        }
        for bonus in [Bonus.doubleWord, .doubleLetter, .doubleLetter] {
            var cell = random.next(modulo: tiles.count)
            while tiles[cell].bonus != .none { cell = (cell + 1) % tiles.count }
            tiles[cell] = tiles[cell].with(bonus: bonus)
        }
        return Board(rows: rows, columns: columns, tiles: tiles)
    }

    /// The level file of this puzzle (format 1; see docs/LEVELS.md), ending with a newline.
    public var levelJSON: String {
        func list(_ rows: [String]) -> String { "[" + rows.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let named = language.isEnglish ? "" : " (\(language.ownName))"
        let languageLine = language.isEnglish ? "" : "\n  \"language\": \"\(language.code)\","
        return """
            {
              "format": 1,
              "id": "\(id)",
              "title": "Daily puzzle, \(day.longDescription)\(named)",\(languageLine)
              "board": {
                "letters": \(list(letters)),
                "bonus": \(list(bonus))
              },
              "rules": { "minWordLength": 3, "refill": "none", "timeLimit": \(Self.timeLimit), "shuffles": 0, "hints": 0 },
              "goals": [
                { "type": "score", "target": \(max(1, total)), "label": "Points of every common word" }
              ]
            }

            """
    }
}
