/// The player's own words (`wordfall words`): accepted beyond the dictionary, or removed from it.
public struct PlayerWords: Hashable, Sendable {
    /// Words the player accepts, upper case, alphabetical.
    public var added: [String]
    /// Dictionary words the player does not accept, upper case, alphabetical.
    public var removed: [String]

    public init(added: [String] = [], removed: [String] = []) {
        self.added = added
        self.removed = removed
    }

    /// Whether the player has no words of their own.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}
