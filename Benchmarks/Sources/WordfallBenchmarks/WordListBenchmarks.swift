// A level's own word list, built into a trie when the level is prepared: registered in
// BenchmarkRegistry.swift as the "wordlist" suite.
//
// - 88,000 words (the bundled list's words plus made-up inflections, each 3 to 15 letters, so every
//   line is a word: checked before measuring), sorted as word lists usually are, and
//   the same words shuffled; 1,000,000 words (shuffled, 4 to 12 random letters) to show the build is
//   linear: ns per word stays about the same from 88,000 to 1,000,000. Baseline: reading the file's
//   bytes alone. Target: at most 8 ms for 88,000 words (half Python's `set(open(f).read().split())`
//   on this machine, 15.5 ms), i.e. at most 91 ns a word.
//
// The lists are made here from the bundled list with a fixed seed and written to a temporary folder.

import BenchmarkHarness
import Foundation
import Glibc
import WordfallCore

func wordListBenchmarks() -> [BenchmarkGroup] {
    guard let resources = ResourceLocator.resourcesDirectory(),
        let list = try? String(contentsOfFile: resources + "/Dictionary/words.txt", encoding: .utf8)
    else {
        print("wordlist: the bundled words.txt was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-bench-wordlist")
    var random = BenchmarkRandom(seed: 88)
    // words.txt's lines are "word<TAB>tier": the word is what a level's own list holds, one a line.
    let bundled = list.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    var words = Set(bundled)
    let endings = ["ed", "ing", "s", "er", "ly", "ness"]
    while words.count < 88_000 {
        let word = bundled[Int(random.next() % UInt64(bundled.count))] + endings[Int(random.next() % 6)]
        // A word list's words are 3 to 15 letters (longer lines are skipped): every line here counts.
        if word.utf8.count <= 15 { words.insert(word) }
    }
    let sorted = words.sorted()
    var shuffled = sorted
    for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
        shuffled.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    var million = words
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    while million.count < 1_000_000 {
        let length = 4 + Int(random.next() % 9)
        million.insert(String((0..<length).map { _ in alphabet[Int(random.next() % 26)] }))
    }
    var millionList = Array(million).sorted()
    for index in stride(from: millionList.count - 1, to: 0, by: -1) {
        millionList.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    let sortedPath = folder.appendingPathComponent("sorted-88000.txt").path
    let shuffledPath = folder.appendingPathComponent("shuffled-88000.txt").path
    let millionPath = folder.appendingPathComponent("shuffled-1000000.txt").path
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, list) in [(sortedPath, sorted), (shuffledPath, shuffled), (millionPath, millionList)] {
            try Data((list.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        }
    } catch {
        print("wordlist: cannot write the lists to \(folder.path): \(error); skipped")
        return []
    }
    // The lists must be what they say: every line a word the lexicon keeps.
    for (path, expected) in [(sortedPath, 88_000), (shuffledPath, 88_000), (millionPath, 1_000_000)] {
        let count = (try? Lexicon(contentsOfFile: path))?.count ?? 0
        guard count == expected else {
            print("wordlist: \(path) holds \(count) words, not \(expected); skipped")
            return []
        }
    }
    print("wordlist: the lists hold 88,000, 88,000 and 1,000,000 words, every line a word (checked)")
    // The same builds timed by this thread's CPU clock, which a busy machine disturbs less than the wall
    // clock of the table: the median of 21 builds of each list, in turn.
    var cpu: [[Double]] = [[], []]
    for _ in 0..<21 {
        for (index, path) in [sortedPath, shuffledPath].enumerated() {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            let start = Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
            blackHole((try? Lexicon(contentsOfFile: path))?.count ?? 0)
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            cpu[index].append(Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec) - start)
        }
    }
    for (index, name) in ["sorted", "shuffled"].enumerated() {
        let milliseconds = median(cpu[index]) / 1e6
        print(
            "wordlist: 88,000 words, \(name), as this thread's CPU time (median of 21): "
                + "\(format(milliseconds, digits: 2)) ms (target <= 8 ms: \(milliseconds <= 8 ? "met" : "MISSED"))")
    }
    let perWordTarget = 8_000_000.0 / 88_000
    return [
        BenchmarkGroup(
            "A level's own word list: Lexicon(contentsOfFile:), read and built", unit: "word",
            baseline: Benchmark("read the 88,000-word file's bytes only", operationsPerIteration: 88_000) {
                iterations in
                for _ in 0..<iterations {
                    blackHole((try? Data(contentsOf: URL(fileURLWithPath: sortedPath)))?.count ?? 0)
                }
            },
            benchmarks: [
                Benchmark(
                    "88,000 words, sorted", operationsPerIteration: 88_000,
                    target: .nanosecondsAtMost(perWordTarget)
                ) { iterations in
                    for _ in 0..<iterations { blackHole((try? Lexicon(contentsOfFile: sortedPath))?.count ?? 0) }
                },
                Benchmark(
                    "88,000 words, shuffled", operationsPerIteration: 88_000, target: .nanosecondsAtMost(perWordTarget)
                ) { iterations in
                    for _ in 0..<iterations { blackHole((try? Lexicon(contentsOfFile: shuffledPath))?.count ?? 0) }
                },
                Benchmark("1,000,000 words, shuffled (linear: ns a word as above)", operationsPerIteration: 1_000_000) {
                    iterations in
                    for _ in 0..<iterations { blackHole((try? Lexicon(contentsOfFile: millionPath))?.count ?? 0) }
                },
            ])
    ]
}
