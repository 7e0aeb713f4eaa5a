/// The `wordScore` goal: progress is the most points any single accepted word scored.
public final class WordScoreGoal: GoalBase {
    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, word in goal.reporter.raise(to: word.points) }
    }
}
