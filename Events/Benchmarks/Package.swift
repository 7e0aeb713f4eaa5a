// swift-tools-version: 6.2
// Events' benchmarks: every publisher against a plain loop over closures, and beside Foundation's
// NotificationCenter, Observation, OpenCombine and AsyncChannel. A package of its own beside the Events
// package, so that Events itself keeps no dependencies: run with `make bench BENCH_ARGS=events` at the
// repository's root, or `swift run -c release events-bench` here (README.md has the figures).
import PackageDescription

let package = Package(
    name: "EventsBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "events-bench", targets: ["EventsBenchmarks"])
    ],
    dependencies: [
        .package(name: "Events", path: ".."),
        .package(path: "Harness"),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // AsyncChannel, one of the comparisons.
        .package(url: "https://github.com/apple/swift-async-algorithms.git", from: "1.1.4"),
    ],
    targets: [
        .executableTarget(
            name: "EventsBenchmarks",
            dependencies: [
                .product(name: "Events", package: "Events"),
                .product(name: "EventsExtras", package: "Events"),
                .product(name: "BenchmarkHarness", package: "Harness"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        )
    ]
)
