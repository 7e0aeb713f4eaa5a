/// What a lexicon knows of one word: how common it is and whether the game offers it
/// (docs/RULES.md, "Word tiers" and "Words the game never offers").
public struct WordEntry: Hashable, Sendable {
    /// The smallest SCOWL size level listing the word (10, 20, 35, 40, 50, 55 or 60; 10 is the most
    /// common), or 0 for a word of a list without tiers (a level's own word list).
    public let level: Int
    /// Whether the game offers it, accepts it only when typed, or refuses it.
    public let category: WordCategory

    /// The highest SCOWL size level of the expected words.
    public static let expectedLevel = 35

    public init(level: Int, category: WordCategory) {
        self.level = level
        self.category = category
    }

    /// Whether a player may score it.
    public var isAccepted: Bool { category != .slur }
    /// Whether the game may show it: in a hint, a review, a goal, a total.
    public var isOffered: Bool { category == .ordinary }
    /// Whether it is one of the words the game expects a player to know: offered, and of SCOWL size 35
    /// or less (or from a list without tiers). Every other accepted word is a find.
    public var isExpected: Bool { isOffered && level <= Self.expectedLevel }

    /// The entry of the word ending at a node with the value `value` (its terminal or slur bit set).
    init(nodeValue value: UInt64) {
        level = LexiconTrie.tierLevels[Int((value & LexiconTrie.tierMask) >> LexiconTrie.attributeShift)]
        category =
            value & LexiconTrie.slurBit != 0 ? .slur : value & LexiconTrie.unofferedBit != 0 ? .unoffered : .ordinary
    }
}
