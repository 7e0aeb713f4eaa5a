extension Rules {
    /// The reward tile a word of `letters` letters (a Q tile counting 2) drops (docs/RULES.md, "Reward
    /// tiles"): a double word from `rewardLength` letters, a triple word from two more; nil for a shorter
    /// word or a level without reward tiles. The one rule the game, the bot and the level's card follow.
    public func rewardBonus(letters: Int) -> Bonus? {
        guard let length = rewardLength, letters >= length else { return nil }
        return letters >= length + Self.tripleRewardLetters ? .tripleWord : .doubleWord
    }

    /// How many letters past `rewardLength` a word drops a triple word instead of a double.
    public static let tripleRewardLetters = 2
}
