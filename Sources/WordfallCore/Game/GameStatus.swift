/// Where a game stands.
public enum GameStatus: Hashable, Sendable {
    /// Built, `start()` not called yet.
    case ready
    case playing
    case completed(stars: Int)
    case failed(FailureReason)
    /// The player ended the level before it was over (`Game.endByPlayer()`).
    case ended

    /// Whether the level has ended (completed, failed or ended by the player).
    public var isOver: Bool {
        switch self {
        case .completed, .failed, .ended: true
        case .ready, .playing: false
        }
    }
}
