/// A level's rules; every field has the default docs/RULES.md gives.
public struct Rules: Hashable, Sendable {
    public var minWordLength: Int
    public var refill: Refill
    /// Accepted words allowed; nil for no limit.
    public var moves: Int?
    /// Seconds allowed; nil for no limit.
    public var timeLimit: Double?
    public var shuffles: Int
    public var hints: Int

    public init(
        minWordLength: Int = 3, refill: Refill = .gravity, moves: Int? = nil, timeLimit: Double? = nil,
        shuffles: Int = 1, hints: Int = 1
    ) {
        self.minWordLength = minWordLength
        self.refill = refill
        self.moves = moves
        self.timeLimit = timeLimit
        self.shuffles = shuffles
        self.hints = hints
    }
}
