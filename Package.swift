// swift-tools-version: 6.2
// wordfall: a word game for the terminal, and the Events observer library it is built on.
// Target shape (see ../shared/STYLE.md): Events <- WordfallCore <- WordfallUI <- WordfallTerminal <- wordfall.
import PackageDescription

let package = Package(
    name: "wordfall",
    products: [
        .library(name: "Events", targets: ["Events"]),
        .library(name: "WordfallCore", targets: ["WordfallCore"]),
        .library(name: "WordfallUI", targets: ["WordfallUI"]),
        .executable(name: "wordfall", targets: ["wordfall"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2")
    ],
    targets: [
        .target(name: "Events"),
        .target(name: "WordfallCore", dependencies: ["Events"]),
        .target(name: "WordfallUI", dependencies: ["WordfallCore", "Events"]),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "WordfallTerminal", dependencies: ["CNcursesw", "WordfallUI"]),
        .executableTarget(
            name: "wordfall",
            dependencies: [
                "WordfallCore", "WordfallUI", "WordfallTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "EventsTests", dependencies: ["Events"]),
        .testTarget(name: "WordfallCoreTests", dependencies: ["WordfallCore", "Events"]),
        .testTarget(name: "WordfallUITests", dependencies: ["WordfallUI", "WordfallCore"]),
        .testTarget(name: "WordfallCLITests", dependencies: ["wordfall"]),
    ]
)
