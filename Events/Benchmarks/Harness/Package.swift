// swift-tools-version: 6.2
// The benchmark harness of Events' benchmarks (Events/Benchmarks) and the game's (Benchmarks): ratios
// against a baseline measured in the same rounds. A package of its own with no dependencies, so each
// benchmark package takes it by path without bringing in the other's modules.
import PackageDescription

let package = Package(
    name: "BenchmarkHarness",
    products: [
        .library(name: "BenchmarkHarness", targets: ["BenchmarkHarness"])
    ],
    targets: [
        .target(name: "BenchmarkHarness")
    ]
)
