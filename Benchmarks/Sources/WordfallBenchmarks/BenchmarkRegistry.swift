// THE ONE PLACE that lists the benchmark suites: add yours here (see the top of Events/Benchmarks/Harness's Harness.swift;
// Events' suites, `events` and `compare`, are Events/Benchmarks').

import BenchmarkHarness

/// Every suite of the game `make bench` runs, in this order (after Events').
func registeredSuites() -> [BenchmarkSuite] {
    [
        BenchmarkSuite(name: "model", makeGroups: modelBenchmarks),
        BenchmarkSuite(name: "cli", makeGroups: cliBenchmarks),
        BenchmarkSuite(name: "lexicon", makeGroups: lexiconBenchmarks),
        BenchmarkSuite(name: "wordlist", makeGroups: wordListBenchmarks),
        BenchmarkSuite(name: "words", makeGroups: wordIndexBenchmarks),
        BenchmarkSuite(name: "solver", makeGroups: solverBenchmarks),
        BenchmarkSuite(name: "solver-anchor", makeGroups: solverAnchorBenchmarks),
        BenchmarkSuite(name: "languages", makeGroups: languageBenchmarks),
        BenchmarkSuite(name: "binary", makeGroups: releaseBinaryBenchmarks),
        BenchmarkSuite(name: "levels", makeGroups: levelBenchmarks),
        BenchmarkSuite(name: "ui", makeGroups: uiBenchmarks),
        // Last: issue 38's table, each row against its target, on the installed binary.
        BenchmarkSuite(name: "targets", makeGroups: targetBenchmarks),
    ]
}
