/// The payload of `GameEvent.moveRefused`: a shuffle or hint that was not allowed.
public struct RefusedMove: Hashable, Sendable {
    /// The move that was refused.
    public enum Kind: String, Hashable, Sendable {
        case shuffle
        case hint
    }

    /// Why it was refused.
    public enum Reason: String, Hashable, Sendable {
        /// The level has ended.
        case levelOver
        /// None of that move is left.
        case noneLeft
        /// A shuffle: none of the boards it drew keeps the goals possible, so the board stays
        /// (docs/RULES.md, "A shuffle never takes a win away"); the shuffle is not used up.
        case wouldTrap
    }

    public var move: Kind
    public var reason: Reason

    public init(move: Kind, reason: Reason) {
        self.move = move
        self.reason = reason
    }
}
