/// What `--dictionary` and `--seed` override in a level, as plain values: `LevelOptions` is the
/// argument-parser face of the same, and the plain forms of the headless commands
/// (`DirectInvocation`) make this without it.
struct LevelOverrides {
    /// A word list to use instead of the level's.
    var dictionary: String?
    /// The random seed to use instead of the level's.
    var seed: UInt64?
    /// The level file a challenge code of a level of one's own names (`--level`).
    var challengeLevel: String?
    /// The name a challenge's result line carries (`run --name`).
    var name: String?
}
