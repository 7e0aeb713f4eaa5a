// events-bench: prints Events' benchmark tables (see the harness, Events/Benchmarks/Harness, for how to
// add a group).
//
//     events-bench [--quick] [--wall] [--if-any] [SUITE...]
//
// Suites: `events` (every publisher against a closure loop, each against its target), `events-instructions`
// (the same in instructions, under valgrind) and `compare`
// (beside Observation, NotificationCenter and OpenCombine, with the delivery-order report). Always use
// a release build.

import BenchmarkHarness
import Foundation

// The child of the delivery-order report (DeliveryOrder.swift): prints this process's orders and exits.
if CommandLine.arguments.dropFirst().first == "--delivery-order" {
    printDeliveryOrders()
    exit(0)
}

// The child of the instruction counts (InstructionCounts.swift): runs one row in callgrind's probe.
if CommandLine.arguments.dropFirst().first == "--instruction-probe" {
    exit(runInstructionProbe(Array(CommandLine.arguments.dropFirst(2))))
}

// Timed by the process's CPU time: every row runs in this process (AsyncChannel's consumers too, whose
// threads it counts), and the machine is shared, so waits for a core would be most of a wall-clock figure.
BenchmarkCommand.run(
    title: "Events benchmarks",
    suites: [
        BenchmarkSuite(name: "events", makeGroups: eventsBenchmarks),
        // The same rows in instructions (valgrind): `events` selects it too, `=events` does not.
        BenchmarkSuite(name: "events-instructions", makeGroups: instructionCountBenchmarks),
        BenchmarkSuite(name: "compare", makeGroups: comparisonBenchmarks),
    ], clock: .processCPU)
