// swift-tools-version: 6.2
// Events, the observer library wordfall is built on, as a package of its own: no dependencies, so an adopter
// resolves nothing else. Depend on it by path (`.package(path: "wordfall/Events")`); by URL, SwiftPM takes
// only the repository's root manifest, which vends the same sources with `traits: []`
// (docs/decisions/0410, README.md "Building on it"). Its version and changes: CHANGELOG.md here.
import PackageDescription

let package = Package(
    name: "Events",
    // Synchronization's Mutex and Atomic, which Events uses, are available from these releases on.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Events", targets: ["Events"]),
        // The publishers with a delivery of their own: SynchronizedEvent (any thread), ImmediateEvent (at once).
        .library(name: "EventsExtras", targets: ["EventsExtras"]),
    ],
    targets: [
        .target(name: "Events"),
        .target(name: "EventsExtras", dependencies: ["Events"]),
        .testTarget(name: "EventsTests", dependencies: ["Events", "EventsExtras"]),
    ]
)
