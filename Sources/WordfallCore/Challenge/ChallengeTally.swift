/// How many challenges a player won, lost and drew against a friend's result (`wordfall compare`).
public struct ChallengeTally: Hashable, Sendable {
    public var won: Int
    public var lost: Int
    public var drawn: Int

    public init(won: Int = 0, lost: Int = 0, drawn: Int = 0) {
        self.won = won
        self.lost = lost
        self.drawn = drawn
    }
}
