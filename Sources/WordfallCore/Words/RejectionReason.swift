/// Why a word was rejected; the checks of docs/RULES.md in the order they are made.
public enum RejectionReason: String, Hashable, Sendable, CaseIterable {
    /// The level has already ended (completed or failed).
    case levelOver
    /// The word is empty or has a character outside A-Z / a-z.
    case invalidInput
    /// Fewer letters than the level's `minWordLength`.
    case tooShort
    /// Already accepted in this level.
    case alreadyFound
    /// A slur, or a word whose every sense is offensive: known to the list only to be refused.
    case offensive
    /// Not in the level's dictionary.
    case notInDictionary
    /// No path on the current board spells it (or the explicit path is not a path).
    case notOnBoard
}
