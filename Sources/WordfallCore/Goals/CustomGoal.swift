/// A goal of a `CustomGoalType`, with the values its level file gave.
public struct CustomGoal: Hashable, Sendable {
    /// Its type.
    public var type: CustomGoalType
    /// The progress at which the goal is done.
    public var target: Int
    /// Every field as read, by name (written back as they are when the level is saved, e.g. with a replay).
    public var values: [String: GoalFieldValue]

    public init(type: CustomGoalType, target: Int, values: [String: GoalFieldValue]) {
        self.type = type
        self.target = target
        self.values = values
    }

    /// The words a screen shows for it when it has no `label`.
    public var description: String { type.describe(self) }
}

/// The value of one field of a custom goal.
public enum GoalFieldValue: Hashable, Sendable {
    case integer(Int)
    case string(String)
}
