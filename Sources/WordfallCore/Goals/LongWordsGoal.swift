/// The `longWords` goal: progress is the number of accepted words of at least `minLength` letters.
public final class LongWordsGoal: GoalBase {
    /// The fewest letters a word needs to count (QU counts as two).
    public let minLength: Int

    public init(spec: GoalSpec, index: Int, minLength: Int, sources: GoalSources) {
        self.minLength = minLength
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, word in
            if word.word.utf8.count >= goal.minLength { goal.reporter.add(1) }
        }
    }
}
