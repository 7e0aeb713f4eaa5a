// swift-tools-version: 6.2
// wordfall: a word game for the terminal, and the Events observer library it is built on.
// Target shape (docs/DECISIONS.md, "Targets"): Events <- WordfallCore <- WordfallUI <- WordfallTerminal <- wordfall.
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
        // No pkgConfig: ncursesw.pc's cflags (-D_DEFAULT_SOURCE, -D_XOPEN_SOURCE=600) are flags SwiftPM
        // refuses and warns about on every build; shim.h sets what the wide-character API needs itself,
        // and <ncursesw/curses.h> is on the default include path of Debian's libncurses-dev.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "WordfallTerminal", dependencies: ["CNcursesw", "WordfallUI"]),
        .executableTarget(
            name: "wordfall",
            dependencies: [
                "WordfallCore", "WordfallUI", "WordfallTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release binary links the Swift runtime and Foundation statically, not as a PIE: loading
            // the shared libraries costs about 11 MB of RSS, over the 15 MB budget of `wordfall run`.
            // The static Foundation archives are named here because only compiling with -static-stdlib
            // would add them by itself (docs/DECISIONS.md, "Release binary").
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-Xclang-linker", "-no-pie", "-Xlinker", "--start-group",
                        "-lFoundation", "-lCoreFoundation", "-l_FoundationICU", "-lFoundationInternationalization",
                        "-l_FoundationCShims", "-lFoundationEssentials", "-l_FoundationCollections",
                        "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime", "-lutil",
                        "-lstdc++", "-Xlinker", "--end-group",
                    ],
                    .when(platforms: [.linux], configuration: .release)
                )
            ]
        ),
        .testTarget(name: "EventsTests", dependencies: ["Events"]),
        .testTarget(name: "WordfallCoreTests", dependencies: ["WordfallCore", "Events"]),
        .testTarget(name: "WordfallUITests", dependencies: ["WordfallUI", "WordfallCore"]),
        .testTarget(name: "WordfallCLITests", dependencies: ["wordfall"]),
    ]
)
