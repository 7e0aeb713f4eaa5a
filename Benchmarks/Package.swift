// swift-tools-version: 6.2
// wordfall's benchmarks: a package of their own, so that `make test` never builds benchmark-only code.
// Run with `make bench` (release build), which runs Events' own benchmarks (Events/Benchmarks) first.
import PackageDescription

let package = Package(
    name: "WordfallBenchmarks",
    products: [
        .executable(name: "wordfall-bench", targets: ["WordfallBenchmarks"])
    ],
    dependencies: [
        .package(name: "wordfall", path: ".."),
        // The harness Events' benchmarks use too (a package with no dependencies).
        .package(path: "../Events/Benchmarks/Harness"),
    ],
    targets: [
        // The C anchor of the solver benchmark: a plain 26-way trie (SolverAnchorBenchmarks.swift).
        .target(name: "CTrieAnchor", cSettings: [.unsafeFlags(["-O2"])]),
        // The strong C anchor (issue 38): the best board search we could write in C, built for this
        // machine's instruction set and, from the same source, for the x86-64 baseline Swift builds for.
        .target(name: "CTrieFast", cSettings: [.unsafeFlags(["-O3", "-march=native"])]),
        .target(name: "CTrieFastBase", cSettings: [.unsafeFlags(["-O3"])]),
        .executableTarget(
            name: "WordfallBenchmarks",
            dependencies: [
                "CTrieAnchor",
                "CTrieFast",
                "CTrieFastBase",
                // `name: "wordfall"` above: the root package may be cloned into a folder of any name.
                .product(name: "BenchmarkHarness", package: "Harness"),
                .product(name: "WordfallCore", package: "wordfall"),
                .product(name: "WordfallHeadless", package: "wordfall"),
                .product(name: "WordfallUI", package: "wordfall"),
            ]
        ),
    ]
)
