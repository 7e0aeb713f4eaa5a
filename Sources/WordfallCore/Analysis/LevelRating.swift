import Glibc

/// How hard a level is for a person, from what completing it asks (docs/LEVELS.md, "Difficulty"): a
/// figure from 1.0 (a few short common words, no pressure) to 10.0 (only uncommon words complete it).
///
/// It rates the game a bot finds that plays expected words alone (`LevelBot` with `expectedOnly`):
/// how many words it takes against the limits (moves, time at about `secondsPerWord` a word) and, on
/// a board that never refills, against the expected words the board offers; how long and how common
/// those words are; how many of them there are; and how much the bot had to search.
public struct LevelRating: Hashable, Sendable {
    /// The rating, 1.0 to 10.0, one decimal.
    public let difficulty: Double
    /// The words of the rated game.
    public let words: Int
    /// How many expected words the starting board offers.
    public let offered: Int

    /// The seconds a person is taken to need to find and enter one word.
    public static let secondsPerWord = 12.0
    /// The words a person is taken to enter for each one rejected (a typo, a word not on the board).
    public static let wordsPerMiss = 10.0

    /// The rating of `level` from `solution`, a game of expected words that completes it (nil when the bot
    /// found none: then `uncommon` says whether a game with the whole list does, rated 10.0). `searches`:
    /// the boards the bot searched (its solution's among them), each searched here only when it is not there.
    public static func rate(
        level: Level, lexicon: Lexicon, solution: [Move]?, positions: Int, completesWithFinds: Bool,
        searches: BoardSearches = BoardSearches()
    ) -> LevelRating? {
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        let minLength = level.rules.minWordLength
        let offered = searches.words(on: game.board, minLength: minLength, lexicon: lexicon).words.count(
            where: \.isExpected)
        guard let solution else {
            return completesWithFinds ? LevelRating(difficulty: 10, words: 0, offered: offered) : nil
        }
        // Selectivity: how far up the board's expected words (by points) each word played is; a game
        // that needs the few best words of a board asks more than one any word completes.
        var selectivity = 0.0
        for move in solution {
            if case .path(let path) = move, case .accepted(let played) = game.verdict(path: path) {
                var expected = 0
                var better = 0
                for word in searches.words(on: game.board, minLength: minLength, lexicon: lexicon).words
                where word.isExpected {
                    expected += 1
                    if word.points > played.points { better += 1 }
                }
                selectivity += 1 - Double(better) / Double(max(1, expected))
            }
            game.play(move)
        }
        let words = game.foundWords
        let count = max(1, words.count)
        // Pressure: the share of a limit the game uses up, the tightest limit counting.
        var pressure = 0.0
        // Moves used, burned-out tiles and scrambles included (docs/RULES.md, "Burning tiles").
        if let moves = level.rules.moves { pressure = max(pressure, Double(game.movesUsed) / Double(max(1, moves))) }
        if let time = level.rules.timeLimit {
            pressure = max(pressure, Double(words.count) * secondsPerWord / max(1, time))
        }
        if level.rules.refill == .none { pressure = max(pressure, Double(words.count) / Double(max(1, offered))) }
        // A streak asks for no miss at all: a person misses about one word in `wordsPerMiss`.
        for goal in level.goals {
            if case .streak(let streak) = goal.kind { pressure = max(pressure, Double(streak) / wordsPerMiss) }
        }
        let letters = words.reduce(0) { $0 + $1.utf8.count }
        let length = min(1, max(0, (Double(letters) / Double(count) - 3) / 4))
        let rare = words.filter { (lexicon.tier(of: $0) ?? 0) >= 35 }.count
        let rarity = Double(rare) / Double(count)
        let effort = min(1, log2(1 + Double(words.count)) / log2(41))
        let search = min(1, log2(max(1, Double(positions) / Double(count))) / 4)
        let goals = min(1, Double(max(0, level.goals.count - 1)) / 2)
        let selective = selectivity / Double(count)
        let score =
            0.25 * min(1, pressure) + 0.1 * length + 0.1 * rarity + 0.2 * effort + 0.1 * search + 0.1 * goals
            + 0.15 * selective
        let difficulty = (10 + 90 * min(1, max(0, score))).rounded() / 10
        return LevelRating(difficulty: difficulty, words: words.count, offered: offered)
    }
}
