/// The payload of `Game.levelStarted`: what a view needs to draw the level.
public struct LevelStart: Hashable, Sendable {
    /// The level's id.
    public var level: String
    public var title: String
    public var board: Board
    public var goals: [GoalInfo]

    public init(level: String, title: String, board: Board, goals: [GoalInfo]) {
        self.level = level
        self.title = title
        self.board = board
        self.goals = goals
    }
}

/// A goal as a view shows it.
public struct GoalInfo: Hashable, Sendable {
    /// The index in the level's list.
    public var goal: Int
    /// The docs/RULES.md type name, e.g. `longWords`.
    public var type: String
    public var target: Int
    /// The level file's label, nil when it has none.
    public var label: String?
    /// The label, or a generated description such as "Spell 3 words of 5+ letters".
    public var description: String

    public init(goal: Int, type: String, target: Int, label: String?, description: String) {
        self.goal = goal
        self.type = type
        self.target = target
        self.label = label
        self.description = description
    }
}
