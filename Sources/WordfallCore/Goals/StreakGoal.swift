import Events

/// The `streak` goal: progress is the longest run of accepted words with no rejected submission between them.
public final class StreakGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    /// The current run of accepted words since the last rejection.
    public private(set) var run = 0
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        sources.wordAccepted.addObserver(self) { goal, _ in
            goal.run += 1
            goal.reporter.raise(to: goal.run)
        }.store(in: &tokens)
        sources.wordRejected.addObserver(self) { goal, _ in goal.run = 0 }.store(in: &tokens)
    }
}
