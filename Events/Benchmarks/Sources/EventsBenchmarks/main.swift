// events-bench: prints Events' benchmark tables (see the harness, Events/Benchmarks/Harness, for how to
// add a group).
//
//     events-bench [--quick] [--if-any] [SUITE...]
//
// Suites: `events` (every publisher against a closure loop, each against its target) and `compare`
// (beside Observation, NotificationCenter and OpenCombine, with the delivery-order report). Always use
// a release build.

import BenchmarkHarness
import Foundation

// The child of the delivery-order report (DeliveryOrder.swift): prints this process's orders and exits.
if CommandLine.arguments.dropFirst().first == "--delivery-order" {
    printDeliveryOrders()
    exit(0)
}

BenchmarkCommand.run(
    title: "Events benchmarks",
    suites: [
        BenchmarkSuite(name: "events", makeGroups: eventsBenchmarks),
        BenchmarkSuite(name: "compare", makeGroups: comparisonBenchmarks),
    ])
