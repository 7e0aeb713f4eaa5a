// The release binary as a user gets it (issue 28): registered in BenchmarkRegistry.swift as the
// "binary" suite.
//
// Set-up: `make install PREFIX=<a temporary folder>` (the stripped static binary, as `make install`
// installs it; docs/decisions/0330) and a "hello, world" in Swift built here with
// `swiftc -O -static-executable`, the smallest program linked as `wordfall` is.
//
// - Installed binary size: the bytes of PREFIX/bin/wordfall. Target: at most 20 MB (20,000,000 bytes).
// - Peak memory of `wordfall run` on every starter level with its script
//   (Tests/Fixtures/starter-scripts), the largest of three runs, as the program reports it
//   (`--report-peak-memory`: VmHWM, kB of 1,024 bytes). Target (issue 38): at most 8 MiB (8,192 kB) on
//   each, as installed: right after `make install` wrote the binary, the state players are in (the
//   kernel caches a new file in large folios); the figures once its pages are read from disk again (as
//   after a restart) are printed beside them.
// - Start-up: `--version` and `run`, `solve`, `check` of a tiny level (3x3, two moves), spawn to exit,
//   against the static hello spawned the same way, in the same rounds. Target: at most 1.3x. Printed
//   first as CPU time (user + system from the children's rusage, 101 rounds), which the other
//   programs of a busy machine disturb less than the wall time of the table that follows.

import BenchmarkHarness
import Foundation
import Glibc

/// The installed binary's size target, bytes.
private let sizeTarget = 20_000_000
/// The peak memory target of every starter level, kB (VmHWM's unit): 8 MiB (issue 38).
private let peakMemoryTargetKB = 8_192
/// The start-up target, a ratio to the static hello (issue 38).
private let startUpTarget = 1.3

func releaseBinaryBenchmarks() -> [BenchmarkGroup] {
    guard let setUp = ReleaseBinarySetUp.shared else { return [] }
    let binary = setUp.binary
    print("")
    print("## The installed release binary (make install, stripped, static)")
    let sizeVerdict = setUp.size <= sizeTarget ? "met" : "MISSED"
    print(
        "installed binary: \(setUp.size) bytes (\(format(Double(setUp.size) / 1_000_000, digits: 1)) MB; "
            + "target <= 20 MB: \(sizeVerdict)); its debug information apart: \(setUp.debugSize) bytes")
    print("static Swift hello (swiftc -O -static-executable): \(setUp.helloSize) bytes")
    print("")
    print("peak memory (VmHWM) of `wordfall run` on each starter level with its script, largest of 3 runs,")
    print("right after make install wrote the binary, and once its pages are read from disk again:")
    let justInstalled = setUp.starterLevels.map { setUp.peakMemory(level: $0.path, script: $0.script) }
    setUp.dropBinaryFromPageCache()
    var rows = [["level", "just installed kB", "read from disk kB", "target", ""]]
    for (level, installedPeak) in zip(setUp.starterLevels, justInstalled) {
        let peak = setUp.peakMemory(level: level.path, script: level.script)
        let verdict = installedPeak > 0 && installedPeak <= peakMemoryTargetKB ? "ok" : "MISSED"
        rows.append([level.name, "\(installedPeak)", "\(peak)", "<= \(peakMemoryTargetKB)", verdict])
        if verdict != "ok" { print("MISSED: \(level.name): \(installedPeak) kB as installed") }
    }
    printAligned(rows)
    let tiny = setUp.tinyLevelPath
    let commands: [(name: String, path: String, arguments: [String])] = [
        ("hello, world (swiftc -O -static-executable)", setUp.hello, []),
        ("wordfall --version", binary, ["--version"]),
        ("wordfall run (3x3 level, two moves)", binary, ["run", tiny, "--script", setUp.tinyScriptPath]),
        ("wordfall solve (3x3 level)", binary, ["solve", tiny]),
        ("wordfall check (3x3 level)", binary, ["check", tiny]),
    ]
    printCPUTimes(commands)
    return [
        BenchmarkGroup(
            "Start-up of the installed binary: spawn to exit, against a static Swift hello", unit: "process",
            baseline: Benchmark("hello, world (swiftc -O -static-executable)") { iterations in
                for _ in 0..<iterations { blackHole(ChildProcess.run(setUp.hello, [])) }
            },
            benchmarks: [
                Benchmark("wordfall --version", target: .ratioAtMost(startUpTarget)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["--version"])) }
                },
                Benchmark("wordfall run (3x3 level, two moves)", target: .ratioAtMost(startUpTarget)) { iterations in
                    for _ in 0..<iterations {
                        blackHole(ChildProcess.run(binary, ["run", tiny, "--script", setUp.tinyScriptPath]))
                    }
                },
                Benchmark("wordfall solve (3x3 level)", target: .ratioAtMost(startUpTarget)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["solve", tiny])) }
                },
                Benchmark("wordfall check (3x3 level)", target: .ratioAtMost(startUpTarget)) { iterations in
                    for _ in 0..<iterations { blackHole(ChildProcess.run(binary, ["check", tiny])) }
                },
            ])
    ]
}

/// The installed binary, the static hello and the levels, made once before measuring.
struct ReleaseBinarySetUp {
    /// Made on first use, once a process (the "binary" and "targets" suites share it).
    static let shared = make()

    let binary: String
    let size: Int
    let debugSize: Int
    let hello: String
    let helloSize: Int
    let starterLevels: [(name: String, path: String, script: String)]
    let tinyLevelPath: String
    let tinyScriptPath: String

    static func make() -> ReleaseBinarySetUp? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-bench-binary")
        let prefix = folder.appendingPathComponent("prefix").path
        try? FileManager.default.removeItem(at: folder)
        print("installing the release wordfall (make install PREFIX=\(prefix)) ...")
        let install = ChildProcess.run(
            "/usr/bin/env", ["make", "--no-print-directory", "-C", root.path, "install", "PREFIX=\(prefix)"])
        let binary = prefix + "/bin/wordfall"
        guard install.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
            print("binary: make install exited \(install.status); skipping the binary suite")
            return nil
        }
        let helloSource = folder.appendingPathComponent("hello.swift").path
        let hello = folder.appendingPathComponent("hello").path
        let tinyLevelPath = folder.appendingPathComponent("tiny.json").path
        let tinyScriptPath = folder.appendingPathComponent("tiny.txt").path
        do {
            try Data("print(\"hello, world\")\n".utf8).write(to: URL(fileURLWithPath: helloSource))
            try Data(
                """
                {"format": 1, "id": "tiny", "title": "Tiny", "board": {"letters": ["CAT", "ODE", "GSN"]},
                 "rules": {"refill": "none"}, "goals": [{"type": "words", "count": 2}]}
                """.utf8
            ).write(to: URL(fileURLWithPath: tinyLevelPath))
            try Data("cat\ndog\n".utf8).write(to: URL(fileURLWithPath: tinyScriptPath))
        } catch {
            print("binary: cannot write to \(folder.path): \(error); skipping the binary suite")
            return nil
        }
        print("building a static Swift hello (swiftc -O -static-executable) ...")
        let build = ChildProcess.run(
            "/usr/bin/env", ["swiftc", "-O", "-static-executable", helloSource, "-o", hello])
        guard build.status == 0 else {
            print("binary: swiftc exited \(build.status) for the hello; skipping the binary suite")
            return nil
        }
        let levels = root.appendingPathComponent("Resources/Levels").path
        let scripts = root.appendingPathComponent("Tests/Fixtures/starter-scripts").path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: scripts)) ?? []).filter {
            $0.hasSuffix(".txt")
        }
        .map { String($0.dropLast(4)) }.sorted()
        return ReleaseBinarySetUp(
            binary: binary, size: fileSize(binary),
            debugSize: fileSize(prefix + "/lib/debug" + prefix + "/bin/wordfall.debug"), hello: hello,
            helloSize: fileSize(hello),
            starterLevels: names.map { ($0, levels + "/\($0).json", scripts + "/\($0).txt") },
            tinyLevelPath: tinyLevelPath, tinyScriptPath: tinyScriptPath)
    }

    /// The largest peak memory, in kB, over three runs of `wordfall run` on `level` with `script`.
    func peakMemory(level: String, script: String) -> Int {
        (0..<3).map { _ -> Int in
            let outcome = ChildProcess.run(
                binary, ["run", level, "--script", script, "--report-peak-memory"], captureStandardError: true)
            // "peak memory: 12345 kB"
            return Int(outcome.standardError.split(separator: " ").dropFirst(2).first ?? "") ?? 0
        }.max() ?? 0
    }
}

extension ReleaseBinarySetUp {
    /// Drops the binary's pages from the page cache (written out first), so the next run reads them from
    /// disk as after a restart. Right after `make install` writes it, the kernel holds a new file in large
    /// folios and maps them whole, about 1 MB more of its code counted in each run's resident set
    /// (docs/decisions/0330).
    func dropBinaryFromPageCache() {
        let descriptor = open(binary, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
        close(descriptor)
    }
}

/// Start-up as CPU time (user + system, from the children's rusage), which a busy machine disturbs less
/// than wall time: 101 rounds, each command once a round in the same order; the median per command,
/// and the median of its per-round ratios to the first command.
private func printCPUTimes(_ commands: [(name: String, path: String, arguments: [String])]) {
    var samples = Array(repeating: [Double](), count: commands.count)
    for _ in 0..<101 {
        for (index, command) in commands.enumerated() {
            let before = childrenCPUNanoseconds()
            blackHole(ChildProcess.run(command.path, command.arguments))
            samples[index].append(Double(childrenCPUNanoseconds() - before))
        }
    }
    print("")
    print("start-up as CPU time (user + system) per process, median of 101 rounds, ratio to the hello's:")
    var rows = [["command", "CPU µs", "ratio", "target", ""]]
    for (index, command) in commands.enumerated() {
        let ratio = median(zip(samples[index], samples[0]).map { $0 / $1 })
        let verdict = index == 0 ? "" : ratio <= startUpTarget ? "ok" : "MISSED"
        rows.append([
            command.name, format(median(samples[index]) / 1000, digits: 0), format(ratio, digits: 2) + "x",
            index == 0 ? "" : "<= \(format(startUpTarget, digits: 2))x", verdict,
        ])
    }
    printAligned(rows)
    if rows.contains(where: { $0.last == "MISSED" }) {
        print("what the rest of start-up is, and what was tried: Benchmarks/README.md, \"The command line\"")
    }
}

func childrenCPUNanoseconds() -> UInt64 {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
    return user + UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
}

private func fileSize(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
}
