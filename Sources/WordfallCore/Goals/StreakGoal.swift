import Events

/// The `streak` goal: progress is the longest run of accepted words with no rejected submission between them.
public final class StreakGoal: GoalBase {
    /// The current run of accepted words since the last rejection.
    public private(set) var run = 0

    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.wordAccepted.addObserver(self) { goal, _ in
            goal.run += 1
            goal.reporter.raise(to: goal.run)
        }.store(in: &tokens)
        sources.wordRejected.addObserver(self) { goal, _ in goal.run = 0 }.store(in: &tokens)
    }
}
