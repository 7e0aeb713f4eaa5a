import Events

/// The `letter` goal: progress counts the tiles showing its letter in accepted words (a Q tile shows Q).
public final class LetterGoal: Goal {
    public let spec: GoalSpec
    public let reporter: GoalReporter
    /// The letter, as an upper-case ASCII code.
    public let letter: UInt8
    private var tokens: Set<ObserverToken> = []

    public init(spec: GoalSpec, index: Int, letter: UInt8, sources: GoalSources) {
        self.spec = spec
        reporter = GoalReporter(index: index, target: spec.kind.target, moveSettled: sources.moveSettled)
        self.letter = letter
        sources.wordAccepted.addObserver(self) { goal, word in
            goal.reporter.add(word.tiles.reduce(0) { $0 + ($1.letter == goal.letter ? 1 : 0) })
        }.store(in: &tokens)
    }
}
