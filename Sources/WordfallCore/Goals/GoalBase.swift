/// What goals share: the spec and the reporter that keeps their progress. A subclass only says which
/// events move its progress, subscribing to the `GoalSources` in its initializer
/// (`sources.onWordAccepted(whileAlive: self) { goal, word in ... }`).
///
/// Open, so a goal type can be written outside this module (docs/MODEL.md, "A goal of your own").
open class GoalBase: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter

    public init(spec: GoalSpec, index: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target)
    }
}
