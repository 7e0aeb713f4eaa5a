import Events

/// The level's view of its goals: it observes every goal's `completed` event and says when all are done.
///
/// A level is complete the moment every goal is; this observer is how the
/// game learns it without asking any goal.
public final class LevelCompletionObserver {
    /// The last goal completed; sent once.
    public let allGoalsCompleted = ObservableEvent<Void>("allGoalsCompleted")

    /// How many goals are done.
    public private(set) var completedCount = 0
    /// How many goals the level has.
    public let goalCount: Int
    private var tokens: Set<ObserverToken> = []

    public init(goals: [any Goal]) {
        goalCount = goals.count
        for goal in goals {
            goal.completed.addObserver(self) { observer, _ in observer.goalCompleted() }.store(in: &tokens)
        }
    }

    /// Whether every goal is done.
    public var isComplete: Bool { completedCount == goalCount }

    private func goalCompleted() {
        completedCount += 1
        if completedCount == goalCount { allGoalsCompleted.notifyObservers() }
    }
}
