// The headless command line, measured as a user runs it: the release `wordfall` binary as a child
// process. Registered in BenchmarkRegistry.swift as the "cli" suite.
//
// - `wordfall run` throughput: script moves per second on 5x5 gravity levels, JSON Lines included
//   (written to /dev/null, so every line is formatted and written). Four seeds, each with a script
//   that plays its level while it is in play and ends when the board holds no new word and the
//   shuffles are spent (the moves of a level in play, not cheap rejections after it). Target:
//   50,000 moves/s, i.e. at most 20,000 ns a move. Baseline: the same moves played in this process
//   by `Game` with the `JSONLinesTracer`, its bytes discarded.
// - Start-up, the whole process: `solve`, `run` and `check` of a tiny level (3x3, two moves), spawn
//   to exit, against `/bin/true` spawned the same way. Target: at most 2.5x.
// - Lexicon ready from process start, two ways. Printed figure: the parent reads CLOCK_MONOTONIC just
//   before spawning `wordfall lexicon-probe --since T`, which reads it again once its first lookup
//   has answered and prints the difference (median of 41 runs). Table: the whole process, spawn to
//   exit, against `lexicon-probe --baseline` (no lexicon), so the ratio shows what the lexicon adds.
//   Target: at most 5 ms.
// - `words add` with 2,000 and 20,000 words the list knows (nothing written): the cost of a word must not
//   grow with their number. Target: the 20,000's cost a word at most 1.5x the 2,000's.
// - Peak memory: the peak resident set of `wordfall run` on the same 5x5 level and script, as the
//   program reports it (`--report-peak-memory`: VmHWM; `wait4`'s ru_maxrss would also count this
//   harness's own memory, which the child shares until its exec). Printed in kB, the unit VmHWM is
//   given in (kB of 1,024 bytes). Target: at most 11.5 MiB (11,776 kB). Printed before the tables,
//   as it is not a time.
//
// Set-up builds the release binary of the root package (`swift build -c release --product wordfall`,
// a no-op when it is up to date) and writes the level and script to a temporary folder.

import BenchmarkHarness
import Foundation
import Glibc
import WordfallCore
import WordfallHeadless

/// The most moves a throughput script has (a level usually runs out of new words before).
private let scriptMoveCount = 4_000
/// The seeds of the throughput levels.
private let scriptSeeds: [UInt64] = [2026, 7, 424_242, 90_125]
/// Peak memory target, kB (VmHWM's unit): 11.5 MiB.
private let peakMemoryTargetKB = 11_776

func cliBenchmarks() -> [BenchmarkGroup] {
    guard let setUp = CLIBenchmarkSetUp.make() else { return [] }
    let binary = setUp.binary
    let runs = setUp.runs
    let moveCount = runs.reduce(0) { $0 + $1.moves.count }
    let peak = setUp.peakMemory()
    let ready = Double(setUp.lexiconReadyNanoseconds()) / 1_000_000
    print("")
    print("## wordfall run and the lexicon, from outside the process")
    let longest = runs.max { $0.moves.count < $1.moves.count }?.moves.count ?? 0
    let peakVerdict = peak <= peakMemoryTargetKB ? "met" : "MISSED"
    let peakNear = abs(Double(peak) / Double(peakMemoryTargetKB) - 1) <= 0.02 ? ", near the limit" : ""
    print(
        "peak memory (VmHWM) of `wordfall run` on a 5x5 gravity level (\(longest) moves, JSON Lines): "
            + "\(peak) kB (target <= \(peakMemoryTargetKB) kB, 11.5 MiB: \(peakVerdict)\(peakNear))")
    print(
        "throughput scripts: \(runs.count) seeds (\(runs.map { "\($0.moves.count)" }.joined(separator: ", ")) moves), "
            + "each ending when its level holds no new word and its shuffles are spent")
    print(
        "lexicon ready, process start to first lookup (median of 41): "
            + "\(format(ready, digits: 2)) ms (target <= 5 ms: \(ready <= 5 ? "met" : "MISSED"))")

    return [
        BenchmarkGroup(
            "wordfall run: script moves of levels in play, 5x5 gravity, JSON Lines written", unit: "move",
            baseline: Benchmark(
                "in process: Game + JSONLinesTracer, bytes discarded", operationsPerIteration: moveCount
            ) { iterations in
                for _ in 0..<iterations {
                    for run in runs { blackHole(run.playInProcess(lexicon: setUp.lexicon)) }
                }
            },
            benchmarks: [
                Benchmark(
                    "wordfall run (release binary, a process per level)", operationsPerIteration: moveCount,
                    target: .nanosecondsAtMost(20_000)
                ) { iterations in
                    for _ in 0..<iterations {
                        for run in runs {
                            blackHole(ChildProcess.run(binary, ["run", run.levelPath, "--script", run.scriptPath]))
                        }
                    }
                }
            ]),
        BenchmarkGroup(
            "Start-up: a command on a tiny level, the whole process (spawn to exit)", unit: "process",
            baseline: Benchmark("/bin/true") { iterations in
                for _ in 0..<iterations { blackHole(ChildProcess.run("/bin/true", [])) }
            },
            benchmarks: [
                Benchmark("wordfall solve (3x3 level)", target: .ratioAtMost(2.5)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["solve", setUp.tinyLevelPath])) }
                },
                Benchmark("wordfall run (3x3 level, two moves)", target: .ratioAtMost(2.5)) { iterations in
                    for _ in 0..<iterations {
                        blackHole(
                            ChildProcess.run(binary, ["run", setUp.tinyLevelPath, "--script", setUp.tinyScriptPath]))
                    }
                },
                Benchmark("wordfall check (3x3 level)", target: .ratioAtMost(2.5)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["check", setUp.tinyLevelPath])) }
                },
            ]),
        BenchmarkGroup(
            "wordfall words add: words already accepted (nothing written), per word", unit: "word",
            baseline: Benchmark("2,000 words", operationsPerIteration: 2_000) { iterations in
                for _ in 0..<iterations { blackHole(ChildProcess.run(binary, setUp.wordsAdd(2_000))) }
            },
            benchmarks: [
                // Linear: a word costs the same among 20,000 as among 2,000 (argument-parser's parsing of
                // a list of arguments was quadratic: 15.6 s for 20,000, issue 30).
                Benchmark("20,000 words", operationsPerIteration: 20_000, target: .ratioAtMost(1.5)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, setUp.wordsAdd(20_000))) }
                }
            ]),
        BenchmarkGroup(
            "Lexicon ready from process start (bundled list, first lookup)", unit: "process",
            baseline: Benchmark("wordfall lexicon-probe --baseline (start and exit only)") { iterations in
                for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["lexicon-probe", "--baseline"])) }
            },
            benchmarks: [
                Benchmark(
                    "wordfall lexicon-probe (map the index, look up a word)", target: .nanosecondsAtMost(5_000_000)
                ) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["lexicon-probe", "word"])) }
                }
            ]),
    ]
}

/// One throughput level and its script.
private struct ScriptedRun {
    let levelPath: String
    let scriptPath: String
    let level: Level
    let moves: [Move]

    /// Plays the script in this process with the tracer; returns the bytes it made.
    func playInProcess(lexicon: Lexicon) -> Int {
        let game = Game(level: level, lexicon: lexicon)
        var bytes = 0
        let tracer = JSONLinesTracer(game: game) { chunk in bytes += chunk.count }
        game.start()
        for move in moves { game.play(move) }
        tracer.finish()
        return bytes
    }
}

/// The binary, the 5x5 levels and their scripts, and the tiny level, made once before measuring.
private struct CLIBenchmarkSetUp {
    let binary: String
    let runs: [ScriptedRun]
    let lexicon: Lexicon
    let tinyLevelPath: String
    let tinyScriptPath: String

    /// `words add` with `count` words the bundled list knows (nothing to write), in a data folder of the bench's.
    func wordsAdd(_ count: Int) -> [String] {
        let data = URL(fileURLWithPath: tinyLevelPath).deletingLastPathComponent().appendingPathComponent("words-data")
        return ["words", "add"] + Array(repeating: "cat", count: count) + ["--data-dir", data.path]
    }

    /// A throughput level: a random 5x5 board with gravity refill and no move limit.
    static func levelJSON(seed: UInt64) -> String {
        """
        {"format": 1, "id": "bench-5x5-\(seed)", "title": "Benchmark", "board": {"size": [5, 5]}, "seed": \(seed),
         "rules": {"shuffles": 99, "hints": 0}, "goals": [{"type": "score", "target": 1000000000}]}
        """
    }

    /// The start-up level: the smallest board, the bundled word list.
    static let tinyLevelJSON = """
        {"format": 1, "id": "tiny", "title": "Tiny", "board": {"letters": ["CAT", "ODE", "GSN"]},
         "rules": {"refill": "none"}, "goals": [{"type": "words", "count": 2}]}
        """

    static func make() -> CLIBenchmarkSetUp? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        print("building the release wordfall binary (swift build -c release --product wordfall) ...")
        let build = ChildProcess.run(
            "/usr/bin/env", ["swift", "build", "-c", "release", "--product", "wordfall", "--package-path", root.path])
        let binary = root.appendingPathComponent(".build/release/wordfall").path
        guard build.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
            print("cli: cannot build \(binary) (swift build exited \(build.status)); skipping the cli suite")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-bench-cli")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let lexicon = try Lexicon.bundled()
            var runs: [ScriptedRun] = []
            for seed in scriptSeeds {
                let levelPath = folder.appendingPathComponent("bench-5x5-\(seed).json").path
                let scriptPath = folder.appendingPathComponent("bench-5x5-\(seed).txt").path
                try Data(levelJSON(seed: seed).utf8).write(to: URL(fileURLWithPath: levelPath))
                let level = try LevelLoader().load(path: levelPath)
                let moves = script(for: level, lexicon: lexicon)
                try Data(moves.map(\.scriptLine).joined(separator: "\n").utf8).write(
                    to: URL(fileURLWithPath: scriptPath))
                runs.append(ScriptedRun(levelPath: levelPath, scriptPath: scriptPath, level: level, moves: moves))
            }
            let tinyLevelPath = folder.appendingPathComponent("tiny.json").path
            let tinyScriptPath = folder.appendingPathComponent("tiny.txt").path
            try Data(tinyLevelJSON.utf8).write(to: URL(fileURLWithPath: tinyLevelPath))
            try Data("cat\ndog\n".utf8).write(to: URL(fileURLWithPath: tinyScriptPath))
            return CLIBenchmarkSetUp(
                binary: binary, runs: runs, lexicon: lexicon, tinyLevelPath: tinyLevelPath,
                tinyScriptPath: tinyScriptPath)
        } catch {
            print("cli: cannot prepare the levels and scripts: \(error); skipping the cli suite")
            return nil
        }
    }

    /// A player's script, four moves at a time: a new word found on the board (typed or as an
    /// explicit path; accepted, so the board refills), a word found before, a non-word, and a
    /// word or path not on the board. When the board holds nothing new, a shuffle; the script ends
    /// when the board holds nothing new and one shuffle is left, so every move is one of a level in
    /// play. About a fifth of the moves are accepted words.
    static func script(for level: Level, lexicon: Lexicon) -> [Move] {
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        var moves: [Move] = []
        var found: [String] = []
        func play(_ move: Move) {
            game.play(move)
            moves.append(move)
        }
        while moves.count < scriptMoveCount, game.status == .playing {
            switch moves.count % 4 {
            case 1 where !found.isEmpty: play(.word(found[(moves.count * 7919) % found.count]))
            case 2: play(.word(moves.count % 8 == 2 ? "XYZZY" : "QWERTY"))
            case 3:
                play(
                    moves.count % 8 == 3
                        ? .word("QUIZZES") : .path([Position(row: 0, column: 0), Position(row: 4, column: 4)]))
            default:
                let seen = Set(found)
                if let next = game.bestWords().first(where: { !seen.contains($0.word) }) {
                    play(moves.count % 8 == 0 ? .word(next.word) : .path(next.path))
                } else if game.shufflesLeft > 1 {
                    play(.shuffle)
                } else {
                    return moves
                }
            }
            if let word = game.foundWords.last, found.last != word { found.append(word) }
        }
        return moves
    }

    /// The largest peak memory, in kB, over three runs of `wordfall run` on the longest level and script.
    func peakMemory() -> Int {
        guard let run = runs.max(by: { $0.moves.count < $1.moves.count }) else { return 0 }
        return (0..<3).map { _ -> Int in
            let outcome = ChildProcess.run(
                binary, ["run", run.levelPath, "--script", run.scriptPath, "--report-peak-memory"],
                captureStandardError: true)
            // "peak memory: 12345 kB"
            return Int(outcome.standardError.split(separator: " ").dropFirst(2).first ?? "") ?? 0
        }.max() ?? 0
    }

    /// The median time from just before spawning `wordfall lexicon-probe` to its first lookup's answer.
    func lexiconReadyNanoseconds() -> UInt64 {
        var samples: [UInt64] = []
        for _ in 0..<41 {
            let outcome = ChildProcess.run(
                binary, ["lexicon-probe", "word"], captureStandardOutput: true, appendSpawnTime: true)
            // "ready after: 1234567 ns"
            if let line = outcome.standardOutput.split(separator: "\n").first(where: { $0.hasPrefix("ready after: ") }),
                let value = UInt64(line.dropFirst("ready after: ".count).prefix { $0.isNumber })
            {
                samples.append(value)
            }
        }
        return samples.sorted()[samples.count / 2]
    }
}
