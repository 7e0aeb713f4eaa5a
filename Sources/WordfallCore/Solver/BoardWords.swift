/// What a search of a board found: the words, and whether the search saw every path or stopped at its
/// step budget.
public struct BoardWords: Sendable {
    /// The words found, best first (points descending, ties alphabetical), each once with its best path.
    public let words: [FoundWord]
    /// Whether every path was tried; when false, `words` holds those found before the budget ran out,
    /// and a word's path is the best of the paths tried.
    public let isComplete: Bool
    /// The tiles the search tried.
    public let steps: Int
}
