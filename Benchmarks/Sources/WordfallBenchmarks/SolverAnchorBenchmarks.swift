// The solver against C anchors: registered in BenchmarkRegistry.swift as the "solver-anchor" suite
// (`make bench BENCH_ARGS=solver` runs it with the "solver" suite).
//
// Two anchors search the same word list (words.txt) on the same boards, counting each distinct word
// once (a Q tile spelling "QU", as the game's):
// - the strong anchor (Sources/CTrieFast, issue 38): the best C we could write (a bitmask trie with
//   Qu folded into one edge, a padded board whose letter bits are cleared on the path, pruning by the
//   letters around each cell, a bitset of words seen, nodes laid out hottest first), built with
//   -O3 for the x86-64 baseline (the instruction set the Swift solver is built for: the baseline
//   of every group) and with -O3 -march=native (this machine's, printed);
// - the plain anchor (Sources/CTrieAnchor): a 26-way trie, as a C programmer would first write it.
// Measured: the solver's `summary(on:)` (the count and the best word, what `check` prints) and
// `words(on:)` (every word with its best path, sorted), on 64 random boards of 4x4, 5x5 and 12x12; the
// counts of all must be equal on every board (checked before measuring). Target (issue 38): the solver
// at most the strong anchor's time on the same instruction set (1.0x). Printed first as this thread's
// CPU time (31 rounds), which a busy machine disturbs less than the wall time of the table that follows.

import BenchmarkHarness
import CTrieAnchor
import CTrieFast
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
    let built = list.withUnsafeBytes { bytes -> (OpaquePointer?, OpaquePointer?, OpaquePointer?) in
        let text = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        return (
            ctrie_anchor_build(text, bytes.count), ctrie_fast_build(text, bytes.count),
            ctrie_fast_base_build(text, bytes.count)
        )
    }
    guard let plain = built.0, let native = built.1, let base = built.2 else {
        print("solver-anchor: a C trie could not be built; skipped")
        return []
    }
    // Never freed: the benchmark closures use them until the process ends.
    print("")
    print(
        "solver-anchor: the plain C trie holds \(ctrie_anchor_word_count(plain)) words, the strong one "
            + "\(ctrie_fast_word_count(native)) (no Q without U), the lexicon \(lexicon.count)")
    print("solver-anchor: the strong anchor's native build: \(String(cString: ctrie_fast_instruction_set()))")
    print(
        "solver-anchor: its baseline build and the Swift solver: "
            + String(cString: ctrie_fast_base_instruction_set()))
    return [4, 5, 12].compactMap { size -> BenchmarkGroup? in
        var random = BenchmarkRandom(seed: UInt64(size))
        let boards = (0..<64).map { _ in randomBoard(size: size, random: &random) }
        let letters = boards.map { board in board.tiles.map(\.letter) }
        let side = Int32(size)
        let searches: [(name: String, count: (Int) -> Int)] = [
            (
                "strong C anchor, x86-64 baseline",
                { Int(ctrie_fast_base_count_words(base, letters[$0], side, side, 3)) }
            ),
            ("strong C anchor, -march=native", { Int(ctrie_fast_count_words(native, letters[$0], side, side, 3)) }),
            ("plain C 26-way trie", { Int(ctrie_anchor_count_words(plain, letters[$0], side, side, 3)) }),
            ("Lexicon.summary(on:minLength: 3)", { lexicon.summary(on: boards[$0], minLength: 3).count }),
            ("Lexicon.words(on:minLength: 3)", { lexicon.words(on: boards[$0], minLength: 3).count }),
        ]
        let counts = searches.map { search in boards.indices.map(search.count) }
        if let differing = counts.firstIndex(where: { $0 != counts[0] }) {
            let board = zip(counts[0], counts[differing]).enumerated().first { $0.element.0 != $0.element.1 }
            print(
                "solver-anchor: \(size)x\(size): \(searches[differing].name) counts \(board?.element.1 ?? 0) "
                    + "words on board \(board?.offset ?? -1), the strong anchor \(board?.element.0 ?? 0); skipped")
            return nil
        }
        print(
            "solver-anchor: \(size)x\(size): word counts equal on all 64 boards "
                + "(\(counts[0].reduce(0, +) / boards.count) words on average)")
        printCPUTimes(size: size, searches, targets: [nil, nil, nil, 1, 1])
        func benchmark(_ index: Int, target: BenchmarkTarget?) -> Benchmark {
            Benchmark(searches[index].name, target: target) { iterations in
                var total = 0
                for iteration in 0..<iterations { total &+= searches[index].count(iteration % boards.count) }
                blackHole(total)
            }
        }
        return BenchmarkGroup(
            "Solver against the strong C anchor: every word on a random \(size)x\(size) board (64 boards in turn)",
            unit: "board", baseline: benchmark(0, target: nil),
            benchmarks: [
                benchmark(1, target: nil), benchmark(2, target: nil), benchmark(3, target: .ratioAtMost(1)),
                benchmark(4, target: .ratioAtMost(1)),
            ])
    }
}

/// The searches timed by this thread's CPU clock, which other programs on a busy machine disturb less
/// than the wall clock of the table: 31 rounds, each running every search on all 64 boards in turn; the
/// median per board, and the median of the per-round ratios to the first search's.
private func printCPUTimes(size: Int, _ searches: [(name: String, count: (Int) -> Int)], targets: [Double?]) {
    var samples = Array(repeating: [Double](), count: searches.count)
    for round in 0..<31 {
        for offset in searches.indices {
            let index = (offset + round) % searches.count
            var total = 0
            let start = threadCPUNanoseconds()
            for board in 0..<64 { total &+= searches[index].count(board) }
            samples[index].append(Double(threadCPUNanoseconds() - start) / 64)
            blackHole(total)
        }
    }
    print("solver-anchor: \(size)x\(size) as this thread's CPU time per board, median of 31 rounds:")
    var rows = [["search", "CPU ns/board", "ratio", "target", ""]]
    for index in searches.indices {
        let ratio = median(zip(samples[index], samples[0]).map { $0 / $1 })
        let target = targets[index]
        rows.append([
            searches[index].name, format(median(samples[index]), digits: 0), format(ratio, digits: 2) + "x",
            target.map { "<= \(format($0, digits: 2))x" } ?? "", target.map { ratio <= $0 ? "ok" : "MISSED" } ?? "",
        ])
    }
    printAligned(rows)
}

func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
