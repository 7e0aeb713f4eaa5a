/// What happens to the board after an accepted word.
public enum Refill: String, Hashable, Sendable {
    /// Used tiles vanish, the rest fall, fresh tiles fill from the bag.
    case gravity
    /// The board never changes (Boggle style).
    case none
}
