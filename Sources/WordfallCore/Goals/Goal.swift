/// One goal of a level: it follows the model's events and keeps its own progress.
///
/// A goal updates its count while observing the `GoalSources` the game
/// delivers; after each move the game asks its `GoalReporter` what changed and
/// publishes it on `Game.events` (`goalProgressed`, `goalCompleted`), after
/// `scoreChanged` and in goal order (docs/MODEL.md). Progress never goes down;
/// a done goal stays done.
public protocol Goal: AnyObject {
    /// The goal as the level file gives it.
    var spec: GoalSpec { get }
    /// Keeps the progress, which the game reports as `goalProgressed` and `goalCompleted`.
    var reporter: GoalReporter { get }
}

extension Goal {
    /// The index in the level's list.
    public var index: Int { reporter.index }
    /// The progress so far.
    public var current: Int { reporter.current }
    /// The progress at which the goal is done.
    public var target: Int { reporter.target }
    public var isDone: Bool { reporter.isDone }
    /// The docs/RULES.md type name, e.g. `longWords`.
    public var typeName: String { spec.kind.typeName }
    /// The level file's label, nil when it has none.
    public var label: String? { spec.label }

    /// The goal as `levelStarted` announces it.
    public var info: GoalInfo {
        GoalInfo(goal: index, type: typeName, target: target, label: label)
    }
}
