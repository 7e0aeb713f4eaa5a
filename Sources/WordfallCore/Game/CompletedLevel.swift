/// The payload of `GameEvent.levelCompleted`: the level ended with every goal done.
public struct CompletedLevel: Hashable, Sendable {
    /// How a won level ended (docs/RULES.md, "The end of a level").
    public enum Ending: String, Hashable, Sendable {
        /// The player finished it (`Game.endByPlayer()`, `:finish`).
        case finished
        /// `moves` words have been accepted.
        case outOfMoves
        /// The clock reached `timeLimit`.
        case outOfTime
        /// No new word is formable and no shuffle is left.
        case noWordsLeft
        /// The endless game: a burning tile reached the bottom row.
        case burnedDown

        /// The ending of a won level that ran out the way a level is otherwise lost.
        public init(_ reason: FailureReason) {
            switch reason {
            case .outOfMoves: self = .outOfMoves
            case .outOfTime: self = .outOfTime
            case .noWordsLeft: self = .noWordsLeft
            case .burnedDown: self = .burnedDown
            }
        }
    }

    public var score: Int
    /// 1 to 3 (docs/RULES.md: 1, plus one per `stars` threshold reached), counted at the end.
    public var stars: Int
    /// Which way the level ended.
    public var ending: Ending

    public init(score: Int, stars: Int, ending: Ending) {
        self.score = score
        self.stars = stars
        self.ending = ending
    }
}
