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

    /// The words as a replay keeps them: `+WORD` a line for an added word, `-WORD` for a removed one.
    package var text: String {
        added.map { "+\($0)\n" }.joined() + removed.map { "-\($0)\n" }.joined()
    }

    /// The words of `text` (as `text` writes them); nil when a line is anything else (damaged).
    package init?(text: String) {
        self.init()
        for line in text.split(separator: "\n") {
            let word = String(line.dropFirst())
            guard GameStore.isWord(word) else { return nil }
            switch line.first {
            case "+": added.append(word)
            case "-": removed.append(word)
            default: return nil
            }
        }
    }
}
