// What a player waits for that comes from the word index (issue 38): registered in
// BenchmarkRegistry.swift as the "words" suite. Every row is a whole process of the release `wordfall`,
// spawned as a user runs it, against a baseline spawned in the same rounds.
//
// - `daily --share` of a day played, against a "hello, world" in Swift built here with
//   `swiftc -O -static-executable` (linked as `wordfall` is). Target: at most 2x. The daily's board
//   needs the words never offered, which the index holds (computed by `make wordlist`).
// - The first frame of `play` (the bundled pack, 80x24, a terminal of its own: a pseudo-terminal this
//   harness reads until the screen shows the pack's first level) with 13,530 words of the player's own
//   (`words add`, made-up words the list does not know), against the same with none. Target: at most
//   1.2x. The own words patch the mapped index (`Lexicon.amended`) rather than rebuild it.
// - `check` of a 3x3 level whose own word list holds 88,000 words (the wordlist suite's list), against
//   the same level with the bundled list. Target: at most 2x. The list's trie is built once and mapped
//   after from the cache (`$XDG_CACHE_HOME/wordfall/word-lists`, a scratch folder here, filled by one
//   run before measuring).
//
// Set-up builds the release binary (`swift build -c release --product wordfall`, a no-op when it is up
// to date) and writes the levels, the lists and the saved data to a temporary folder.

import BenchmarkHarness
import Foundation
import Glibc
import WordfallCore

func wordIndexBenchmarks() -> [BenchmarkGroup] {
    guard let setUp = WordIndexSetUp.make() else { return [] }
    let binary = setUp.binary
    let share = ["daily", "--share", "--date", WordIndexSetUp.day, "--data-dir", setUp.dailyData]
    let play = { (data: String) in
        guard TerminalProcess.timeToScreen(binary, ["play", "--data-dir", data], marker: setUp.marker) != nil else {
            fatalError("words: `wordfall play` never showed \(setUp.marker)")
        }
    }
    return [
        BenchmarkGroup(
            "daily --share of a day played, against a static Swift hello (spawn to exit)", unit: "process",
            baseline: Benchmark("hello, world (swiftc -O -static-executable)") { iterations in
                for _ in 0..<iterations { blackHole(ChildProcess.run(setUp.hello, [])) }
            },
            benchmarks: [
                Benchmark("wordfall daily --share", target: .ratioAtMost(2)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, share)) }
                }
            ]),
        BenchmarkGroup(
            "The first frame of play (the bundled pack, 80x24), spawn to the level on screen", unit: "process",
            baseline: Benchmark("no words of the player's own") { iterations in
                for _ in 0..<iterations { play(setUp.noWordsData) }
            },
            benchmarks: [
                Benchmark("13,530 words of the player's own", target: .ratioAtMost(1.2)) { iterations in
                    for _ in 0..<iterations { play(setUp.ownWordsData) }
                }
            ]),
        BenchmarkGroup(
            "check of a 3x3 level with a word list of its own (spawn to exit)", unit: "process",
            baseline: Benchmark("the bundled list") { iterations in
                for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["check", setUp.bundledLevel])) }
            },
            benchmarks: [
                Benchmark("its own 88,000 words, built once and cached", target: .ratioAtMost(2)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["check", setUp.ownListLevel])) }
                }
            ]),
    ]
}

/// The binary, the hello, the saved data and the levels, made once before measuring (the "targets" suite
/// makes one too, for the installed binary).
struct WordIndexSetUp {
    static let day = "2026-11-20"
    let binary: String
    let hello: String
    let dailyData: String
    let noWordsData: String
    let ownWordsData: String
    let bundledLevel: String
    let ownListLevel: String
    /// What the first frame of `play` shows: the pack's first level.
    let marker = "Fingers"

    /// The set-up for `installed` (a binary `make install` put in place), or else for the release build,
    /// built first.
    static func make(installed: String? = nil) -> WordIndexSetUp? {
        let binary: String
        if let installed {
            binary = installed
        } else {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            print("building the release wordfall binary (swift build -c release --product wordfall) ...")
            let build = ChildProcess.run(
                "/usr/bin/env",
                ["swift", "build", "-c", "release", "--product", "wordfall", "--package-path", root.path])
            binary = root.appendingPathComponent(".build/release/wordfall").path
            guard build.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
                print("words: cannot build \(binary) (swift build exited \(build.status)); skipping the words suite")
                return nil
            }
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(installed == nil ? "wordfall-bench-words" : "wordfall-bench-target-words").path
        try? FileManager.default.removeItem(atPath: folder)
        let setUp = WordIndexSetUp(
            binary: binary, hello: folder + "/hello", dailyData: folder + "/daily", noWordsData: folder + "/none",
            ownWordsData: folder + "/own", bundledLevel: folder + "/bundled.json", ownListLevel: folder + "/own.json")
        // The list's cache goes to a scratch folder (every process spawned here inherits it).
        setenv("XDG_CACHE_HOME", folder + "/cache", 1)
        do {
            for data in [setUp.dailyData, setUp.noWordsData, setUp.ownWordsData] {
                try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
            }
            try Data("print(\"hello, world\")\n".utf8).write(to: URL(fileURLWithPath: folder + "/hello.swift"))
            let level = { (dictionary: String) in
                """
                {"format": 1, "id": "tiny", "title": "Tiny", "board": {"letters": ["CAT", "ODE", "GSN"]},\(dictionary)
                 "rules": {"refill": "none"}, "goals": [{"type": "words", "count": 2}]}
                """
            }
            try Data(level("").utf8).write(to: URL(fileURLWithPath: setUp.bundledLevel))
            try Data(level(" \"dictionary\": \"own-88000.txt\",").utf8).write(
                to: URL(fileURLWithPath: setUp.ownListLevel))
            try Data((try ownList(count: 88_000).joined(separator: "\n") + "\n").utf8).write(
                to: URL(fileURLWithPath: folder + "/own-88000.txt"))
        } catch {
            print("words: cannot prepare \(folder): \(error); skipping the words suite")
            return nil
        }
        print("building a static Swift hello (swiftc -O -static-executable) ...")
        guard
            ChildProcess.run(
                "/usr/bin/env", ["swiftc", "-O", "-static-executable", folder + "/hello.swift", "-o", setUp.hello]
            )
            .status == 0
        else {
            print("words: swiftc could not build the hello; skipping the words suite")
            return nil
        }
        // A day played: its game kept, so --share has a shape to draw (`finish` asks first: yes).
        let played = ChildProcess.run(
            "/bin/sh",
            [
                "-c",
                "printf '\\nhither\\nfinish\\nyes\\n' | '\(binary)' daily --date \(day) --data-dir '\(setUp.dailyData)'",
            ])
        let added = ChildProcess.run(
            binary, ["words", "add"] + madeUpWords(count: 13_530) + ["--data-dir", setUp.ownWordsData])
        let warmed = ChildProcess.run(binary, ["check", setUp.ownListLevel])
        let shared = ChildProcess.run(binary, ["daily", "--share", "--date", day, "--data-dir", setUp.dailyData])
        guard played.status == 0, added.status == 0, warmed.status == 0, shared.status == 0 else {
            print(
                "words: set-up failed (daily \(played.status), words add \(added.status), check \(warmed.status), "
                    + "share \(shared.status)); skipping the words suite")
            return nil
        }
        for data in [setUp.noWordsData, setUp.ownWordsData] {
            guard TerminalProcess.timeToScreen(binary, ["play", "--data-dir", data], marker: setUp.marker) != nil else {
                print("words: `wordfall play` never showed \(setUp.marker); skipping the words suite")
                return nil
            }
        }
        print("words: a day played, 13,530 own words saved, the 88,000-word list cached (checked)")
        return setUp
    }

    /// `count` made-up words of 3 to 11 letters the bundled list does not know, from a fixed seed.
    static func madeUpWords(count: Int) -> [String] {
        let lexicon = try? Lexicon.bundled()
        var random = BenchmarkRandom(seed: 13_530)
        var words = Set<String>()
        while words.count < count {
            let length = 3 + Int(random.next() % 9)
            let word = String(decoding: (0..<length).map { _ in UInt8(97 + random.next() % 26) }, as: UTF8.self)
            if lexicon?.contains(word) != true { words.insert(word) }
        }
        return words.sorted()
    }

    /// The wordlist suite's 88,000 words: the bundled list's words and made-up inflections.
    static func ownList(count: Int) throws -> [String] {
        guard let resources = ResourceLocator.resourcesDirectory() else { throw CocoaError(.fileNoSuchFile) }
        let list = try String(contentsOfFile: resources + "/Dictionary/words.txt", encoding: .utf8)
        let bundled = list.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        var words = Set(bundled)
        var random = BenchmarkRandom(seed: 88)
        let endings = ["ed", "ing", "s", "er", "ly", "ness"]
        while words.count < count {
            let word = bundled[Int(random.next() % UInt64(bundled.count))] + endings[Int(random.next() % 6)]
            if word.utf8.count <= 15 { words.insert(word) }
        }
        return words.sorted()
    }
}
