// Each language against English (issue 39): registered in BenchmarkRegistry.swift as the "languages" suite.
//
// - Load: opening a language's bundled index (`Lexicon(indexFile:)`) and answering a first lookup, against
//   English's. Target: no language more than 1.5x English.
// - Solve: `words(on:minLength: 3)` on random 5x5 boards drawn from each language's own bag (64 boards in
//   turn), against English's boards from its bag. Target: no language more than 1.5x English.

import BenchmarkHarness
import WordfallCore

func languageBenchmarks() -> [BenchmarkGroup] {
    guard let resources = ResourceLocator.resourcesDirectory() else {
        print("languages: the Resources folder was not found (set WORDFALL_RESOURCES); skipped")
        return []
    }
    let others = Language.all.filter { !$0.isEnglish }
    func index(_ language: Language) -> String { resources + "/" + language.dictionaryFolder + "/words.trie" }
    func boards(_ language: Language) -> [Board] {
        var random = SplitMix64(seed: 39)
        return (0..<64).map { _ in Board.random(rows: 5, columns: 5, bag: language.tiles.bag, using: &random) }
    }
    func solve(_ language: Language) -> Benchmark {
        let lexicon = try? Lexicon(indexFile: index(language))
        let boards = boards(language)
        let name = "\(language.name): words(on:minLength: 3), 5x5 boards from its bag"
        return Benchmark(name, target: language.isEnglish ? nil : .ratioAtMost(1.5)) { iterations in
            var total = 0
            for iteration in 0..<iterations {
                total += lexicon?.words(on: boards[iteration % boards.count], minLength: 3).count ?? 0
            }
            blackHole(total)
        }
    }
    func load(_ language: Language) -> Benchmark {
        let path = index(language)
        let name = "\(language.name): Lexicon(indexFile:) + contains"
        return Benchmark(name, target: language.isEnglish ? nil : .ratioAtMost(1.5)) { iterations in
            for _ in 0..<iterations {
                let opened = try? Lexicon(indexFile: path)
                blackHole(opened?.contains("CASA"))
            }
        }
    }
    // What a board asks of each language's data: a solve costs about its tiles tried (the paths that are
    // prefixes of words), whatever the solver.
    for language in Language.all {
        guard let lexicon = try? Lexicon(indexFile: index(language)) else { continue }
        let searched = boards(language).map { lexicon.search(on: $0, minLength: 3) }
        let words = searched.reduce(0) { $0 + $1.words.count }
        let steps = searched.reduce(0) { $0 + $1.steps }
        print(
            "languages: \(language.name): \(lexicon.count) words in its list; a 5x5 board of its bag holds "
                + "\(words / searched.count) words, \(steps / searched.count) tiles tried")
    }
    return [
        BenchmarkGroup(
            "Languages: open a bundled index and answer a first lookup, against English's", unit: "open",
            baseline: load(.english), benchmarks: others.map(load)),
        BenchmarkGroup(
            "Languages: every word on a random 5x5 board of the language's bag, against English's", unit: "board",
            baseline: solve(.english), benchmarks: others.map(solve)),
    ]
}
