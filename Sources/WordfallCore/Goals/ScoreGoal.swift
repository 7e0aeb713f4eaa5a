import Events

/// The `score` goal: progress is the total score.
public final class ScoreGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        sources.scoreChanged.addObserver(self) { goal, change in goal.reporter.raise(to: change.score) }
            .store(in: &tokens)
    }
}
