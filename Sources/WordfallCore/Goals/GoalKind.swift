/// A goal of one of the eight `GoalType`s, or of a `CustomGoalType`, with its fields' values.
public enum GoalKind: Hashable, Sendable {
    case score(target: Int)
    case words(count: Int)
    case longWords(count: Int, minLength: Int)
    /// The word in upper case.
    case word(String)
    case wordScore(target: Int)
    /// The letter as an upper-case ASCII code.
    case letter(UInt8, count: Int)
    case bonusTiles(count: Int)
    case streak(count: Int)
    /// A goal of a type registered with `LevelLoader(goalTypes:)`.
    case custom(CustomGoal)

    /// The goal's built-in type; nil for a custom one.
    public var type: GoalType? {
        switch self {
        case .custom: nil
        case .score: .score
        case .words: .words
        case .longWords: .longWords
        case .word: .word
        case .wordScore: .wordScore
        case .letter: .letter
        case .bonusTiles: .bonusTiles
        case .streak: .streak
        }
    }

    /// The `type` string used in level files and the headless output.
    public var typeName: String {
        if case .custom(let goal) = self { return goal.type.name }
        return type?.rawValue ?? ""
    }

    /// The progress at which the goal is done.
    public var target: Int {
        switch self {
        case .score(let target), .wordScore(let target): target
        case .words(let count), .longWords(let count, _), .letter(_, let count), .bonusTiles(let count),
            .streak(let count):
            count
        case .word: 1
        case .custom(let goal): goal.target
        }
    }
}
