import WordfallCore

extension GoalSpec {
    /// What the screen says of the goal: the level file's label, else `GoalKind.generatedDescription(in:)`,
    /// its words and letters in `language`'s (`Use 2 Ä tiles`, never the code letter).
    public func text(in language: Language) -> String { label ?? kind.generatedDescription(in: language) }
}

extension GoalKind {
    /// The description shown when a goal has no `label`, e.g. "Score 10,000 points".
    public var generatedDescription: String { generatedDescription(in: .english) }

    /// The description shown when a goal has no `label`, its word and letter as `language` shows them: the
    /// word's real spelling (`Spell the word CAFÈ`), the tile's face (`Use 2 Ä tiles`, `Use 1 L·L tile`).
    public func generatedDescription(in language: Language) -> String {
        switch self {
        case .score(let target): "Score \(NumberText.grouped(target)) points"
        case .words(let count): "Spell \(Self.counted(count, "word"))"
        case .longWords(let count, let minLength): "Spell \(Self.counted(count, "word")) of \(minLength)+ letters"
        case .word(let word): "Spell the word \(language.shown(word.uppercased()))"
        case .wordScore(let target): "Score \(NumberText.grouped(target)) points with one word"
        case .letter(let letter, let count):
            "Use \(count) \(language.tiles.faces(of: String(UnicodeScalar(letter)))) \(count == 1 ? "tile" : "tiles")"
        case .bonusTiles(let count): "Use \(count) bonus \(count == 1 ? "tile" : "tiles")"
        case .streak(let count): "Spell \(Self.counted(count, "word")) in a row without a miss"
        case .custom(let goal): goal.description
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(NumberText.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}
