import BenchmarkHarness
import WordfallCore
import WordfallHeadless

/// The game model's benchmarks: `wordfall run`'s inner loop (issue: at least 50,000 script moves a second
/// on a 5x5 gravity level, JSON output included).
func modelBenchmarks() -> [BenchmarkGroup] {
    guard let lexicon = try? Lexicon.bundled() else {
        print("model: the bundled word list was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    var groups: [BenchmarkGroup] = []
    for shuffles in [1, 0] {
        let level = Level(
            id: "bench", title: "Bench", board: .random(rows: 5, columns: 5),
            rules: Rules(refill: .gravity, shuffles: shuffles, hints: 0), seed: 7,
            goals: [GoalSpec(.score(target: 1_000_000_000))])
        let script = benchmarkScript(level: level, lexicon: lexicon)
        let moves = script.lines.count
        let text = script.lines.map { line -> String in
            if case .word(let word) = line.move { return word }
            return ""
        }.joined(separator: "\n")
        groups.append(
            BenchmarkGroup(
                "HeadlessRun: a 5x5 gravity level, \(moves) script moves, JSON Lines out"
                    + (shuffles == 0 ? " (no shuffle: noWordsLeft checked after every move)" : ""),
                unit: "move",
                baseline: Benchmark("parse the script only", operationsPerIteration: moves) { iterations in
                    for _ in 0..<iterations { blackHole(try? MoveScript(parsing: text)) }
                },
                benchmarks: [
                    Benchmark(
                        "play + trace (wordfall run's loop)", operationsPerIteration: moves,
                        target: .nanosecondsAtMost(20_000)
                    ) { iterations in
                        var bytes = 0
                        for _ in 0..<iterations {
                            HeadlessRun.run(level: level, lexicon: lexicon, script: script) { bytes += $0.count }
                        }
                        blackHole(bytes)
                    }
                ]))
    }
    return groups
}

/// A script that plays the best new word on the board, move after move, until none is left: every
/// move is accepted, so every move scores, refills and writes its full set of lines.
private func benchmarkScript(level: Level, lexicon: Lexicon) -> MoveScript {
    let game = Game(level: level, lexicon: lexicon)
    game.start()
    var lines: [MoveScript.Line] = []
    while lines.count < 5_000, game.status == .playing,
        let best = game.bestWords().first(where: { !game.validator.hasFound($0.word) })
    {
        lines.append(MoveScript.Line(number: lines.count + 1, move: .word(best.word)))
        game.submit(word: best.word)
    }
    return MoveScript(lines: lines)
}
