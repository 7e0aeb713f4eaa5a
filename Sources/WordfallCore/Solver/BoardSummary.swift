/// How many words a board holds and the best of them, without the list: `Lexicon.summary(on:minLength:)`.
public struct BoardSummary: Sendable {
    /// The number of distinct words found.
    public let count: Int
    /// How many of them are expected (`WordEntry.isExpected`): what the game offers.
    public let expectedCount: Int
    /// The word worth the most points (ties: alphabetically first) with its best path; nil when none.
    public let best: FoundWord?
    /// The expected word worth the most points (ties: alphabetically first); nil when none.
    public let bestExpected: FoundWord?
    /// Whether every path was tried (see `BoardWords.isComplete`).
    public let isComplete: Bool
    /// The tiles the search tried.
    public let steps: Int
}
