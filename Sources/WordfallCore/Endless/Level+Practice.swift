extension Level {
    /// Practice's board size.
    public static let practiceSize = (rows: 5, columns: 5)

    /// A practice board from `seed` (docs/RULES.md, "Practice"): a random board, falling (with balanced
    /// draws) or static (`fixed`: `"refill": "none"`), no goals, no limit, 3 hints and 3 shuffles.
    public static func practice(seed: UInt64, fixed: Bool) -> Level {
        Level(
            id: "practice", title: fixed ? "Practice, a still board" : "Practice, a falling board",
            board: .random(rows: practiceSize.rows, columns: practiceSize.columns),
            rules: Rules(
                refill: fixed ? .none : .gravity, shuffles: 3, hints: 3, hardLetters: fixed ? nil : 2),
            seed: seed, goals: [])
    }
}
