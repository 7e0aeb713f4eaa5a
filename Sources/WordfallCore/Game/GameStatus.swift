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

    /// `completed`, `failed` or `incomplete`, as the headless `summary` says it.
    public var summaryName: String {
        switch self {
        case .completed: "completed"
        case .failed: "failed"
        case .ready, .playing: "incomplete"
        }
    }
}
