import Events

/// The `word` goal: progress is 1 once its word is accepted.
public final class WordGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    /// The word to find, upper case.
    public let word: String
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, word: String, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        self.word = word.uppercased()
        sources.wordAccepted.addObserver(self) { goal, accepted in
            if accepted.word == goal.word { goal.reporter.raise(to: 1) }
        }.store(in: &tokens)
    }
}
