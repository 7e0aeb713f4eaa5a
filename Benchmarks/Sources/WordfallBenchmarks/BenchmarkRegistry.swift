// THE ONE PLACE that lists the benchmark suites: add yours here (see the top of Events/Benchmarks/Harness's Harness.swift;
// Events' suites, `events` and `compare`, are Events/Benchmarks').

import BenchmarkHarness

/// Every suite of the game `make bench` runs, in this order (after Events').
func registeredSuites() -> [BenchmarkSuite] {
    [
        inProcess("model", modelBenchmarks),
        BenchmarkSuite(name: "cli", makeGroups: cliBenchmarks),
        inProcess("lexicon", lexiconBenchmarks),
        inProcess("wordlist", wordListBenchmarks),
        BenchmarkSuite(name: "words", makeGroups: wordIndexBenchmarks),
        inProcess("solver", solverBenchmarks),
        inProcess("solver-anchor", solverAnchorBenchmarks),
        inProcess("languages", languageBenchmarks),
        BenchmarkSuite(name: "binary", makeGroups: releaseBinaryBenchmarks),
        inProcess("levels", levelBenchmarks),
        inProcess("ui", uiBenchmarks),
        // Last: issue 38's table, each row against its target, on the installed binary.
        BenchmarkSuite(name: "targets", makeGroups: targetBenchmarks),
    ]
}

/// A suite whose groups run in this process alone, timed by its CPU time (`BenchmarkGroup.clock`): on this
/// shared machine the wall clock counts a sample's waits for a core when it is long enough to be preempted,
/// so rows of one group calibrated to different lengths differ by the load. The suites that spawn
/// processes (cli, words, binary, targets) keep the wall clock and print CPU time beside it themselves.
private func inProcess(_ name: String, _ makeGroups: @escaping () -> [BenchmarkGroup]) -> BenchmarkSuite {
    BenchmarkSuite(name: name) {
        makeGroups().map { group in
            BenchmarkGroup(
                group.title, unit: group.unit, baseline: group.baseline, benchmarks: group.benchmarks,
                checks: group.checks, clock: .processCPU)
        }
    }
}
