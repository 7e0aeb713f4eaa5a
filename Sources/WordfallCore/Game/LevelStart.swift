/// The payload of `GameEvent.levelStarted`: what a view needs to draw the level.
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
