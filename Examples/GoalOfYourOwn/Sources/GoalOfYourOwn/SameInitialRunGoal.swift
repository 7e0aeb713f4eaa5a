import WordfallCore

/// The `sameInitialRun` goal: progress counts the accepted words that start with the same letter as
/// the word accepted just before them, with no rejected submission between the two.
public final class SameInitialRunGoal: GoalBase {
    /// The type a level file names: `{"type": "sameInitialRun", "count": 2}`.
    public static let type = CustomGoalType(
        name: "sameInitialRun", fields: ["count"],
        describe: { goal in "Spell \(goal.target) words in a row starting like the word before" },
        decode: { fields in
            fields.integer("count", in: 1...100).map { count in
                CustomGoal(type: fields.type, target: count, values: ["count": .integer(count)])
            }
        },
        make: { spec, index, sources in SameInitialRunGoal(spec: spec, index: index, sources: sources) })

    /// The first letter of the last accepted word, nil after a rejected submission.
    private var lastInitial: UInt8?

    public override init(spec: GoalSpec, index: Int, sources: GoalSources) {
        super.init(spec: spec, index: index, sources: sources)
        sources.onWordAccepted(whileAlive: self) { goal, word in
            let initial = word.word.utf8.first
            if initial == goal.lastInitial { goal.reporter.add(1) }
            goal.lastInitial = initial
        }
        sources.onWordRejected(whileAlive: self) { goal, _ in goal.lastInitial = nil }
    }
}
