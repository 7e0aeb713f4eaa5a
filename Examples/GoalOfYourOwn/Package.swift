// swift-tools-version: 6.2
// A goal type of one's own, built on wordfall's public API only (docs/MODEL.md, "A goal of your own").
// Another project names wordfall by its URL instead of this path (README.md says how).
import PackageDescription

let package = Package(
    name: "GoalOfYourOwn",
    platforms: [.macOS(.v15)],
    // Named, so that the folder the clone of wordfall sits in (its identity) does not matter.
    dependencies: [.package(name: "wordfall", path: "../..")],
    targets: [
        .target(name: "GoalOfYourOwn", dependencies: [.product(name: "WordfallCore", package: "wordfall")]),
        .testTarget(
            name: "GoalOfYourOwnTests",
            dependencies: [
                "GoalOfYourOwn", .product(name: "WordfallCore", package: "wordfall"),
                .product(name: "WordfallHeadless", package: "wordfall"),
            ]),
    ]
)
