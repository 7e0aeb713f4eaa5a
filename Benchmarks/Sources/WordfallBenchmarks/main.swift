// wordfall-bench: prints the benchmark tables (see Harness.swift for how to add a benchmark group).
//
//     wordfall-bench [--quick] [SUITE...]
//
// With SUITE names (or parts of names, or =NAME for that suite alone), runs only those suites. Always use a release build.

import Foundation

// The child of the delivery-order report (DeliveryOrder.swift): prints this process's orders and exits.
if CommandLine.arguments.dropFirst().first == "--delivery-order" {
    printDeliveryOrders()
    exit(0)
}

var plan = MeasurementPlan()
var filters: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--quick": plan = .quick
    case "-h", "--help":
        print("usage: wordfall-bench [--quick] [SUITE...]")
        print("suites: " + registeredSuites().map(\.name).joined(separator: ", "))
        exit(0)
    default: filters.append(argument.lowercased())
    }
}

// A name or part of one selects every suite whose name holds it; "=name" that suite alone (scripts/bench-readme.py).
let suites = registeredSuites().filter { suite in
    let name = suite.name.lowercased()
    return filters.isEmpty || filters.contains { $0.hasPrefix("=") ? name == $0.dropFirst() : name.contains($0) }
}
if suites.isEmpty {
    print(
        "wordfall-bench: no suite matches \(filters.joined(separator: " ")); suites: "
            + registeredSuites().map(\.name).joined(separator: ", "))
    exit(2)
}

#if DEBUG
    print("warning: this is a debug build; figures mean little. Use `make bench` (release).")
#endif

var runner = BenchmarkRunner(plan: plan)
print("# wordfall benchmarks")
print(
    "median of \(plan.rounds) samples of ~\(plan.sampleNanoseconds / 1_000_000) ms each, after warm-up; "
        + "ratios are medians of per-round ratios")
for suite in suites {
    for group in suite.makeGroups() {
        runner.run(group)
    }
}
print("")
let misses = runner.misses + reportedMisses
if misses.isEmpty {
    print("All targets met.")
} else {
    print("Targets missed:")
    for miss in misses { print("- \(miss)") }
}
