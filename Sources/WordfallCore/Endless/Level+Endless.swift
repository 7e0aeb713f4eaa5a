extension Level {
    /// The endless game's rows and columns: Bookworm's tall board, as tall as 80x24 draws.
    public static let endlessSize = (rows: 7, columns: 7)
    /// The word length whose words drop a reward tile in the endless game (a double word; 2 more: triple).
    public static let endlessRewardLength = 6

    /// The start of an endless game's id: `endless-SEED`, so each seed's best is its own.
    public static let endlessID = "endless"

    /// The seed of the endless game whose id is `id`; nil for another level.
    public static func endlessSeed(id: String) -> UInt64? {
        guard id.hasPrefix(endlessID + "-") else { return nil }
        return UInt64(id.dropFirst(endlessID.count + 1))
    }

    /// The endless game played from `seed` (docs/RULES.md, "The endless game"): a falling board with no
    /// goals, burning tiles that burn down, and a level that rises every few words.
    public static func endless(seed: UInt64) -> Level {
        let first = EndlessStage(number: 1)
        return Level(
            id: "\(endlessID)-\(seed)", title: "Endless, seed \(seed)",
            board: .random(rows: endlessSize.rows, columns: endlessSize.columns),
            rules: Rules(
                refill: .gravity, shuffles: 0, hints: 3, hardLetters: first.hardLetters,
                burnEvery: first.burnEvery, rewardLength: endlessRewardLength, endless: true),
            seed: seed, goals: [])
    }
}
