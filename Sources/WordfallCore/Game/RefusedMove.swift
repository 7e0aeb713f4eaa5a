/// The payload of `Game.moveRefused`: a shuffle or hint that was not allowed.
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
    }

    public var move: Kind
    public var reason: Reason

    public init(move: Kind, reason: Reason) {
        self.move = move
        self.reason = reason
    }
}
