/// Builds the goal for a `GoalSpec`: the one place that knows the goal types.
public struct GoalFactory: Sendable {
    /// The goal for `spec`, at `index` in the level's list, subscribed to `sources`.
    public var make: @Sendable (_ spec: GoalSpec, _ index: Int, _ sources: GoalSources) -> any Goal

    public init(make: @escaping @Sendable (_ spec: GoalSpec, _ index: Int, _ sources: GoalSources) -> any Goal) {
        self.make = make
    }

    /// The eight goal types of docs/RULES.md, and each custom goal built by its own type.
    public static let standard = GoalFactory { spec, index, sources in
        switch spec.kind {
        case .score: ScoreGoal(spec: spec, index: index, sources: sources)
        case .words: WordsGoal(spec: spec, index: index, sources: sources)
        case .longWords(_, let minLength):
            LongWordsGoal(spec: spec, index: index, minLength: minLength, sources: sources)
        case .word(let word): WordGoal(spec: spec, index: index, word: word, sources: sources)
        case .wordScore: WordScoreGoal(spec: spec, index: index, sources: sources)
        case .letter(let letter, _): LetterGoal(spec: spec, index: index, letter: letter, sources: sources)
        case .bonusTiles: BonusTilesGoal(spec: spec, index: index, sources: sources)
        case .streak: StreakGoal(spec: spec, index: index, sources: sources)
        case .custom(let goal): goal.type.make(spec, index, sources)
        }
    }
}
