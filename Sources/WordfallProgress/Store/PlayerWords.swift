/// The player's own words (`wordfall words`): accepted beyond the dictionary, or removed from it.
package struct PlayerWords: Hashable, Sendable {
    /// Words the player accepts, upper case, alphabetical.
    package var added: [String]
    /// Dictionary words the player does not accept, upper case, alphabetical.
    package var removed: [String]

    package init(added: [String] = [], removed: [String] = []) {
        self.added = added
        self.removed = removed
    }

    /// Whether the player has no words of their own.
    package var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}
