// The benchmark harness of wordfall's and Events' benchmarks (a package of its own, no dependencies, so
// each benchmark package takes it by path): side-by-side measurements, printed as ratios against a baseline measured in
// the same process, round by round, so that the machine's ups and downs hit both alike.
//
// HOW TO ADD A BENCHMARK GROUP
//
// 1. Add a file to a benchmark package (the game's Benchmarks/Sources/WordfallBenchmarks/, or Events'
//    Events/Benchmarks/Sources/EventsBenchmarks/), say SolverBenchmarks.swift,
//    with a function that prepares its data (not measured) and returns its groups:
//
//        func solverBenchmarks() -> [BenchmarkGroup] {
//            let board = ...                                       // set-up, done once
//            return [
//                BenchmarkGroup(
//                    "Solver: every word on a 5x5 board", unit: "board",
//                    baseline: Benchmark("walk every path, no lexicon") { iterations in
//                        for _ in 0..<iterations { blackHole(walkAllPaths(board)) }
//                    },
//                    benchmarks: [
//                        Benchmark("Lexicon.words(on:)", target: .nanosecondsAtMost(2_000_000)) { iterations in
//                            for _ in 0..<iterations { blackHole(lexicon.words(on: board)) }
//                        }
//                    ])
//            ]
//        }
//
//    A benchmark's closure runs its operation `iterations` times; `operationsPerIteration` says how
//    many operations one iteration is (e.g. 10 observer calls), so times print per operation. Pass
//    every result to `blackHole(_:)` (or keep a checked sum) so the optimiser cannot drop the work.
//    Optional: a `target` per benchmark (ratio to the baseline, or nanoseconds), and group `checks`
//    comparing two rows (`.cheaper("A", than: "B", atLeast: 5)`); misses are listed at the end.
//
// 2. Register the function in its package's BenchmarkRegistry.swift, the one place that lists its suites.
//
// `make bench` runs everything; `make bench BENCH_ARGS=solver` runs the suites whose name contains
// "solver"; `BENCH_ARGS=--quick` takes fewer, shorter samples (for a smoke run, not for figures).

import Glibc

/// One measured operation: a closure that runs it `iterations` times.
public struct Benchmark {
    public let name: String
    public let operationsPerIteration: Int
    public let target: BenchmarkTarget?
    public let run: (_ iterations: Int) -> Void

    public init(
        _ name: String,
        operationsPerIteration: Int = 1,
        target: BenchmarkTarget? = nil,
        run: @escaping (_ iterations: Int) -> Void
    ) {
        self.name = name
        self.operationsPerIteration = operationsPerIteration
        self.target = target
        self.run = run
    }
}

/// What a benchmark should achieve.
public enum BenchmarkTarget {
    /// At most this many times the group's baseline.
    case ratioAtMost(Double)
    /// Less than this many times the group's baseline ("under the closure loop" is `ratioBelow(1)`).
    case ratioBelow(Double)
    /// At most this many nanoseconds per operation.
    case nanosecondsAtMost(Double)

    public var description: String {
        switch self {
        case .ratioAtMost(let ratio): "<= \(format(ratio, digits: 2))x"
        case .ratioBelow(let ratio): "< \(format(ratio, digits: 2))x"
        case .nanosecondsAtMost(let nanoseconds): "< \(format(nanoseconds, digits: 0)) ns"
        }
    }

    public func isMet(nanoseconds: Double, ratio: Double) -> Bool {
        switch self {
        case .ratioAtMost(let limit): ratio <= limit
        case .ratioBelow(let limit): ratio < limit
        case .nanosecondsAtMost(let limit): nanoseconds < limit
        }
    }

    /// The measured figure as a fraction of the limit (1 is exactly at it).
    public func fractionOfLimit(nanoseconds: Double, ratio: Double) -> Double {
        switch self {
        case .ratioAtMost(let limit), .ratioBelow(let limit): ratio / limit
        case .nanosecondsAtMost(let limit): nanoseconds / limit
        }
    }
}

/// A comparison between two rows of a group, checked after measuring.
public struct BenchmarkCheck {
    public let faster: String
    public let slower: String
    public let factor: Double

    /// `faster` must cost at most 1/`factor` of `slower`.
    public static func cheaper(_ faster: String, than slower: String, atLeast factor: Double) -> BenchmarkCheck {
        BenchmarkCheck(faster: faster, slower: slower, factor: factor)
    }
}

/// Benchmarks measured side by side, each also as a ratio to the baseline.
public struct BenchmarkGroup {
    public let title: String
    public let unit: String
    public let baseline: Benchmark
    public let benchmarks: [Benchmark]
    public let checks: [BenchmarkCheck]
    /// The clock of this group's samples (nil: the package's; `--wall` forces the wall clock). An in-process
    /// group takes `.processCPU`: on a loaded machine the wall clock counts a long sample's waits for a core.
    public let clock: BenchmarkClock?

    public init(
        _ title: String,
        unit: String,
        baseline: Benchmark,
        benchmarks: [Benchmark],
        checks: [BenchmarkCheck] = [],
        clock: BenchmarkClock? = nil
    ) {
        self.title = title
        self.unit = unit
        self.baseline = baseline
        self.benchmarks = benchmarks
        self.checks = checks
        self.clock = clock
    }
}

/// A named set of groups, made only if selected to run.
public struct BenchmarkSuite {
    public let name: String
    public let makeGroups: () -> [BenchmarkGroup]

    public init(name: String, makeGroups: @escaping () -> [BenchmarkGroup]) {
        self.name = name
        self.makeGroups = makeGroups
    }
}

/// Keeps a value "used", so the optimiser cannot remove the work that produced it.
@inline(never)
@_optimize(none)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// How long and how often to measure.
public struct MeasurementPlan: Sendable {
    /// Wall-clock length of one sample.
    public var sampleNanoseconds: UInt64
    /// Samples per benchmark (rounds); the median is reported.
    public var rounds: Int
    /// Running time spent on each benchmark before measuring it.
    public var warmUpNanoseconds: UInt64

    /// The clock a sample is timed by.
    public var clock: BenchmarkClock = .wall
    /// Set by `--wall`: every group is timed by the wall clock, its own clock or not.
    public var wallOnly = false

    public static let quick = MeasurementPlan(sampleNanoseconds: 2_000_000, rounds: 5, warmUpNanoseconds: 2_000_000)

    public init(sampleNanoseconds: UInt64 = 10_000_000, rounds: Int = 15, warmUpNanoseconds: UInt64 = 30_000_000) {
        self.sampleNanoseconds = sampleNanoseconds
        self.rounds = rounds
        self.warmUpNanoseconds = warmUpNanoseconds
    }
}

/// What a sample's time is.
public enum BenchmarkClock: Sendable {
    /// Wall-clock time: what a benchmark that waits for another process (start-up) must use.
    case wall
    /// The CPU time of the process, all its threads: the time spent waiting for a core is not counted,
    /// so a loaded machine moves the figures far less. For benchmarks that run in this process only.
    case processCPU

    /// The clock's reading, in nanoseconds.
    public func read() -> UInt64 {
        switch self {
        case .wall: now()
        case .processCPU:
            {
                var spec = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
                return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
            }()
        }
    }
}

/// The result of one benchmark in one group.
public struct BenchmarkResult {
    public let name: String
    public let nanosecondsPerOperation: Double
    public let ratio: Double
    /// Half the interquartile range of the per-round ratios, relative to their median.
    public let spread: Double
    public let target: BenchmarkTarget?

    public var meetsTarget: Bool? {
        target.map { $0.isMet(nanoseconds: nanosecondsPerOperation, ratio: ratio) }
    }

    /// Whether the figure is so close to its limit that another run could give the other verdict: within
    /// the spread of the rounds, and never closer than 5%.
    public var isNearLimit: Bool {
        guard let target else { return false }
        return abs(target.fractionOfLimit(nanoseconds: nanosecondsPerOperation, ratio: ratio) - 1) <= max(spread, 0.05)
    }
}

/// Runs groups and prints their tables.
public struct BenchmarkRunner {
    public let plan: MeasurementPlan
    public private(set) var misses: [String] = []

    public init(plan: MeasurementPlan) {
        self.plan = plan
    }

    /// Measures the group, round by round, and prints its table.
    public mutating func run(_ group: BenchmarkGroup) {
        let all = [group.baseline] + group.benchmarks
        let clock = plan.wallOnly ? .wall : group.clock ?? plan.clock
        for benchmark in all {
            warmUp(benchmark)
        }
        let iterations = all.map { calibrate($0, clock: clock) }
        var samples = Array(repeating: [Double](), count: all.count)
        for round in 0..<plan.rounds {
            // Rotate the order each round, so no benchmark always runs right after the same one.
            for offset in 0..<all.count {
                let index = (offset + round) % all.count
                let elapsed = time(all[index], iterations: iterations[index], clock: clock)
                let operations = Double(iterations[index] * all[index].operationsPerIteration)
                samples[index].append(Double(elapsed) / operations)
            }
        }
        let baselineSamples = samples[0]
        let results = all.indices.map { index in
            let ratios = zip(samples[index], baselineSamples).map { $0 / $1 }
            let ratio = median(ratios)
            return BenchmarkResult(
                name: all[index].name,
                nanosecondsPerOperation: median(samples[index]),
                ratio: ratio,
                spread: (quantile(ratios, 0.75) - quantile(ratios, 0.25)) / 2 / ratio,
                target: all[index].target
            )
        }
        printTable(group, results, clock: clock)
        printChecks(group, results)
    }

    private func warmUp(_ benchmark: Benchmark) {
        var iterations = 1
        let start = now()
        while now() - start < plan.warmUpNanoseconds {
            benchmark.run(iterations)
            iterations = min(iterations * 2, 1 << 24)
        }
    }

    /// The iteration count that makes one sample last about `plan.sampleNanoseconds`.
    private func calibrate(_ benchmark: Benchmark, clock: BenchmarkClock) -> Int {
        var iterations = 1
        while true {
            let elapsed = time(benchmark, iterations: iterations, clock: clock)
            if elapsed >= plan.sampleNanoseconds / 8 || iterations >= 1 << 30 {
                let scale = Double(plan.sampleNanoseconds) / Double(max(elapsed, 1))
                return max(1, Int(Double(iterations) * scale))
            }
            iterations *= 4
        }
    }

    private func time(_ benchmark: Benchmark, iterations: Int, clock: BenchmarkClock) -> UInt64 {
        let start = clock.read()
        benchmark.run(iterations)
        return clock.read() - start
    }

    private mutating func printTable(_ group: BenchmarkGroup, _ results: [BenchmarkResult], clock: BenchmarkClock) {
        print("\n## \(group.title)")
        // Said when it is not the run's: the run's heading names that one.
        let time = clock == plan.clock ? "" : clock == .wall ? " (wall-clock time)" : " (the process's CPU time)"
        print("ns per \(group.unit)\(time); ratio to \"\(group.baseline.name)\" measured in the same rounds\n")
        let header = ["benchmark", "ns/\(group.unit)", "ratio", "spread", "target", ""]
        var rows = [header]
        for result in results {
            let verdict: String
            // A figure within the rounds' spread of its limit says so rather than flipping between runs.
            let near = result.isNearLimit ? " (near the limit)" : ""
            switch result.meetsTarget {
            case .some(true): verdict = "ok" + near
            case .some(false):
                verdict = "MISSED" + near
                misses.append(
                    "\(group.title): \(result.name) (\(format(result.nanosecondsPerOperation, digits: 0)) ns, "
                        + "\(format(result.ratio, digits: 2))x, target \(result.target?.description ?? ""))\(near)"
                )
            case .none: verdict = ""
            }
            rows.append([
                result.name,
                format(result.nanosecondsPerOperation, digits: result.nanosecondsPerOperation < 100 ? 2 : 0),
                format(result.ratio, digits: 2) + "x",
                "±" + format(result.spread * 100, digits: 0) + "%",
                result.target?.description ?? "",
                verdict,
            ])
        }
        printAligned(rows)
    }

    private mutating func printChecks(_ group: BenchmarkGroup, _ results: [BenchmarkResult]) {
        guard !group.checks.isEmpty else { return }
        print("")
        for check in group.checks {
            guard let faster = results.first(where: { $0.name == check.faster }),
                let slower = results.first(where: { $0.name == check.slower })
            else {
                print("- check skipped: no row named \"\(check.faster)\" or \"\(check.slower)\"")
                continue
            }
            let factor = slower.nanosecondsPerOperation / faster.nanosecondsPerOperation
            let isMet = factor >= check.factor
            let line =
                "\(check.faster) is \(format(factor, digits: 1))x cheaper than \(check.slower) (target >= \(format(check.factor, digits: 0))x)"
            print("- \(line): \(isMet ? "ok" : "MISSED")")
            if !isMet { misses.append("\(group.title): \(line)") }
        }
    }
}

/// Monotonic time in nanoseconds.
public func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

public func median(_ values: [Double]) -> Double {
    quantile(values, 0.5)
}

/// The `q` quantile of `values`, interpolated linearly.
public func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    guard let first = sorted.first else { return .nan }
    guard sorted.count > 1 else { return first }
    let position = q * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
}

public func format(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = digits == 0 ? String(Int(rounded)) : String(rounded)
    if digits > 0, let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}

/// Prints rows as a Markdown table with aligned columns.
public func printAligned(_ rows: [[String]]) {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in max(3, rows.map { $0[column].count }.max() ?? 0) }
    for (index, row) in rows.enumerated() {
        let cells = row.enumerated().map { column, cell in
            column == 0 ? cell.padding(toLength: widths[column]) : cell.leftPadding(toLength: widths[column])
        }
        print("| " + cells.joined(separator: " | ") + " |")
        if index == 0 {
            print(
                "|"
                    + widths.enumerated().map {
                        $0 == 0
                            ? " :" + String(repeating: "-", count: $1 - 1) + " "
                            : " " + String(repeating: "-", count: $1 - 1) + ": "
                    }.joined(separator: "|") + "|")
        }
    }
}
