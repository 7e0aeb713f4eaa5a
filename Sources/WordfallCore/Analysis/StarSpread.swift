/// Whether each star of a level is reached in two ways rather than by one word (docs/LEVELS.md, "Two ways
/// to every star"): what `check` warns of and `generate` sets its stars by.
///
/// A star is spread when two games of expected words reach it that share no word worth more than a third
/// of it: the best game found (`LevelBot.bestGame`), and the best game found without that game's words
/// worth more than a third of the star (greedy, or from the bot's search for the goals without them). A star that only a game with one of those words reaches hangs on
/// it: a player who misses the word (or whose try never draws it) has no way to the star.
public enum StarSpread {
    /// A star that hangs on a few words.
    public struct Problem: Hashable, Sendable {
        /// 2 or 3.
        public let stars: Int
        public let threshold: Int
        /// The best game's words worth more than a third of `threshold`, most points first.
        public let words: [ScoredWord]
        /// The best score of a game found without `words`; nil when no game found completes the level.
        public let without: Int?
    }

    /// The stars of `level` that hang on a few words, given `best`, the best game found (the one `check`
    /// measures the stars with). A star beyond `best` is not judged here (it is out of reach: "Stars within
    /// reach"). Each different set of words left out costs one more `LevelBot.bestGame`. `searches`: the
    /// boards searched so far (the bot's and the best game's), whose words are taken rather than searched again.
    public static func problems(
        level: Level, lexicon: Lexicon, solution: [Move]?, best: LevelBot.ScoredGame?,
        searches: BoardSearches = BoardSearches()
    ) -> [Problem] {
        guard let stars = level.stars, let best else { return [] }
        var games: [[String]: Int?] = [:]
        var problems: [Problem] = []
        for (count, threshold) in [(2, stars.twoStars), (3, stars.threeStars)] where best.score >= threshold {
            let heavy = best.words.filter { $0.points * 3 > threshold }.sorted { $0.points > $1.points }
            guard !heavy.isEmpty else { continue }
            let key = heavy.map(\.word).sorted()
            let without: Int?
            if let known = games[key] {
                without = known
            } else {
                // The greedy games first; when neither completes the level (goals that need looking for),
                // the bot's search for a game of the goals without the words, continued greedily. Only whether
                // it reaches a threshold is asked, so the first game to reach both ends the search.
                let enough = max(stars.twoStars, stars.threeStars)
                var game = LevelBot.bestGame(
                    level: level, lexicon: lexicon, solution: solution, expectedOnly: true, excluding: Set(key),
                    enough: enough, searches: searches)
                if game == nil,
                    let other = LevelBot.solve(
                        level: level, lexicon: lexicon, expectedOnly: true, searches: searches, excluding: key
                    ).solution
                {
                    game = LevelBot.bestGame(
                        level: level, lexicon: lexicon, solution: other, expectedOnly: true, excluding: Set(key),
                        enough: enough, searches: searches)
                }
                without = game?.score
                games[key] = without
            }
            if let without, without >= threshold { continue }
            problems.append(Problem(stars: count, threshold: threshold, words: heavy, without: without))
        }
        return problems
    }

    /// `check`'s warning for `problem`, on one line.
    public static func warning(_ problem: Problem, file: String) -> String {
        let words = problem.words.map { "\($0.word) (\($0.points) points)" }
        let named =
            words.count == 1 ? "one word, \(words[0])" : "\(words.count) words, " + words.joined(separator: ", ")
        let it = problem.words.count == 1 ? "it" : "them"
        let rest =
            problem.without.map { "the best game found without \(it) scores \($0)" }
            ?? "no game found without \(it) completes the level"
        return "\(file): warning: stars: \(problem.stars) stars (\(problem.threshold) points) hang on \(named): "
            + "\(rest) (docs/LEVELS.md, \"Two ways to every star\")"
    }
}
