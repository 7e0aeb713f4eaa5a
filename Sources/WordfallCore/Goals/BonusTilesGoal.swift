import Events

/// The `bonusTiles` goal: progress counts the bonus tiles used in accepted words.
public final class BonusTilesGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        sources.wordAccepted.addObserver(self) { goal, word in
            goal.reporter.add(word.tiles.reduce(0) { $0 + ($1.bonus == .none ? 0 : 1) })
        }.store(in: &tokens)
    }
}
