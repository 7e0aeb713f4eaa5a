/// The `bonusTiles` goal: progress counts the bonus tiles used in accepted words.
public final class BonusTilesGoal: GoalBase {
    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, word in
            goal.reporter.add(word.tiles.reduce(0) { $0 + ($1.bonus == .none ? 0 : 1) })
        }
    }
}
