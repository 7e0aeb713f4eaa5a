// swift-tools-version: 6.2
// wordfall: a word game for the terminal, and the Events observer library it is built on.
// Linux only for now (Debian: ncurses and the release link flags below are Linux's); Events alone also
// builds on Apple platforms. Target shape (docs/decisions/0001):
//   Events, WordfallJSON <- WordfallCore <- WordfallHeadless, WordfallPlay <- WordfallProgress (+ CSQLite)
//   <- WordfallUI <- WordfallTerminal <- wordfall; WordfallWordNet stands alone. WordfallJSON (reading and writing JSON,
//   the one string escaper) imports nothing of ours; every target that reads or writes JSON imports it.
import PackageDescription

/// The game's dependencies on other packages are behind its default trait, so that `traits: []` resolves none.
let game = TargetDependencyCondition.when(traits: ["Game"])
/// The release link's order of functions (scripts/make-link-order.py, `make link-order`).
let linkOrder = Context.packageDirectory + "/scripts/wordfall-link-order.txt"

let package = Package(
    name: "wordfall",
    // Events uses Synchronization's Mutex and Atomic, available from these releases on; the game itself is
    // Linux only (docs/decisions/0002).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Events", targets: ["Events"]),
        .library(name: "EventsExtras", targets: ["EventsExtras"]),
        .library(name: "WordfallCore", targets: ["WordfallCore"]),
        .library(name: "WordfallHeadless", targets: ["WordfallHeadless"]),
        .library(name: "WordfallUI", targets: ["WordfallUI"]),
        .executable(name: "wordfall", targets: ["wordfall"]),
    ],
    // The game is the default trait. An adopter of Events alone names this package with `traits: []`: the
    // game's dependencies are then behind a disabled trait, and SwiftPM resolves none of them (0410).
    traits: [
        .trait(name: "Game", description: "The game's targets' dependencies (argument-parser, swift-system)."),
        .default(enabledTraits: ["Game"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.8.1"),
        // `make docs`: the Events DocC catalog (Events/Sources/Events/Events.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The Events package's sources (Events/Package.swift), built here as a target of this package: a
        // package depended on by URL may not depend on one by path (0410).
        .target(name: "Events", path: "Events/Sources/Events"),
        .target(name: "EventsExtras", dependencies: ["Events"], path: "Events/Sources/EventsExtras"),
        // JSON: the parser that keeps every value's line and column, the writer, the one string escaper.
        .target(name: "WordfallJSON"),
        // The model: board, lexicon, solver, validation, scoring, goals, levels. No Foundation, no terminal.
        .target(
            name: "WordfallCore",
            dependencies: [
                "Events", "EventsExtras", "WordfallJSON",
                .product(name: "SystemPackage", package: "swift-system", condition: game),
            ]),
        // `wordfall run`: move scripts in, JSON Lines out.
        .target(name: "WordfallHeadless", dependencies: ["WordfallCore", "WordfallJSON", "Events"]),
        // Saved data, all of it (docs/decisions/0420): the storage port the flow's effects are performed on
        // (`ProgressRecorder`), its live recorders, and the SQLite store in the player's data folder (and the
        // `progress.json` it imports).
        .target(
            name: "WordfallProgress",
            dependencies: [
                "WordfallCore", "WordfallJSON", "WordfallHeadless", "WordfallPlay", "CSQLite",
                .product(name: "SystemPackage", package: "swift-system", condition: game),
            ],
            // Every configuration links it, so that whatever links this target (the benchmarks, an example)
            // links SQLite too: debug builds the shared library, the static release binary libsqlite3.a (a
            // `-static-executable` link finds the archive for `-lsqlite3`; named in its group below as well).
            linkerSettings: [.linkedLibrary("sqlite3")]),
        // SQLite's C library (Debian's libsqlite3-dev), as CNcursesw is ncurses'.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // The flow of play (docs/decisions/0420): state, actions, a reducer and the effects it asks for.
        .target(name: "WordfallPlay", dependencies: ["WordfallCore"]),
        .target(name: "WordfallUI", dependencies: ["WordfallCore", "WordfallPlay", "WordfallProgress", "Events"]),
        // What a word means: WordNet's files (Debian's wordnet-base) read in place.
        .target(name: "WordfallWordNet"),
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
                "WordfallCore", "WordfallHeadless", "WordfallJSON", "WordfallPlay", "WordfallProgress", "WordfallUI",
                "WordfallTerminal", "WordfallWordNet",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: game),
                .product(name: "SystemPackage", package: "swift-system", condition: game),
            ],
            // The release binary is a static executable (docs/decisions/0330): the Swift runtime, ncursesw and
            // tinfo (libncurses-dev's archives), SQLite, libstdc++ and glibc's libc and libm are all linked in,
            // so no dynamic loader runs at start-up (a fifth of a short command's time, 2,325 symbol bindings)
            // and no shared library's relocated pages count in its memory. None of our targets imports
            // Foundation; ArgumentParser uses FoundationEssentials (no ICU), named here. Foundation proper and
            // ICU are not linked (docs/decisions/0330). Debug builds (the tests) stay dynamic. The functions a
            // player's commands run are placed first and together (scripts/wordfall-link-order.txt, written by
            // `make link-order`), so that the pages they need are few.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-use-ld=lld", "-Xlinker", "--start-group", "-lFoundationEssentials",
                        "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization", "-lswiftDispatch",
                        "-ldispatch", "-lBlocksRuntime", "-lstdc++", "-l:libsqlite3.a", "-l:libncursesw.a",
                        "-l:libtinfo.a", "-lm", "-Xlinker", "--end-group", "-Xlinker", "--compress-debug-sections=zlib",
                        "-Xlinker", "--symbol-ordering-file=" + linkOrder, "-Xlinker", "--no-warn-symbol-ordering",
                    ],
                    .when(platforms: [.linux], configuration: .release)
                )
            ]
        ),
        // What several test targets share: the event recorder, fixtures, fakes, the binary locator.
        .target(
            name: "WordfallTestSupport",
            dependencies: ["WordfallCore", "WordfallPlay", "WordfallProgress", "WordfallUI", "Events"],
            path: "Tests/WordfallTestSupport"),
        .testTarget(
            name: "EventsTests", dependencies: ["Events", "EventsExtras"], path: "Events/Tests/EventsTests"),
        // Events and the game adopted as another project adopts them, from a scratch clone (0410).
        .testTarget(name: "AdoptionTests", path: "Tests/AdoptionTests"),
        .testTarget(name: "WordfallJSONTests", dependencies: ["WordfallJSON"]),
        .testTarget(name: "WordfallCoreTests", dependencies: ["WordfallCore", "Events", "WordfallTestSupport"]),
        .testTarget(
            name: "WordfallHeadlessTests", dependencies: ["WordfallHeadless", "WordfallCore", "WordfallTestSupport"]),
        .testTarget(name: "WordfallProgressTests", dependencies: ["WordfallProgress", "WordfallCore"]),
        .testTarget(name: "WordfallWordNetTests", dependencies: ["WordfallWordNet"]),
        .testTarget(name: "WordfallPlayTests", dependencies: ["WordfallPlay", "WordfallCore", "WordfallTestSupport"]),
        .testTarget(
            name: "WordfallUITests",
            dependencies: ["WordfallUI", "WordfallPlay", "WordfallProgress", "WordfallCore", "WordfallTestSupport"],
            exclude: ["Goldens/screens"]),
        .testTarget(
            name: "WordfallCLITests",
            dependencies: ["wordfall", "WordfallCore", "WordfallPlay", "WordfallProgress", "WordfallTestSupport"]),
    ]
)
