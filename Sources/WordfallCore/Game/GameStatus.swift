/// Where a game stands.
public enum GameStatus: Hashable, Sendable {
    /// Built, `start()` not called yet.
    case ready
    case playing
    case completed(stars: Int)
    case failed(FailureReason)

    /// Whether the level has ended (completed or failed).
    public var isOver: Bool {
        switch self {
        case .completed, .failed: true
        case .ready, .playing: false
        }
    }
}
