import BenchmarkHarness
import WordfallCore
import WordfallUI

/// The terminal UI's benchmark (issue "Play it in the terminal"): building and diffing a full 120x40
/// frame after one accepted word, at most 1 ms. Registered in BenchmarkRegistry.swift as "ui".
func uiBenchmarks() -> [BenchmarkGroup] {
    let words = ["cat", "cats", "coder", "code", "cod", "dog", "dogs", "ten", "tens", "pier", "ripe", "quip"]
    let letters = ["CATSE", "ODERT", "GNIPS", "SQUER", "TENAD"]
    var tiles: [Tile] = []
    for (row, line) in letters.enumerated() {
        for (column, letter) in line.utf8.enumerated() {
            tiles.append(Tile(letter: letter, bonus: (row + column) % 4 == 1 ? .doubleLetter : .none))
        }
    }
    let level = Level(
        id: "bench", title: "Benchmark Board", board: .fixed(Board(rows: 5, columns: 5, tiles: tiles)),
        rules: Rules(refill: .none, moves: 30),
        goals: [
            GoalSpec(.score(target: 5000)), GoalSpec(.words(count: 10)), GoalSpec(.longWords(count: 3, minLength: 5)),
            GoalSpec(.letter(UInt8(ascii: "E"), count: 6)),
        ])
    let lexicon = Lexicon(words: words)
    // The view model follows the game's events as the session's does; the words are played on the model.
    let game = Game(level: level, lexicon: lexicon)
    let view = GameViewModel(game: game)
    game.start()
    for word in ["cat", "dog", "ten"] { game.submit(word: word) }
    let before = view.state
    game.submit(word: "code")
    let after = view.state
    let screen = GameScreen(theme: Theme())
    let previous = screen.render(before, width: 120, height: 40)
    return [
        BenchmarkGroup(
            "UI: a 120x40 frame after one accepted word (5x5 board, 4 goals)", unit: "frame",
            baseline: Benchmark("fill a blank 120x40 buffer") { iterations in
                for _ in 0..<iterations { blackHole(ScreenBuffer(width: 120, height: 40)) }
            },
            benchmarks: [
                Benchmark("render the frame and diff it with the last", target: .nanosecondsAtMost(1_000_000)) {
                    iterations in
                    for _ in 0..<iterations {
                        let frame = screen.render(after, width: 120, height: 40)
                        blackHole(frame.changes(since: previous))
                    }
                },
                // Issue 29, "Show the fall": each of a fall's three frames is a frame of its own.
                Benchmark("render a frame of the fall and diff it", target: .nanosecondsAtMost(1_000_000)) {
                    iterations in
                    let fall = FallFrame.frames(used: after.lastPath, rowHeight: 3, count: 3)[0]
                    for _ in 0..<iterations {
                        let frame = screen.render(after, width: 120, height: 40, fall: fall)
                        blackHole(frame.changes(since: previous))
                    }
                },
                Benchmark("diff only") { iterations in
                    let frame = screen.render(after, width: 120, height: 40)
                    for _ in 0..<iterations { blackHole(frame.changes(since: previous)) }
                },
            ])
    ]
}
