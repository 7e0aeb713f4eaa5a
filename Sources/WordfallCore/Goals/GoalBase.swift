import Events

/// What the eight standard goals share: the spec, the reporter that publishes their progress,
/// and the tokens of their subscriptions. A subclass only says which events move its progress.
public class GoalBase: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    /// The subclass's subscriptions to the `GoalSources`, kept as long as the goal.
    var tokens: Set<ObserverToken> = []

    init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
    }
}
