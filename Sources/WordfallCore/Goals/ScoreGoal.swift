/// The `score` goal: progress is the total score.
public final class ScoreGoal: GoalBase {
    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.onScoreChanged(whileAlive: self) { goal, change in goal.reporter.raise(to: change.score) }
    }
}
