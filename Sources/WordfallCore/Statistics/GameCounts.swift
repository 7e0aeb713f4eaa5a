/// The games a player played, by kind, as "Games played" counts them (issue 40: "Games played 6" after 9
/// games, the endless games and the hunts counted nowhere). Practice is never counted: it keeps nothing.
public struct GameCounts: Hashable, Sendable {
    /// Levels ended: a pack's, a level file's, a challenge's.
    public var levels: Int
    /// Daily rounds ended.
    public var dailyRounds: Int
    /// Days whose hunt was played (a day's hunt is one game, however many times it was opened).
    public var hunts: Int
    /// Endless games ended.
    public var endless: Int

    public init(levels: Int = 0, dailyRounds: Int = 0, hunts: Int = 0, endless: Int = 0) {
        self.levels = levels
        self.dailyRounds = dailyRounds
        self.hunts = hunts
        self.endless = endless
    }

    /// Every game counted.
    public var total: Int { levels + dailyRounds + hunts + endless }

    /// "5 levels, 2 daily rounds, 1 hunt, 1 endless": the kinds played, nil when at most one kind was.
    public var kinds: String? {
        let parts = [
            (levels, "level", "levels"), (dailyRounds, "daily round", "daily rounds"), (hunts, "hunt", "hunts"),
            (endless, "endless", "endless"),
        ].filter { $0.0 > 0 }
        guard parts.count > 1 else { return nil }
        return parts.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", ")
    }
}
