// Instructions a notify costs, against the closure loop's: the figure the load does not change. Each
// publisher's loop runs in a child process of this executable under valgrind's callgrind, which counts
// only inside `eventsInstructionProbe` (`--toggle-collect`), after a warm-up outside it.

import BenchmarkHarness
import Foundation

/// The rows counted: the closure loop, then every publisher with a target.
private let countedRows = [
    "closure loop", "ObservableEvent", "ImmediateEvent", "ObserverList", "SynchronizedEvent", "EventCenter",
]
private let probedIterations = 20_000

/// Runs the benchmark in a loop callgrind counts; not inlined, so its name is in the binary.
@inline(never)
func eventsInstructionProbe(_ benchmark: Benchmark, iterations: Int) {
    benchmark.run(iterations)
}

/// The child's side (`--instruction-probe OBSERVERS ROW`): warms the row up, then runs it in the probe.
func runInstructionProbe(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let observers = Int(arguments[0]) else { return 2 }
    let group = notifyGroup(observers: observers)
    guard let benchmark = ([group.baseline] + group.benchmarks).first(where: { $0.name == arguments[1] }) else {
        return 2
    }
    benchmark.run(1_000)
    eventsInstructionProbe(benchmark, iterations: probedIterations)
    return 0
}

/// The `instructions` suite: prints the table of instruction ratios and returns no timed group.
func instructionCountBenchmarks() -> [BenchmarkGroup] {
    print("\n## Events: instructions a notify, against the closure loop (callgrind; the load changes none)")
    guard let valgrind = findValgrind() else {
        print("skipped: valgrind is not installed (apt-get install valgrind)")
        return []
    }
    let built =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    // Valgrind 3.19 cannot read the DWARF 5 debug information Swift writes: the child is a copy
    // without it (binutils' strip), symbols kept for `--toggle-collect`.
    let executable = NSTemporaryDirectory() + "events-bench-probe-\(getpid())"
    guard ChildProcess.run("/usr/bin/strip", ["--strip-debug", "-o", executable, built]).status == 0 else {
        print("skipped: /usr/bin/strip could not copy \(built) (binutils)")
        return []
    }
    defer { unlink(executable) }
    var rows = [
        [
            "benchmark", "1 observer", "ratio", "target", "10 observers", "ratio", "target", "100 observers", "ratio",
            "target",
        ]
    ]
    var counts: [[Double?]] = []
    for observers in [1, 10, 100] {
        counts.append(
            countedRows.map { row in
                count(valgrind, executable, observers: observers, row: row).map { $0 / Double(observers) }
            })
    }
    for (index, name) in countedRows.enumerated() {
        var cells = [name]
        for (column, observers) in [1, 10, 100].enumerated() {
            guard let instructions = counts[column][index], let loop = counts[column][0] else {
                cells += ["failed", "", ""]
                continue
            }
            let ratio = instructions / loop
            cells.append(format(instructions, digits: 1))
            cells.append(format(ratio, digits: 2) + "x")
            guard index > 0 else {
                cells.append("")
                continue
            }
            // The time target, for reference: instructions are not time (README.md, "Reading the rows").
            let target = publisherTarget(observers: observers)
            let isWithin = target.isMet(nanoseconds: instructions, ratio: ratio)
            cells.append(target.description + (isWithin ? " within" : " over"))
        }
        rows.append(cells)
    }
    print(
        "instructions per observer call (a notify's own divided by the observers), \(probedIterations) notifies; "
            + "the targets are time's, shown for reference (README.md, \"Reading the rows\")\n")
    printAligned(rows)
    return []
}

/// Counts the instructions of one notify of `row` with `observers` observers, in a child under callgrind.
private func count(_ valgrind: String, _ executable: String, observers: Int, row: String) -> Double? {
    let outcome = ChildProcess.run(
        valgrind,
        [
            "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
            "--toggle-collect=*eventsInstructionProbe*", executable, "--instruction-probe", "\(observers)", row,
        ], captureStandardError: true)
    guard outcome.status == 0,
        let line = outcome.standardError.split(separator: "\n").first(where: { $0.contains("Collected :") }),
        let figure = line.split(separator: ":").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
    else { return nil }
    return figure / Double(probedIterations)
}

private func findValgrind() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/valgrind" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}
