/// The `letter` goal: progress counts the tiles showing its letter in accepted words (a Q tile shows Q).
public final class LetterGoal: GoalBase {
    /// The letter, as an upper-case ASCII code.
    public let letter: UInt8

    public init(spec: GoalSpec, index: Int, letter: UInt8, sources: GoalSources) {
        self.letter = letter
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, word in
            goal.reporter.add(word.tiles.reduce(0) { $0 + ($1.letter == goal.letter ? 1 : 0) })
        }
    }
}
