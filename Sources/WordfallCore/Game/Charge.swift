/// The payload of `GameEvent.charged`: what a word refused in hard mode cost (docs/RULES.md, "Hard mode").
public struct Charge: Hashable, Sendable {
    /// What was taken: a move where the level has a move limit, else seconds of its clock, else points.
    public enum Cost: String, Hashable, Sendable {
        case move, time, points
    }

    public var cost: Cost
    /// How much: 1 move, 10 seconds (fewer when the clock had fewer left), or 50 points (fewer when the
    /// score was lower).
    public var amount: Int
    /// The word refused.
    public var word: String

    public init(cost: Cost, amount: Int, word: String) {
        self.cost = cost
        self.amount = amount
        self.word = word
    }

    /// The seconds a refused word takes from a clock.
    public static let seconds = 10
    /// The points a refused word takes where a level has neither moves nor a clock.
    public static let points = 50
}
