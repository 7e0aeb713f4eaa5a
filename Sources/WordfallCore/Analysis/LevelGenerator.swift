import WordfallJSON

/// Makes a pack of levels that rise in difficulty, each with a proof: a move script that completes it.
///
/// Everything is drawn from one `SplitMix64` seeded by `seed`, and every choice is a pure function of
/// what came before, so the same arguments give the same files byte for byte. For each level:
/// 1. its shape rises with its place in the pack: board size (4x4 to 8x8 unless `size` is given),
///    move limit, and its target rating (`difficulty`, or 2.0 rising to 8.0); every third level is a
///    static board; the goal types rotate through all eight;
/// 2. a starting board is drawn from the language's bag's frequencies, balanced and holding no word the
///    game never offers (`GeneratedBoard`), with a few bonus tiles;
/// 3. a greedy game of expected words (the best each move) measures what the level offers a person
///    within its moves, and names the level after its longest word;
/// 4. the goals ask for a share of that, and `LevelBot` must find a game of expected words that
///    completes them; the share is raised or lowered until the level's rating (`LevelRating`) is
///    within half a point of the target, or after six tries the closest is kept;
/// 5. the stars are set from the bot's game: two stars at its score, three at the greedy game's
///    score if that is higher, else a quarter more.
public struct LevelGenerator {
    /// One generated level: its file's name and text, its proof's text, and the level itself.
    public struct Output: Sendable {
        public let fileName: String
        public let json: String
        public let solution: String
        public let level: Level
        public let moves: Int
        /// Whether the proof completes the level (played here once, to the end). False when no game
        /// completing it was found (a 2x2 board, a word list that fits no board): the pack must not be written.
        public let isProven: Bool
    }

    public let seed: UInt64
    public let count: Int
    public let size: (rows: Int, columns: Int)?
    public let lexicon: Lexicon
    /// The word list's name as the level files give it (beside them in the pack), nil for the bundled list.
    public let dictionaryName: String?
    /// The rating every level aims at (1.0 to 10.0); nil: 2.0 for the first, rising to 8.0 for the last.
    public let difficulty: Double?
    /// The language of the levels: their tiles, and the list `lexicon` is.
    public let language: Language

    public init(
        seed: UInt64, count: Int, size: (rows: Int, columns: Int)?, lexicon: Lexicon, dictionaryName: String?,
        difficulty: Double? = nil, language: Language = .english
    ) {
        self.language = language
        self.seed = seed
        self.count = count
        self.size = size
        self.lexicon = lexicon
        self.dictionaryName = dictionaryName
        self.difficulty = difficulty
    }

    /// The tries at a level's goals and move limit before the closest to the target rating is kept.
    static let attempts = 14

    /// The goal types in the order the pack brings them in, one or two a level.
    static let rotation: [[GoalType]] = [
        [.score], [.words], [.score, .longWords], [.word, .score], [.letter, .words], [.wordScore],
        [.bonusTiles, .score], [.streak, .longWords],
    ]

    /// `pack.json`'s text and each level's files, in play order.
    public func generate() -> (packJSON: String, levels: [Output]) {
        var random = SplitMix64(seed: seed)
        var levels: [Output] = []
        let neverOffered = lexicon.neverOfferedWords()
        for index in 0..<count {
            levels.append(makeLevel(index: index, random: &random, neverOffered: neverOffered))
        }
        var pack = JSONWriter()
        pack.object(.lines) { json in
            json.member("format", 1)
            json.member("title", "Generated pack (seed \(seed))")
            json.key("levels")
            json.array(.lines) { names in for level in levels { names.string(level.fileName) } }
        }
        return (pack.text + "\n", levels)
    }

    private func makeLevel(index: Int, random: inout SplitMix64, neverOffered: Lexicon) -> Output {
        let rise = count > 1 ? Double(index) / Double(count - 1) : 0
        let target = difficulty ?? (2 + 6 * rise)
        let side = 4 + Int((rise * 4).rounded())
        let rows = size?.rows ?? side
        let columns = size?.columns ?? side
        let refill: Refill = index % 3 == 2 ? .none : .gravity
        let moves = min(40, 5 + index * 2)
        let levelSeed = random.next()
        // The starting board: letters from the bag's frequencies, balanced, then a few bonus tiles.
        var draw = SplitMix64(seed: levelSeed)
        var tiles = GeneratedBoard.draw(
            rows: rows, columns: columns, neverOffered: neverOffered, language: language, using: &draw
        ).tiles
        let bonuses: [Bonus] = [.doubleLetter, .doubleLetter, .tripleLetter, .doubleWord, .tripleWord]
        for _ in 0..<(2 + index / 2) {
            let cell = random.next(modulo: tiles.count)
            tiles[cell] = Tile(
                letter: tiles[cell].letter, value: tiles[cell].value, bonus: bonuses[random.next(modulo: bonuses.count)]
            )
        }
        let board = Board(rows: rows, columns: columns, tiles: tiles)
        let rules = Rules(refill: refill, moves: moves, shuffles: 1, hints: 1)
        let id = String(format2: index + 1) + "-generated"
        var base = Level(
            id: id, title: "", language: language, board: .fixed(board), rules: rules, seed: random.next(),
            dictionary: dictionaryName, goals: [GoalSpec(.score(target: 1))])
        let probe = Self.greedyGame(base, lexicon: lexicon)
        base.title = Self.title(probe, index: index, rows: rows, columns: columns, refill: refill, language: language)
        var types = Self.rotation[index % Self.rotation.count]
        // The number of goals follows the target rating: one for an easy level, three for a hard one.
        let goalCount = target < 3.5 ? 1 : target < 6.5 ? 2 : 3
        for extra in [GoalType.words, .longWords, .score] where types.count < goalCount && !types.contains(extra) {
            types.append(extra)
        }
        types = Array(types.prefix(goalCount))
        var share = 0.5 + 0.35 * rise
        var limit = moves
        var chosen = base
        var solution: [Move] = []
        var distance = Double.infinity
        // Every attempt plays the same board: each board the bots reach is searched once for all of them.
        let searches = BoardSearches()
        for attempt in 0..<Self.attempts {
            var level = base
            level.rules.moves = limit
            let last = attempt == Self.attempts - 1 && solution.isEmpty
            level.goals = types.map { goal($0, share: last ? 0.05 : share, probe: probe) }
            // Rated as `check` rates it (the same bot and budget), so the figure it prints is the one aimed at.
            let outcome = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true, searches: searches)
            guard let found = outcome.solution else {
                share *= 0.75
                continue
            }
            let rating =
                LevelRating.rate(
                    level: level, lexicon: lexicon, solution: found, positions: outcome.positions,
                    completesWithFinds: true, searches: searches)?.difficulty ?? 10
            if abs(rating - target) < distance {
                (chosen, solution, distance) = (level, found, abs(rating - target))
            }
            if distance <= 0.5 { break }
            // The share moves the goals; after two tries the move limit moves too (the pressure a level puts).
            share = rating < target ? share * 1.3 : share * 0.75
            if attempt >= 1 { limit = rating < target ? max(2, limit - 2) : min(40, limit + 3) }
        }
        if solution.isEmpty {
            // Nothing asked of the board could be proven: a level of one word, which the greedy game shows exists.
            chosen.goals = [GoalSpec(.words(count: 1))]
            solution = LevelBot.solve(level: chosen, lexicon: lexicon, searches: searches).solution ?? []
        }
        // Stars within reach (docs/LEVELS.md): three at the best game found (the level plays on after its
        // goals), two halfway from the proof's score to it.
        let botScore = Self.score(of: solution, level: chosen, lexicon: lexicon)
        let best =
            LevelBot.bestGame(level: chosen, lexicon: lexicon, solution: solution, searches: searches)?.score
            ?? botScore
        let three = max(20, max(best, botScore) / 10 * 10)
        let two = max(10, min(three - 10, (botScore + three) / 20 * 10))
        chosen.stars = StarThresholds(twoStars: two, threeStars: three)
        let fileName = id + ".json"
        return Output(
            fileName: fileName, json: LevelFileText.text(of: chosen, board: board),
            solution: Self.script(solution, for: fileName, language: language), level: chosen,
            moves: solution.filter { $0 != .finish }.count,
            isProven: Self.completes(solution, level: chosen, lexicon: lexicon))
    }

    /// What a greedy game (the best word each move, a shuffle when none is left) reaches on `level`.
    struct Probe {
        var score = 0
        var words: [FoundWord] = []
        var tiles: [Tile] = []
    }

    static func greedyGame(_ level: Level, lexicon: Lexicon) -> Probe {
        var level = level
        level.goals = [GoalSpec(.score(target: Int.max))]
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        var probe = Probe()
        while game.status == .playing {
            let found = Set(game.foundWords)
            guard let best = game.bestWords().first(where: { $0.isExpected && !found.contains($0.word) }) else {
                let shuffles = game.shufflesLeft
                guard shuffles > 0 else { break }
                game.shuffle()
                // A shuffle refused (no fair board) leaves nothing more to try.
                guard game.shufflesLeft < shuffles else { break }
                continue
            }
            probe.tiles += best.path.map { game.board[$0] }
            game.submit(path: best.path)
            probe.words.append(best)
        }
        probe.score = game.score
        return probe
    }

    /// The level's title: the greedy game's longest word of those most players know (tier 20 or less;
    /// docs/RULES.md, "Word tiers"), else its longest expected word (ties: the first played), its size
    /// and kind of board: `Harbor: 5x5, falling tiles`.
    static func title(
        _ probe: Probe, index: Int, rows: Int, columns: Int, refill: Refill, language: Language = .english
    ) -> String {
        let kind = refill == .none ? "a static board" : "falling tiles"
        let common = probe.words.filter { $0.isExpected && $0.entry.level <= titleTier }
        let candidates = common.isEmpty ? probe.words : common
        guard let longest = candidates.max(by: { $0.word.utf8.count < $1.word.utf8.count }) else {
            return "Generated \(index + 1): \(rows)x\(columns), \(kind)"
        }
        let word = language.isEnglish ? longest.word : language.tiles.faces(of: longest.word)
        return word.prefix(1) + word.dropFirst().lowercased() + ": \(rows)x\(columns), \(kind)"
    }

    /// The highest tier a title word is taken from first: words most players know.
    static let titleTier = 20

    /// A goal of `type` asking for `share` of what the greedy game reached.
    private func goal(_ type: GoalType, share: Double, probe: Probe) -> GoalSpec {
        func part(_ value: Int) -> Int { max(1, Int((Double(value) * share).rounded(.down))) }
        switch type {
        case .score: return GoalSpec(.score(target: max(10, part(probe.score) / 10 * 10)))
        case .words: return GoalSpec(.words(count: part(probe.words.count)))
        case .streak: return GoalSpec(.streak(count: part(probe.words.count)))
        case .longWords:
            let long = probe.words.filter { $0.word.utf8.count >= 5 }.count
            return GoalSpec(.longWords(count: part(max(1, long)), minLength: long > 0 ? 5 : 4))
        case .word:
            // A word of the greedy game's: formable on the board it was played on; the larger the share, the
            // later in that game (the first is on the starting board).
            let word = probe.words.dropFirst(min(probe.words.count - 1, part(probe.words.count) - 1)).first
            return word.map { GoalSpec(.word($0.word)) } ?? GoalSpec(.words(count: 1))
        case .wordScore: return GoalSpec(.wordScore(target: part(probe.words.map(\.points).max() ?? 10)))
        case .letter:
            // The letter the greedy game used most (ties: alphabetical).
            var counts = [Int](repeating: 0, count: 26)
            for tile in probe.tiles { counts[Int(tile.letter - 65)] += 1 }
            let most = counts.indices.max { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 > $1 } ?? 4
            return GoalSpec(.letter(UInt8(65 + most), count: part(counts[most])))
        case .bonusTiles:
            let used = probe.tiles.filter { $0.bonus != .none }.count
            return used > 0
                ? GoalSpec(.bonusTiles(count: part(used))) : GoalSpec(.words(count: part(probe.words.count)))
        }
    }

    /// Whether playing `moves` on `level` from its start completes it.
    static func completes(_ moves: [Move], level: Level, lexicon: Lexicon) -> Bool {
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        for move in moves { game.play(move) }
        if case .completed = game.status { return true }
        return false
    }

    static func score(of moves: [Move], level: Level, lexicon: Lexicon) -> Int {
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        for move in moves { game.play(move) }
        return game.score
    }

    /// The proof as a move script `wordfall run` reads, its words in the language's letters.
    static func script(_ moves: [Move], for fileName: String, language: Language = .english) -> String {
        var text = "# The proof of \(fileName): wordfall run \(fileName) --script this-file completes it.\n"
        for move in moves {
            if case .word(let word) = move, !language.isEnglish {
                text += language.tiles.faces(of: word) + "\n"
            } else {
                text += move.scriptLine + "\n"
            }
        }
        return text
    }
}

extension String {
    /// A number with at least two digits: 7 gives "07".
    init(format2 number: Int) {
        self = number < 10 ? "0\(number)" : "\(number)"
    }
}
