import Events

/// A goal's progress and its two events; every goal type keeps one.
///
/// A goal calls `raise(to:)` while it observes the model's events, and the
/// reporter publishes when the move settles (`moveSettled`): `progressed`
/// if the progress changed since the last report, then `completed` the first
/// time the target is reached.
public final class GoalReporter {
    /// The goal's progress changed.
    public let progressed = ObservableEvent<GoalProgress>("goalProgress")
    /// The goal is done; the payload is its index.
    public let completed = ObservableEvent<Int>("goalCompleted")

    public let index: Int
    public let target: Int
    /// The progress so far, reported or not.
    public private(set) var current = 0
    public private(set) var isDone = false
    private var reported = 0
    private var token: ObserverToken?

    /// A reporter that publishes whenever `moveSettled` fires.
    public init(index: Int, target: Int, moveSettled: ObservableEvent<Void>) {
        self.index = index
        self.target = target
        token = moveSettled.addObserver(self) { reporter, _ in reporter.settle() }
    }

    /// Raises the progress to `value` (progress never goes down).
    public func raise(to value: Int) {
        if value > current { current = value }
    }

    /// Adds `amount` to the progress.
    public func add(_ amount: Int) {
        current += max(0, amount)
    }

    private func settle() {
        if current != reported {
            reported = current
            progressed.notifyObservers(GoalProgress(goal: index, current: current, target: target))
        }
        if !isDone && current >= target {
            isDone = true
            completed.notifyObservers(index)
        }
    }
}
