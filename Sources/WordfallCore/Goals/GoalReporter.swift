import Events

/// A goal's progress and its two events; every goal keeps one.
///
/// A goal calls `raise(to:)` or `add(_:)` while it observes the model's
/// events; after the move's events have reached the goals, the game asks
/// every reporter what changed and publishes it: `progressed` if the progress
/// changed since the last report, then `completed` the first time the target
/// is reached. Only the game fires the two events.
public final class GoalReporter {
    /// The goal's progress changed.
    public var progressed: EventSource<GoalProgress> { progressedEvent.source }
    /// The goal is done; the payload is its index.
    public var completed: EventSource<Int> { completedEvent.source }

    public let index: Int
    public let target: Int
    /// The progress so far, reported or not.
    public private(set) var current = 0
    /// Whether the game has reported the goal done.
    public private(set) var isDone = false
    private var reported = 0
    private let progressedEvent = ObservableEvent<GoalProgress>("goalProgress")
    private let completedEvent = ObservableEvent<Int>("goalCompleted")

    /// A reporter for the goal at `index` in the level's list, done at `target`.
    public init(index: Int, target: Int) {
        self.index = index
        self.target = target
    }

    /// Raises the progress to `value` (progress never goes down).
    public func raise(to value: Int) {
        if value > current { current = value }
    }

    /// Adds `amount` to the progress (a negative amount adds nothing).
    public func add(_ amount: Int) {
        current = Scoring.saturatingSum(current, max(0, amount))
    }

    /// What changed since the last report, as the game publishes it; marks the goal done.
    func report() -> [GameEvent] {
        var events: [GameEvent] = []
        if current != reported {
            reported = current
            events.append(.goalProgressed(GoalProgress(goal: index, current: current, target: target)))
        }
        if !isDone && current >= target {
            isDone = true
            events.append(.goalCompleted(index))
        }
        return events
    }

    /// Fires the typed event of a report (the game calls it as it publishes the move).
    func announce(_ progress: GoalProgress) {
        progressedEvent.notifyObservers(progress)
    }

    func announceCompleted() {
        completedEvent.notifyObservers(index)
    }
}
