// The lexicon and the solver (issue "The game model"): registered in BenchmarkRegistry.swift as the
// "lexicon" and "solver" suites.
//
// - Lexicon ready: opening the bundled index (`Lexicon(indexFile:)`: locate, mmap, check the header)
//   and answering a first lookup, in this process, against opening and closing the file alone, with
//   the naive way (a Set<String> built from words.txt) alongside. Target: at most 5 ms. The figure from
//   process start (`wordfall lexicon-probe`) is in the "cli" suite.
// - Lookups: `contains` on a fixed mix of 2,000 words and non-words, against a Set<String> of the
//   whole list. Target: under 50 ns a lookup.
// - Solver: `words(on:minLength: 3)` on random 5x5 and 12x12 boards (Scrabble-weighted letters, some
//   bonuses; 64 boards taken in turn), against a straightforward search written here with the public
//   API only (the text of every path prefix checked with `hasPrefix`). Targets: 15 us (5x5) and
//   150 us (12x12) a board.

import BenchmarkHarness
import Foundation
import Glibc
import WordfallCore

func lexiconBenchmarks() -> [BenchmarkGroup] {
    guard let resources = ResourceLocator.resourcesDirectory() else {
        print("lexicon: the Resources folder was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    let indexPath = resources + "/Dictionary/words.trie"
    let listPath = resources + "/Dictionary/words.txt"
    guard let lexicon = try? Lexicon(indexFile: indexPath),
        let list = try? String(contentsOfFile: listPath, encoding: .utf8)
    else {
        print("lexicon: \(indexPath) or \(listPath) cannot be read; skipped")
        return []
    }
    let words = list.split(separator: "\n").map(String.init)
    let set = Set(words)
    var random = BenchmarkRandom(seed: 42)
    // Half dictionary words, half the same words with one letter changed (mostly not words), in a fixed order.
    var sample: [String] = []
    for _ in 0..<1_000 {
        let word = words[Int(random.next() % UInt64(words.count))]
        sample.append(word)
        var bytes = Array(word.utf8)
        bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(97 + random.next() % 26)
        sample.append(String(decoding: bytes, as: UTF8.self))
    }
    return [
        BenchmarkGroup(
            "Lexicon ready: open the bundled index and answer a first lookup (in process)", unit: "open",
            baseline: Benchmark("open + fstat + close words.trie") { iterations in
                for _ in 0..<iterations {
                    let descriptor = open(indexPath, O_RDONLY)
                    var status = stat()
                    fstat(descriptor, &status)
                    close(descriptor)
                    blackHole(status.st_size)
                }
            },
            benchmarks: [
                Benchmark("Lexicon(indexFile:) + contains", target: .nanosecondsAtMost(5_000_000)) { iterations in
                    for _ in 0..<iterations {
                        let opened = try? Lexicon(indexFile: indexPath)
                        blackHole(opened?.contains("queen"))
                    }
                },
                Benchmark("Set<String> from words.txt + contains (the naive way)") { iterations in
                    for _ in 0..<iterations {
                        let text = try? String(contentsOfFile: listPath, encoding: .utf8)
                        let naive = Set((text ?? "").split(separator: "\n").map(String.init))
                        blackHole(naive.contains("queen"))
                    }
                },
            ],
            checks: [
                .cheaper(
                    "Lexicon(indexFile:) + contains", than: "Set<String> from words.txt + contains (the naive way)",
                    atLeast: 20)
            ]),
        BenchmarkGroup(
            "Lexicon lookups: 2,000 words and non-words, in turn", unit: "lookup",
            baseline: Benchmark("Set<String>.contains", operationsPerIteration: sample.count) { iterations in
                var hits = 0
                for _ in 0..<iterations {
                    for word in sample where set.contains(word) { hits += 1 }
                }
                blackHole(hits)
            },
            benchmarks: [
                Benchmark(
                    "Lexicon.contains", operationsPerIteration: sample.count, target: .nanosecondsAtMost(50)
                ) { iterations in
                    var hits = 0
                    for _ in 0..<iterations {
                        for word in sample where lexicon.contains(word) { hits += 1 }
                    }
                    blackHole(hits)
                },
                Benchmark("Lexicon.hasPrefix", operationsPerIteration: sample.count) { iterations in
                    var hits = 0
                    for _ in 0..<iterations {
                        for word in sample where lexicon.hasPrefix(word) { hits += 1 }
                    }
                    blackHole(hits)
                },
            ]),
    ]
}

func solverBenchmarks() -> [BenchmarkGroup] {
    guard let lexicon = try? Lexicon.bundled() else {
        print("solver: the bundled word list was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    return [(5, 15_000.0), (12, 150_000.0)].map { size, target in
        var random = BenchmarkRandom(seed: UInt64(size))
        let boards = (0..<64).map { _ in randomBoard(size: size, random: &random) }
        let found = boards.map { lexicon.words(on: $0, minLength: 3).count }
        let average = found.reduce(0, +) / boards.count
        return BenchmarkGroup(
            "Solver: every word on a random \(size)x\(size) board (64 boards in turn, \(average) words on average)",
            unit: "board",
            baseline: Benchmark("straightforward search (public API, hasPrefix on each path's text)") {
                iterations in
                var total = 0
                for iteration in 0..<iterations {
                    total += straightforwardWords(on: boards[iteration % boards.count], lexicon: lexicon).count
                }
                blackHole(total)
            },
            benchmarks: [
                Benchmark("Lexicon.words(on:minLength: 3)", target: .nanosecondsAtMost(target)) { iterations in
                    var total = 0
                    for iteration in 0..<iterations {
                        total += lexicon.words(on: boards[iteration % boards.count], minLength: 3).count
                    }
                    blackHole(total)
                },
                // What check needs: the count and the best word, no sorted list (the "count-and-best").
                Benchmark("Lexicon.summary(on:minLength: 3): count and best only", target: .nanosecondsAtMost(target)) {
                    iterations in
                    var total = 0
                    for iteration in 0..<iterations {
                        total += lexicon.summary(on: boards[iteration % boards.count], minLength: 3).count
                    }
                    blackHole(total)
                },
            ])
    }
}

/// A random board: Scrabble-weighted letters, one tile in six with a bonus.
func randomBoard(size: Int, random: inout BenchmarkRandom) -> Board {
    let weights = [9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1]
    let bonuses: [Bonus] = [.doubleLetter, .tripleLetter, .doubleWord, .tripleWord]
    var tiles: [Tile] = []
    for _ in 0..<(size * size) {
        var draw = Int(random.next() % 98)
        var letter = 0
        while draw >= weights[letter] {
            draw -= weights[letter]
            letter += 1
        }
        let bonus = random.next() % 6 == 0 ? bonuses[Int(random.next() % 4)] : .none
        tiles.append(Tile(letter: UInt8(65 + letter), bonus: bonus))
    }
    return Board(rows: size, columns: size, tiles: tiles)
}

/// Every word on the board the obvious way: walk every path, build its text, stop when no word starts
/// with it; keep each word once with its best path.
private func straightforwardWords(on board: Board, lexicon: Lexicon) -> [FoundWord] {
    var best: [String: FoundWord] = [:]
    var path: [Position] = []
    var used = [Bool](repeating: false, count: board.rows * board.columns)
    func walk(_ cell: Position) {
        used[cell.row * board.columns + cell.column] = true
        path.append(cell)
        defer {
            path.removeLast()
            used[cell.row * board.columns + cell.column] = false
        }
        let text = board.text(of: path)
        guard lexicon.hasPrefix(text) else { return }
        if text.utf8.count >= 3 && lexicon.contains(text) {
            let points = board.points(of: path)
            if points > best[text]?.points ?? -1 { best[text] = FoundWord(word: text, path: path, points: points) }
        }
        for row in max(0, cell.row - 1)...min(board.rows - 1, cell.row + 1) {
            for column in max(0, cell.column - 1)...min(board.columns - 1, cell.column + 1)
            where !used[row * board.columns + column] {
                walk(Position(row: row, column: column))
            }
        }
    }
    for row in 0..<board.rows {
        for column in 0..<board.columns { walk(Position(row: row, column: column)) }
    }
    return best.values.sorted { $0.points != $1.points ? $0.points > $1.points : $0.word < $1.word }
}

/// SplitMix64, for reproducible benchmark data.
struct BenchmarkRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
