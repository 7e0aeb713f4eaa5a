/// A goal as `levelStarted` announces it.
public struct GoalInfo: Hashable, Sendable {
    /// The index in the level's list.
    public var goal: Int
    /// The docs/RULES.md type name, e.g. `longWords`.
    public var type: String
    public var target: Int
    /// The level file's label, nil when it has none.
    public var label: String?

    public init(goal: Int, type: String, target: Int, label: String?) {
        self.goal = goal
        self.type = type
        self.target = target
        self.label = label
    }
}
