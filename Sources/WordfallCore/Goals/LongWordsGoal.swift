import Events

/// The `longWords` goal: progress is the number of accepted words of at least `minLength` letters.
public final class LongWordsGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    /// The fewest letters a word needs to count (QU counts as two).
    public let minLength: Int
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, minLength: Int, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        self.minLength = minLength
        sources.wordAccepted.addObserver(self) { goal, word in
            if word.word.utf8.count >= goal.minLength { goal.reporter.add(1) }
        }.store(in: &tokens)
    }
}
