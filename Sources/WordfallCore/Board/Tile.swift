/// One letter tile. `letter` is the tile's code letter in its language (decision 0460), English's letters for
/// English. A `Q` tile reads as the two letters `QU` (the Boggle convention) where its language's tile set says
/// so (English, Catalan); in French or Dutch it reads Q alone (`readsQU`).
public struct Tile: Hashable, Sendable {
    /// The tile's code letter (`LetterCode`): `A` (65) to `Z` (90), or `0`-`9` in a set of more than 26 tiles.
    public let letter: UInt8
    public let bonus: Bonus
    /// A burning tile's fuse: the words it lasts before it burns out (docs/RULES.md, "Burning tiles");
    /// 0 for a tile that is not burning.
    public internal(set) var fuse: Int

    /// Its value in its language's set (English's Scrabble values unless given).
    public let value: Int

    /// Whether the tile reads `QU`: a `Q` tile whose language's Q reads QU (`TileSet.qReadsQU`).
    public let readsQU: Bool

    /// A tile; `qReadsQU` is its language's Q rule (`TileSet.qReadsQU`), which only a `Q` tile takes.
    public init(letter: UInt8, value: Int? = nil, bonus: Bonus = .none, fuse: Int = 0, qReadsQU: Bool = true) {
        precondition(LetterCode.isCode(letter), "a tile's letter is a code letter, A-Z or 0-9")
        self.letter = letter
        self.value = value ?? Scoring.letterValue(letter)
        self.bonus = bonus
        self.fuse = fuse
        readsQU = qReadsQU && letter == UInt8(ascii: "Q")
    }

    /// The same tile with `bonus` and no fuse.
    func with(bonus: Bonus) -> Tile { Tile(letter: letter, value: value, bonus: bonus, qReadsQU: readsQU) }

    /// Whether the tile is burning: it must be used before its fuse runs out.
    public var isBurning: Bool { fuse > 0 }

    /// `letter` as a one-character string, e.g. "Q".
    public var symbol: String { String(UnicodeScalar(letter)) }

    /// The text the tile contributes to a word: "QU" for a Q that reads QU, else its letter.
    public var text: String { readsQU ? "QU" : symbol }

    /// How many letters the tile contributes to a word (2 for a Q that reads QU, else 1).
    public var letterCount: Int { readsQU ? 2 : 1 }

}
