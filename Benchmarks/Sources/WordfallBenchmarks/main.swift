// wordfall-bench: prints the game's benchmark tables (see the harness, Events/Benchmarks/Harness, for how
// to add a group; Events' own benchmarks are Events/Benchmarks).
//
//     wordfall-bench [--quick] [--if-any] [SUITE...]
//
// With SUITE names (or parts of names, or =NAME for that suite alone), runs only those suites. Always use a release build.

import BenchmarkHarness

BenchmarkCommand.run(title: "wordfall benchmarks", suites: registeredSuites(), extraMisses: { reportedMisses })
