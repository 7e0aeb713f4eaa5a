/// The payload of `GameEvent.goalProgressed`.
public struct GoalProgress: Hashable, Sendable {
    /// The goal's index in the level's list.
    public var goal: Int
    public var current: Int
    public var target: Int

    public init(goal: Int, current: Int, target: Int) {
        self.goal = goal
        self.current = current
        self.target = target
    }
}
