// The headless command line, measured as a user runs it: the release `wordfall` binary as a child
// process. Registered in BenchmarkRegistry.swift as the "cli" suite.
//
// - `wordfall run` throughput: script moves per second on a 5x5 gravity level, JSON Lines included
//   (written to /dev/null, so every line is formatted and written). Target: 50,000 moves/s, i.e. at
//   most 20,000 ns a move. Baseline: the same moves played in this process by `Game` with the
//   `JSONLinesTracer`, its bytes discarded.
// - Lexicon ready from process start, two ways. Printed figure: the parent reads CLOCK_MONOTONIC just
//   before spawning `wordfall lexicon-probe --since T`, which reads it again once its first lookup
//   has answered and prints the difference (median of 41 runs). Table: the whole process, spawn to
//   exit, against `lexicon-probe --baseline` (no lexicon), so the ratio shows what the lexicon adds.
//   Target: at most 5 ms.
// - Peak memory: the peak resident set of `wordfall run` on the same 5x5 level and script, as the
//   program reports it (`--report-peak-memory`: VmHWM; `wait4`'s ru_maxrss would also count this
//   harness's own memory, which the child shares until its exec). Target: at most 15 MB.
//   Printed before the tables, as it is not a time.
//
// Set-up builds the release binary of the root package (`swift build -c release --product wordfall`,
// a no-op when it is up to date) and writes the level and script to a temporary folder.

import Foundation
import Glibc
import WordfallCore
import WordfallHeadless

/// How many moves the throughput script has.
private let scriptMoveCount = 4_000

func cliBenchmarks() -> [BenchmarkGroup] {
    guard let setUp = CLIBenchmarkSetUp.make() else { return [] }
    let binary = setUp.binary
    let level = setUp.levelPath
    let script = setUp.scriptPath

    let megabytes = Double(setUp.peakMemory()) / 1024
    let ready = Double(setUp.lexiconReadyNanoseconds()) / 1_000_000
    print("")
    print("## wordfall run and the lexicon, from outside the process")
    print(
        "peak memory of `wordfall run` on a 5x5 gravity level (\(setUp.moves.count) moves, JSON Lines): "
            + "\(format(megabytes, digits: 1)) MB (target <= 15 MB: \(megabytes <= 15 ? "met" : "MISSED"))")
    print(
        "lexicon ready, process start to first lookup (median of 41): "
            + "\(format(ready, digits: 2)) ms (target <= 5 ms: \(ready <= 5 ? "met" : "MISSED"))")

    return [
        BenchmarkGroup(
            "wordfall run: script moves, 5x5 gravity level, JSON Lines written", unit: "move",
            baseline: Benchmark(
                "in process: Game + JSONLinesTracer, bytes discarded", operationsPerIteration: setUp.moves.count
            ) { iterations in
                for _ in 0..<iterations { blackHole(setUp.playInProcess()) }
            },
            benchmarks: [
                Benchmark(
                    "wordfall run (release binary, a process per run)", operationsPerIteration: setUp.moves.count,
                    target: .nanosecondsAtMost(20_000)
                ) { iterations in
                    for _ in 0..<iterations {
                        blackHole(ChildProcess.run(binary, ["run", level, "--script", script]))
                    }
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

/// The binary, the 5x5 level and its long script, made once before measuring.
private struct CLIBenchmarkSetUp {
    let binary: String
    let levelPath: String
    let scriptPath: String
    let level: Level
    let lexicon: Lexicon
    let moves: [Move]

    /// The level: a random 5x5 board with gravity refill and no limit, so every move is played.
    static let levelJSON = """
        {"format": 1, "id": "bench-5x5", "title": "Benchmark", "board": {"size": [5, 5]}, "seed": 2026,
         "rules": {"shuffles": 99, "hints": 0}, "goals": [{"type": "score", "target": 1000000000}]}
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
        let levelPath = folder.appendingPathComponent("bench-5x5.json").path
        let scriptPath = folder.appendingPathComponent("bench-5x5.txt").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(levelJSON.utf8).write(to: URL(fileURLWithPath: levelPath))
            let level = try LevelLoader().load(path: levelPath)
            let lexicon = try Lexicon.bundled()
            let moves = script(for: level, lexicon: lexicon)
            try Data(moves.map(line).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: scriptPath))
            return CLIBenchmarkSetUp(
                binary: binary, levelPath: levelPath, scriptPath: scriptPath, level: level, lexicon: lexicon,
                moves: moves)
        } catch {
            print("cli: cannot prepare the level and script: \(error); skipping the cli suite")
            return nil
        }
    }

    /// A player's script, four moves at a time: a new word found on the board (typed or as an
    /// explicit path; accepted, so the board refills), a word found before, a non-word, and a
    /// word or path not on the board. When the board holds nothing new, a shuffle; once only one
    /// shuffle is left, the new-word move becomes a miss too, so the level never ends and every
    /// move of the script is played. About a fifth of the moves are accepted words.
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
                    play(.word("ZZZ"))
                }
            }
            if let word = game.foundWords.last, found.last != word { found.append(word) }
        }
        return moves
    }

    static func line(_ move: Move) -> String {
        switch move {
        case .word(let word): word
        case .path(let cells): "@" + cells.map { "\($0.row),\($0.column)" }.joined(separator: " ")
        case .shuffle: ":shuffle"
        case .hint: ":hint"
        case .wait(let seconds): ":wait \(seconds)"
        }
    }

    /// Plays the script in this process with the tracer; returns the bytes it made.
    func playInProcess() -> Int {
        let game = Game(level: level, lexicon: lexicon)
        var bytes = 0
        let tracer = JSONLinesTracer(game: game) { chunk in bytes += chunk.count }
        game.start()
        for move in moves { game.play(move) }
        tracer.finish()
        return bytes
    }

    /// The largest peak memory, in KiB, over three runs of `wordfall run` on the level and script.
    func peakMemory() -> Int {
        (0..<3).map { _ -> Int in
            let outcome = ChildProcess.run(
                binary, ["run", levelPath, "--script", scriptPath, "--report-peak-memory"], captureStandardError: true)
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

private func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Spawns a program, stdin from /dev/null, and waits for it; stdout and stderr are dropped or captured.
///
/// Captured output goes through a pipe read after the child has exited, so it must stay under the
/// pipe's buffer (64 KiB): the few lines of `lexicon-probe` and `--report-peak-memory`. With
/// `appendSpawnTime`, the arguments end with `--since T`, T being CLOCK_MONOTONIC read just
/// before `posix_spawn`.
private enum ChildProcess {
    struct Outcome {
        var status: Int32
        var standardOutput = ""
        var standardError = ""
    }

    static func run(
        _ path: String, _ arguments: [String], captureStandardOutput: Bool = false, captureStandardError: Bool = false,
        appendSpawnTime: Bool = false
    ) -> Outcome {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        if captureStandardOutput { _ = pipe(&outputPipe) }
        if captureStandardError { _ = pipe(&errorPipe) }
        defer { (outputPipe + errorPipe).filter { $0 >= 0 }.forEach { close($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, pipe) in [(Int32(1), outputPipe), (Int32(2), errorPipe)] {
            if pipe[1] >= 0 {
                posix_spawn_file_actions_adddup2(&actions, pipe[1], descriptor)
                posix_spawn_file_actions_addclose(&actions, pipe[0])
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            }
        }
        // With `appendSpawnTime`, `--since NOW` is the last thing done before the spawn itself.
        var argv = ([path] + arguments).map { strdup($0) }
        if appendSpawnTime { argv += [strdup("--since"), strdup("\(monotonicNanoseconds())")] }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return Outcome(status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        var outcome = Outcome(status: (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1)
        outcome.standardOutput = drain(&outputPipe)
        outcome.standardError = drain(&errorPipe)
        return outcome
    }

    /// Closes the pipe's write end and reads what the child left in it.
    private static func drain(_ pipe: inout [Int32]) -> String {
        guard pipe[0] >= 0 else { return "" }
        close(pipe[1])
        pipe[1] = -1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
