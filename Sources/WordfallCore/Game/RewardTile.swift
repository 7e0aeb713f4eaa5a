/// The payload of `GameEvent.rewardDropped`: a long word dropped a bonus tile among its fresh tiles
/// (docs/RULES.md, "Reward tiles").
public struct RewardTile: Hashable, Sendable {
    /// Where it landed: the top of the column of the word's last tile.
    public var cell: Position
    /// `.doubleWord`, or `.tripleWord` for a word two letters longer than the level's `rewardLength`.
    public var bonus: Bonus
    /// The word that earned it.
    public var word: String

    public init(cell: Position, bonus: Bonus, word: String) {
        self.cell = cell
        self.bonus = bonus
        self.word = word
    }
}
