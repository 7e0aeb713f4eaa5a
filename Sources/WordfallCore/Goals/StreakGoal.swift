/// The `streak` goal: progress is the longest run of accepted words with no rejected submission between them.
public final class StreakGoal: GoalBase {
    /// The run as this goal follows it (the same `Streak` rule as `Game.streak`).
    public internal(set) var streak = Streak()

    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, _ in
            goal.streak.follow(accepted: true)
            goal.reporter.raise(to: goal.streak.longest)
        }
        sources.onWordRejected(whileAlive: self) { goal, _ in goal.streak.follow(accepted: false) }
    }
}
