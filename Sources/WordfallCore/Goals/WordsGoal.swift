import Events

/// The `words` goal: progress is the number of accepted words.
public final class WordsGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        sources.wordAccepted.addObserver(self) { goal, _ in goal.reporter.add(1) }.store(in: &tokens)
    }
}
