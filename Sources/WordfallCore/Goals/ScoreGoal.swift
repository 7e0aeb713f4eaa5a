/// The `score` goal: progress is the total score.
public final class ScoreGoal: GoalBase {
    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.scoreChanged.addObserver(self) { goal, change in goal.reporter.raise(to: change.score) }
    }
}
