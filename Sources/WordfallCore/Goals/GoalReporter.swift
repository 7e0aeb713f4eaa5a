/// A goal's progress, and what of it the game has reported; every goal keeps one.
///
/// A goal calls `raise(to:)` or `add(_:)` while it observes the model's
/// events; after the move's events have reached the goals, the game asks
/// every reporter what changed and publishes it on `Game.events`:
/// `goalProgressed` if the progress changed since the last report, then
/// `goalCompleted` the first time the target is reached. Only the game reports.
public final class GoalReporter {
    public let index: Int
    public let target: Int
    /// The progress so far, reported or not.
    public private(set) var current = 0
    /// Whether the game has reported the goal done.
    public private(set) var isDone = false
    private var reported = 0

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

    /// The progress, done or not, and what was reported: all a reporter changes (`Game.Checkpoint`).
    var state: (current: Int, isDone: Bool, reported: Int) {
        get { (current, isDone, reported) }
        set { (current, isDone, reported) = newValue }
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
}
