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

    /// The bonus tiles placed on the starting board of the level at `index`: 2, one more every second level,
    /// `mostBonuses` at most (from the 49th level on; a cell may be drawn twice). Capped so that a level's
    /// work does not grow with its place in a long pack: past the cap, every level costs what the 49th
    /// does, and generating 100 levels costs twice what 50 do (issue 38).
    static func bonusCount(index: Int) -> Int {
        min(mostBonuses, 2 + index / 2)
    }

    static let mostBonuses = 26

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
        var titles: Set<String> = []
        for index in 0..<count {
            let level = makeLevel(index: index, random: &random, neverOffered: neverOffered, titles: titles)
            titles.insert(level.level.title)
            levels.append(level)
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

    private func makeLevel(index: Int, random: inout SplitMix64, neverOffered: Lexicon, titles: Set<String>) -> Output {
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
        for _ in 0..<Self.bonusCount(index: index) {
            let cell = random.next(modulo: tiles.count)
            tiles[cell] = tiles[cell].with(bonus: bonuses[random.next(modulo: bonuses.count)])
        }
        let board = Board(rows: rows, columns: columns, tiles: tiles)
        let rules = Rules(refill: refill, moves: moves, shuffles: 1, hints: 1)
        let id = String(format2: index + 1) + "-generated"
        let base = Level(
            id: id, title: "", language: language, board: .fixed(board), rules: rules, seed: random.next(),
            dictionary: dictionaryName, goals: [GoalSpec(.score(target: 1))])
        let probe = Self.greedyGame(base, lexicon: lexicon)
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
        var tried: Set<[GoalSpec]> = []
        for attempt in 0..<Self.attempts {
            var level = base
            level.rules.moves = limit
            // Goals that ask for something (issue 40: not "Score 60 points" in 32 moves): never less than
            // `leastShare` of what the greedy game reached, nor more than `extraMoves` beyond the level's shape.
            level.goals = types.map {
                goal($0, share: max(Self.leastShare, share), probe: probe, board: board, refill: refill)
            }
            // The same goals and limit again would be the same search: nothing more to learn.
            guard tried.insert(level.goals + [GoalSpec(.words(count: limit))]).inserted else { break }
            // Rated as `check` rates it (the same bot and budget), so the figure it prints is the one aimed at.
            let outcome = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true, searches: searches)
            guard let found = outcome.solution else {
                share *= 0.75
                limit = min(moves + Self.extraMoves, limit + 3)
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
            if attempt >= 1 { limit = rating < target ? max(2, limit - 2) : min(moves + Self.extraMoves, limit + 3) }
        }
        if solution.isEmpty {
            // Nothing asked of the board could be proven: words alone, then one word, which the greedy game
            // shows exists.
            chosen.goals = [goal(.words, share: Self.leastShare, probe: probe, board: board, refill: refill)]
            solution =
                LevelBot.solve(level: chosen, lexicon: lexicon, expectedOnly: true, searches: searches).solution ?? []
            if solution.isEmpty {
                chosen.goals = [GoalSpec(.words(count: 1))]
                solution = LevelBot.solve(level: chosen, lexicon: lexicon, searches: searches).solution ?? []
            }
        }
        // Stars within reach (docs/LEVELS.md): three at the best game found (the level plays on after its
        // goals), two halfway from the proof's score to it.
        let proven = chosen.goals
        chosen.goals = Self.withoutLuck(chosen)
        chosen.stars = Self.stars(of: chosen, solution: solution, lexicon: lexicon)
        chosen = Self.withRoomForStars(chosen)
        // The goals moved: the proof and the stars are those `check` finds for the level as written.
        if chosen.goals != proven,
            let found = LevelBot.solve(level: chosen, lexicon: lexicon, expectedOnly: true).solution
        {
            solution = found
            chosen.stars = Self.stars(of: chosen, solution: solution, lexicon: lexicon)
        }
        chosen.title = LevelTitle.title(
            goals: chosen.goals, board: board, refill: refill, lexicon: lexicon, taken: titles, language: language)
        let fileName = id + ".json"
        return Output(
            fileName: fileName, json: LevelFileText.text(of: chosen, board: board),
            solution: Self.script(solution, for: fileName, language: language), level: chosen,
            moves: solution.filter { $0 != .finish }.count,
            isProven: Self.completes(solution, level: chosen, lexicon: lexicon))
    }

    /// The least share of the greedy game a goal asks for: a goal that asks for something.
    static let leastShare = 0.35
    /// The most moves a level is given beyond its shape's, to ease it towards its target rating.
    static let extraMoves = 6
    /// The least share of the greedy game's words a `words` goal asks for.
    static let leastWordShare = 0.5

    /// `level`'s goals with each letter goal that rests on luck (`LetterLuck`, as `check` judges it) asking
    /// for fewer tiles, until it does not or asks for one.
    static func withoutLuck(_ level: Level) -> [GoalSpec] {
        var level = level
        for chance in LetterLuck.problems(level: level) {
            for count in stride(from: chance.count - 1, through: 1, by: -1) {
                level.goals[chance.goal] = GoalSpec(.letter(chance.letter, count: count))
                guard LetterLuck.problems(level: level).contains(where: { $0.goal == chance.goal }) else { break }
            }
        }
        return level.goals
    }

    /// Stars a person reaches, in two ways each (docs/LEVELS.md, "Stars within reach" and "Two ways to every
    /// star"): three at the best game of expected words found, two halfway from the proof's score to it;
    /// each lowered to the best game found without the words it would hang on.
    static func stars(of level: Level, solution: [Move], lexicon: Lexicon) -> StarThresholds {
        let botScore = score(of: solution, level: level, lexicon: lexicon)
        // One set of searches for every game below: the loop asks about the same boards again.
        let searches = BoardSearches()
        let best = LevelBot.bestGame(
            level: level, lexicon: lexicon, solution: solution, expectedOnly: true, searches: searches)
        var three = max(20, (best?.score ?? botScore) / 10 * 10)
        var two = max(10, min(three - 10, (botScore + three) / 20 * 10))
        var level = level
        for _ in 0..<3 {
            level.stars = StarThresholds(twoStars: two, threeStars: three)
            let problems = StarSpread.problems(
                level: level, lexicon: lexicon, solution: solution, best: best, searches: searches)
            guard !problems.isEmpty else { break }
            for problem in problems {
                let reach = max(10, (problem.without ?? botScore) / 10 * 10)
                if problem.stars == 3 { three = max(20, min(three, reach)) } else { two = min(two, reach) }
            }
            two = max(10, min(two, three - 10))
        }
        return StarThresholds(twoStars: two, threeStars: three)
    }

    /// `level` with room between its score goal and its stars: a score goal at most four fifths of 3 stars,
    /// and 2 stars halfway from it to 3 at the least, so that each star asks more than the one before.
    static func withRoomForStars(_ level: Level) -> Level {
        guard let stars = level.stars else { return level }
        var level = level
        var two = stars.twoStars
        for (index, goal) in level.goals.enumerated() {
            guard case .score(let target) = goal.kind else { continue }
            let lowered = min(target, max(10, stars.threeStars * 4 / 50 * 10))
            level.goals[index] = GoalSpec(.score(target: lowered), label: goal.label)
            two = max(two, (lowered + stars.threeStars) / 20 * 10)
        }
        level.stars = StarThresholds(twoStars: min(two, stars.threeStars - 10), threeStars: stars.threeStars)
        return level
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

    /// A goal of `type` asking for `share` of what the greedy game reached.
    private func goal(_ type: GoalType, share: Double, probe: Probe, board: Board, refill: Refill) -> GoalSpec {
        func part(_ value: Int, least: Double = 0) -> Int {
            max(1, Int((Double(value) * max(least, share)).rounded(.down)))
        }
        switch type {
        case .score: return GoalSpec(.score(target: max(10, part(probe.score) / 10 * 10)))
        // Every move is a word: a count of words asks for something only near the moves.
        case .words: return GoalSpec(.words(count: part(probe.words.count, least: Self.leastWordShare)))
        case .streak: return GoalSpec(.streak(count: part(probe.words.count)))
        case .longWords:
            let long = probe.words.filter { $0.word.utf8.count >= 5 }.count
            return GoalSpec(.longWords(count: part(max(1, long)), minLength: long > 0 ? 5 : 4))
        case .word where refill == .gravity:
            // On falling tiles a word of the starting board: every try draws its own refills, so a word that
            // only later boards held would be luck. A word most players know, not worth a star by itself,
            // further up the board's words by points the larger the share.
            let words = lexicon.words(on: board, minLength: 4).filter {
                $0.isExpected && $0.entry.level <= 20 && $0.points * 12 <= probe.score
            }.sorted { $0.points != $1.points ? $0.points < $1.points : $0.word < $1.word }
            guard !words.isEmpty else { return GoalSpec(.words(count: part(probe.words.count))) }
            return GoalSpec(.word(words[min(words.count - 1, Int(Double(words.count) * share * 0.5))].word))
        case .word:
            // A word of the greedy game's: formable on the board it was played on; the larger the share, the
            // later in that game (the first is on the starting board).
            // Not a word worth a star by itself: every game that completes the level plays it, so a star
            // it made would hang on it (docs/LEVELS.md, "Two ways to every star").
            let later = probe.words.dropFirst(min(probe.words.count - 1, part(probe.words.count) - 1))
            let word = later.first { $0.points * 12 <= probe.score } ?? later.min { $0.points < $1.points }
            return word.map { GoalSpec(.word($0.word)) } ?? GoalSpec(.words(count: 1))
        case .wordScore:
            // Not so big that only one word does it: a star that word made would hang on it.
            let most = part(probe.words.map(\.points).max() ?? 10)
            return GoalSpec(.wordScore(target: max(10, min(most, probe.score / 9))))
        case .letter:
            // The letter the greedy game used most (ties: alphabetical).
            var counts = [Int](repeating: 0, count: LetterCode.count)
            for tile in probe.tiles { counts[LetterCode.index(tile.letter)] += 1 }
            let most = counts.indices.max { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 > $1 } ?? 4
            return GoalSpec(.letter(LetterCode.code(index: most), count: part(counts[most])))
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
