import ArgumentParser

/// The options every headless command shares: a dictionary override and a seed override.
///
/// `--data-dir` is left out on purpose: `run`, `check` and `solve` never read
/// or write saved progress (see docs/decisions/0028).
struct LevelOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("A word list to use instead of the level's (one word a line).", valueName: "file"),
        completion: .file())
    var dictionary: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The random seed to use instead of the level's (0 to 2^64-1).", valueName: "n"))
    var seed: UInt64?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With a challenge code of a level file of one's own: that level file, as your friend sent it.",
            valueName: "file"),
        completion: .file(extensions: ["json"]))
    var level: String?

    /// The same, as plain values.
    var overrides: LevelOverrides { LevelOverrides(dictionary: dictionary, seed: seed, challengeLevel: level) }
}
