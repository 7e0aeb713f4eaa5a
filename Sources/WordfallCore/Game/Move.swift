/// One move of a headless run, and of the game's API.
public enum Move: Hashable, Sendable {
    /// A typed word, upper-cased.
    case word(String)
    /// An explicit path of cells.
    case path([Position])
    case shuffle
    case hint
    /// Advance the level clock by this many seconds.
    case wait(Double)
    /// The player finishes the level: a completion once every goal is done, else the level is ended
    /// by the player (`Game.endByPlayer()`).
    case finish
}
