/// The `word` goal: progress is 1 once its word is accepted.
public final class WordGoal: GoalBase {
    /// The word to find, upper case.
    public let word: String

    public init(spec: GoalSpec, index: Int, word: String, sources: GoalSources) {
        self.word = word.uppercased()
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, accepted in
            if accepted.word == goal.word { goal.reporter.raise(to: 1) }
        }
    }
}
