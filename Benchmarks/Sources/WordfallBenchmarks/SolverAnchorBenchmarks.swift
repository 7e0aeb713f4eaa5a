// The solver against a C anchor: registered in BenchmarkRegistry.swift as the "solver-anchor" suite
// (`make bench BENCH_ARGS=solver` runs it with the "solver" suite).
//
// The anchor (Sources/CTrieAnchor) is a plain 26-way trie of the same word list (words.txt) and a
// depth-first search that walks it along the board, as a C programmer would first write it; it counts
// each distinct word once (a Q tile spelling "QU", as the game's). Baseline: the anchor. Measured: the
// solver's `summary(on:)` (the count and the best word, what `check` prints) and `words(on:)` (every
// word with its best path, sorted). The same 64 random boards as the "solver" suite, 5x5 and 12x12;
// the word counts of both must be equal on every board (checked before measuring). Target: the solver
// no slower than half the anchor's speed, i.e. at most 2x its time (issue 28: it was 0.36-0.45x).
// Printed first as this thread's CPU time (31 rounds), which a busy machine disturbs less than the
// wall time of the table that follows.

import CTrieAnchor
import Foundation
import Glibc
import WordfallCore

func solverAnchorBenchmarks() -> [BenchmarkGroup] {
    guard let resources = ResourceLocator.resourcesDirectory(), let lexicon = try? Lexicon.bundled(),
        let list = FileManager.default.contents(atPath: resources + "/Dictionary/words.txt")
    else {
        print("solver-anchor: the bundled word list was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    let built = list.withUnsafeBytes { bytes in
        ctrie_anchor_build(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }
    guard let anchor = built else {
        print("solver-anchor: the C trie could not be built; skipped")
        return []
    }
    // Never freed: the benchmark closures use it until the process ends.
    print("")
    print(
        "solver-anchor: the C trie holds \(ctrie_anchor_word_count(anchor)) words, the lexicon \(lexicon.count)")
    return [5, 12].compactMap { size -> BenchmarkGroup? in
        var random = BenchmarkRandom(seed: UInt64(size))
        let boards = (0..<64).map { _ in randomBoard(size: size, random: &random) }
        let letters = boards.map { board in board.tiles.map(\.letter) }
        let counts = boards.map { lexicon.summary(on: $0, minLength: 3).count }
        let anchorCounts = letters.map { ctrie_anchor_count_words(anchor, $0, Int32(size), Int32(size), 3) }
        guard counts.map(Int32.init) == anchorCounts else {
            let first = zip(counts, anchorCounts).enumerated().first { $0.element.0 != Int($0.element.1) }
            print(
                "solver-anchor: \(size)x\(size): the word counts differ (board \(first?.offset ?? -1): "
                    + "\(first?.element.0 ?? 0) against \(first?.element.1 ?? 0)); skipped")
            return nil
        }
        print(
            "solver-anchor: \(size)x\(size): word counts equal on all 64 boards "
                + "(\(counts.reduce(0, +) / boards.count) words on average)")
        printCPUTimes(
            size: size,
            [
                { board in Int(ctrie_anchor_count_words(anchor, letters[board], Int32(size), Int32(size), 3)) },
                { board in lexicon.summary(on: boards[board], minLength: 3).count },
                { board in lexicon.words(on: boards[board], minLength: 3).count },
            ])
        return BenchmarkGroup(
            "Solver against a C 26-way trie: every word on a random \(size)x\(size) board (64 boards in turn)",
            unit: "board",
            baseline: Benchmark("C 26-way trie, depth-first (distinct words counted)") { iterations in
                var total: Int32 = 0
                for iteration in 0..<iterations {
                    total &+= ctrie_anchor_count_words(
                        anchor, letters[iteration % letters.count], Int32(size), Int32(size), 3)
                }
                blackHole(total)
            },
            benchmarks: [
                Benchmark("Lexicon.summary(on:minLength: 3): count and best", target: .ratioAtMost(2)) {
                    iterations in
                    var total = 0
                    for iteration in 0..<iterations {
                        total += lexicon.summary(on: boards[iteration % boards.count], minLength: 3).count
                    }
                    blackHole(total)
                },
                Benchmark("Lexicon.words(on:minLength: 3): every word, best path, sorted", target: .ratioAtMost(2)) {
                    iterations in
                    var total = 0
                    for iteration in 0..<iterations {
                        total += lexicon.words(on: boards[iteration % boards.count], minLength: 3).count
                    }
                    blackHole(total)
                },
            ])
    }
}

/// The same three searches timed by this thread's CPU clock, which other programs on a busy machine
/// disturb less than the wall clock of the table: 31 rounds, each running every search on all 64
/// boards in turn; the median per board, and the median of the per-round ratios to the anchor's.
private func printCPUTimes(size: Int, _ searches: [(Int) -> Int]) {
    var samples = Array(repeating: [Double](), count: searches.count)
    for round in 0..<31 {
        for offset in searches.indices {
            let index = (offset + round) % searches.count
            var total = 0
            let start = threadCPUNanoseconds()
            for board in 0..<64 { total &+= searches[index](board) }
            samples[index].append(Double(threadCPUNanoseconds() - start) / 64)
            blackHole(total)
        }
    }
    let names = ["C 26-way trie (the anchor)", "Lexicon.summary(on:minLength: 3)", "Lexicon.words(on:minLength: 3)"]
    print("solver-anchor: \(size)x\(size) as this thread's CPU time per board, median of 31 rounds:")
    var rows = [["search", "CPU ns/board", "ratio", "target", ""]]
    for index in searches.indices {
        let ratio = median(zip(samples[index], samples[0]).map { $0 / $1 })
        rows.append([
            names[index], format(median(samples[index]), digits: 0), format(ratio, digits: 2) + "x",
            index == 0 ? "" : "<= 2.00x", index == 0 ? "" : ratio <= 2 ? "ok" : "MISSED",
        ])
    }
    printAligned(rows)
}

private func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
