/// A level of the endless game (docs/RULES.md, "The endless game"): how often a tile is lit and how many
/// hard letters a board may hold, from the words played so far. The level rises every `wordsPerLevel`
/// words; each level lights tiles as often or more and lets more hard letters in, down to a floor.
public struct EndlessStage: Hashable, Sendable {
    /// Accepted words between two rises of the level.
    public static let wordsPerLevel = 6
    /// The words between two lit tiles at levels 1, 2, ... (the first word lights the first: the count starts
    /// one short); the last figure holds until `everyWordFrom` (docs/RULES.md, "The endless game": the tuning).
    public static let burnEveryByLevel = [2]
    /// The level from which a tile is lit after every word, so that even a player who always puts the fires
    /// out is pressed harder and harder (docs/RULES.md, "The endless game": the tuning).
    public static let everyWordFrom = 6
    /// The first level's hard letters; each level adds one, up to `mostHardLetters`.
    public static let firstHardLetters = 1
    public static let mostHardLetters = 5

    /// The level: 1 for the first `wordsPerLevel` words, then 2, and so on.
    public var number: Int
    /// A fresh tile is lit after this many accepted words (counted since the last one lit).
    public var burnEvery: Int
    /// The most hard letters (J K Q V X Z) the board may hold (docs/RULES.md, "Balanced draws").
    public var hardLetters: Int

    /// Level `number` (1 or more).
    public init(number: Int) {
        let number = max(1, number)
        self.number = number
        burnEvery =
            number >= Self.everyWordFrom
            ? 1 : Self.burnEveryByLevel[min(number, Self.burnEveryByLevel.count) - 1]
        hardLetters = min(Self.mostHardLetters, Self.firstHardLetters + (number - 1))
    }

    /// The words counted as played since the last tile lit when the game starts: one short of the first
    /// level's `burnEvery`, so the first word lights a tile (issue 40: "endless needs more fire pressure early").
    public static var headStart: Int { EndlessStage(number: 1).burnEvery - 1 }

    /// The level after `words` accepted words.
    public static func after(words: Int) -> EndlessStage {
        EndlessStage(number: 1 + max(0, words) / wordsPerLevel)
    }
}
