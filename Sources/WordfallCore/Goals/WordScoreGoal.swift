import Events

/// The `wordScore` goal: progress is the most points any single accepted word scored.
public final class WordScoreGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        sources.wordAccepted.addObserver(self) { goal, word in goal.reporter.raise(to: word.points) }
            .store(in: &tokens)
    }
}
