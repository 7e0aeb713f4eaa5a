// Rating and generating levels: what `check` and `generate` do for a person's pack. Registered in
// BenchmarkRegistry.swift as the "levels" suite.

import BenchmarkHarness
import WordfallCore

func levelBenchmarks() -> [BenchmarkGroup] {
    guard let lexicon = try? Lexicon.bundled(), let resources = ResourceLocator.resourcesDirectory(),
        let starter = try? PackLoader().loadLevels(path: resources + "/Levels").levels
    else {
        print("levels: the bundled word list or starter pack was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    /// What `check` does for one level after loading it: the summary, the bot of expected words (then of
    /// any word when it finds none) and the rating.
    func check(_ level: Level) -> Double {
        let game = Game(level: level, lexicon: lexicon)
        let summary = lexicon.summary(on: game.board, minLength: level.rules.minWordLength)
        let expected = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true)
        let any = expected.solution == nil ? LevelBot.solve(level: level, lexicon: lexicon) : expected
        let rating = LevelRating.rate(
            level: level, lexicon: lexicon, solution: expected.solution, positions: expected.positions,
            completesWithFinds: any.solution != nil)
        return (rating?.difficulty ?? 0) + Double(summary.expectedCount)
    }
    return [
        BenchmarkGroup(
            "check: the starter pack (\(starter.count) levels) rated, after loading", unit: "pack",
            baseline: Benchmark("the starting boards' summaries alone") { iterations in
                var total = 0
                for _ in 0..<iterations {
                    for level in starter {
                        let board = Game(level: level, lexicon: lexicon).board
                        total += lexicon.summary(on: board, minLength: level.rules.minWordLength).count
                    }
                }
                blackHole(total)
            },
            benchmarks: [
                Benchmark("check of every level: summary, bots, rating", target: .nanosecondsAtMost(15_000_000)) {
                    iterations in
                    var total = 0.0
                    for _ in 0..<iterations { for level in starter { total += check(level) } }
                    blackHole(total)
                }
            ]),
        BenchmarkGroup(
            "generate: 100 rated levels, 4x4 rising to 8x8", unit: "pack",
            baseline: Benchmark("generate 10 levels") { iterations in
                var total = 0
                for iteration in 0..<iterations {
                    let generator = LevelGenerator(
                        seed: UInt64(iteration + 1), count: 10, size: nil, lexicon: lexicon, dictionaryName: nil)
                    total += generator.generate().levels.count
                }
                blackHole(total)
            },
            benchmarks: [
                Benchmark("generate 100 levels", target: .nanosecondsAtMost(3_000_000_000)) { iterations in
                    var total = 0
                    for iteration in 0..<iterations {
                        let generator = LevelGenerator(
                            seed: UInt64(iteration + 1), count: 100, size: nil, lexicon: lexicon, dictionaryName: nil)
                        total += generator.generate().levels.count
                    }
                    blackHole(total)
                }
            ]),
    ]
}
