import Glibc

/// A benchmark executable's command line, the same for every benchmark package:
///
///     BENCH [--quick] [--wall] [--if-any] [SUITE...]
///
/// `--wall` times every group by the wall clock, when the package or a group chose the process's CPU time
/// (`clock:`). SUITE names (or parts of names, or =NAME for that suite alone) run only those suites; `--if-any`
/// exits 0 quietly when none of this package's suites matches (`make bench` runs two packages with one
/// BENCH_ARGS). Always use a release build.
public enum BenchmarkCommand {
    /// Runs the `suites` the command line selects and prints their tables, then the targets missed
    /// (this run's and `extraMisses()`'s); exits 2 when no suite matches.
    public static func run(
        title: String, suites registered: [BenchmarkSuite], arguments: [String] = CommandLine.arguments,
        clock: BenchmarkClock = .wall, extraMisses: () -> [String] = { [] }
    ) {
        var plan = MeasurementPlan()
        var filters: [String] = []
        var ifAny = false
        var clock = clock
        var wallOnly = false
        let command = arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "bench"
        for argument in arguments.dropFirst() {
            switch argument {
            case "--quick": plan = .quick
            case "--wall":
                clock = .wall
                wallOnly = true
            case "--if-any": ifAny = true
            case "-h", "--help":
                print("usage: \(command) [--quick] [--wall] [--if-any] [SUITE...]")
                print("suites: " + registered.map(\.name).joined(separator: ", "))
                exit(0)
            default: filters.append(argument.lowercased())
            }
        }
        plan.clock = clock
        plan.wallOnly = wallOnly
        // A name or part of one selects every suite whose name holds it; "=name" that suite alone.
        let suites = registered.filter { suite in
            let name = suite.name.lowercased()
            return filters.isEmpty
                || filters.contains { $0.hasPrefix("=") ? name == $0.dropFirst() : name.contains($0) }
        }
        if suites.isEmpty {
            if ifAny { exit(0) }
            print(
                "\(command): no suite matches \(filters.joined(separator: " ")); suites: "
                    + registered.map(\.name).joined(separator: ", "))
            exit(2)
        }
        #if DEBUG
            print("warning: this is a debug build; figures mean little. Use `make bench` (release).")
        #endif
        var runner = BenchmarkRunner(plan: plan)
        print("# \(title)")
        print(
            "median of \(plan.rounds) samples of ~\(plan.sampleNanoseconds / 1_000_000) ms each, after warm-up; "
                + "ratios are medians of per-round ratios; "
                + (plan.clock == .wall ? "wall-clock time" : "the process's CPU time (waits for a core not counted)"))
        print("load average at the start: \(loadAverage())")
        for suite in suites {
            for group in suite.makeGroups() {
                runner.run(group)
            }
        }
        print("")
        let misses = runner.misses + extraMisses()
        print("load average at the end: \(loadAverage())\n")
        if misses.isEmpty {
            print("All targets met.")
        } else {
            print("Targets missed:")
            for miss in misses { print("- \(miss)") }
        }
    }
}

/// The 1, 5 and 15 minute load averages and the number of processors, as a run prints them: a ratio
/// measured under a load above the processor count is a first look (the benchmark READMEs say so).
public func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    let count = getloadavg(&loads, 3)
    let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    guard count == 3 else { return "unknown (\(processors) processors)" }
    return loads.map { format($0, digits: 2) }.joined(separator: ", ") + " (\(processors) processors)"
}
