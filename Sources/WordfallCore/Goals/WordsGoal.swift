/// The `words` goal: progress is the number of accepted words.
public final class WordsGoal: GoalBase {
    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, _ in goal.reporter.add(1) }
    }
}
