import WordfallCore

extension GoalSpec {
    /// What the screen says of the goal: the level file's label, else `GoalKind.generatedDescription`.
    public var text: String { label ?? kind.generatedDescription }
}

extension GoalKind {
    /// The description shown when a goal has no `label`, e.g. "Score 10,000 points".
    public var generatedDescription: String {
        switch self {
        case .score(let target): "Score \(NumberText.grouped(target)) points"
        case .words(let count): "Spell \(Self.counted(count, "word"))"
        case .longWords(let count, let minLength): "Spell \(Self.counted(count, "word")) of \(minLength)+ letters"
        case .word(let word): "Spell the word \(word.uppercased())"
        case .wordScore(let target): "Score \(NumberText.grouped(target)) points with one word"
        case .letter(let letter, let count):
            "Use \(count) \(String(UnicodeScalar(letter))) \(count == 1 ? "tile" : "tiles")"
        case .bonusTiles(let count): "Use \(count) bonus \(count == 1 ? "tile" : "tiles")"
        case .streak(let count): "Spell \(Self.counted(count, "word")) in a row without a miss"
        case .custom(let goal): goal.description
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(NumberText.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}
