/// One tile of a language's set (docs/LANGUAGES.md): its code letter inside the model, the face a player
/// reads, the forms a player may type for it, and its value and count in the official Scrabble
/// distribution.
public struct LanguageTile: Hashable, Sendable {
    /// The code letter (`LetterCode`: `A`-`Z`, or `0`-`9` in a set of more than 26 tiles) that stands for
    /// the tile in a word's tile spelling.
    public let code: UInt8
    /// What the tile shows and a word reads for it, upper case: `A`, `Ç`, `L·L`, `NY`, `QU`.
    public let face: String
    /// The lower-case forms a player may type for it, longest matched first (`l·l`, `l.l`, `ŀl`).
    public let typed: [String]
    /// Its Scrabble value.
    public let value: Int
    /// How many of it the bag holds.
    public let count: Int

    public init(code: UInt8, face: String, typed: [String] = [], value: Int, count: Int) {
        precondition(LetterCode.isCode(code), "a tile's code letter is A-Z or 0-9")
        self.code = code
        self.face = face
        self.typed = typed.isEmpty ? [face.lowercased()] : typed
        self.value = value
        self.count = count
    }

    /// Whether the tile reads more than one letter (`L·L`, `NY`, `QU`).
    public var isMultiLetter: Bool { face.count > 1 }
}
