/// The payload of `GameEvent.levelRose`: the endless game's level rose (docs/RULES.md, "The endless game").
public struct LevelRise: Hashable, Sendable {
    /// The level now (2 after the first rise).
    public var level: Int
    /// A fresh tile is lit after this many words from now on.
    public var burnEvery: Int
    /// The most hard letters the board may hold from now on.
    public var hardLetters: Int

    public init(level: Int, burnEvery: Int, hardLetters: Int) {
        self.level = level
        self.burnEvery = burnEvery
        self.hardLetters = hardLetters
    }

    init(_ stage: EndlessStage) {
        self.init(level: stage.number, burnEvery: stage.burnEvery, hardLetters: stage.hardLetters)
    }
}
