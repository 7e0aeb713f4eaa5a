extension TileSet {
    /// French (docs/LANGUAGES.md): the official Scrabble set without its blanks, the 26 letters A-Z, each its
    /// own code letter; its Q is a tile that reads Q alone (the tile set's rule: COQ, CINQ); every mark is
    /// folded, Ç as C, Œ as OE and Æ as AE (`école` is typed `ecole` or `école` and spelled E-C-O-L-E).
    public static let french = TileSet.ofLetters(
        [
            ("A", 1, 9), ("B", 3, 2), ("C", 3, 2), ("D", 2, 3), ("E", 1, 15), ("F", 4, 2), ("G", 2, 2),
            ("H", 4, 2), ("I", 1, 8), ("J", 8, 1), ("K", 10, 1), ("L", 1, 5), ("M", 2, 3), ("N", 1, 6),
            ("O", 1, 6), ("P", 3, 2), ("Q", 8, 1), ("R", 1, 6), ("S", 1, 6), ("T", 1, 6), ("U", 1, 6),
            ("V", 4, 2), ("W", 10, 1), ("X", 10, 1), ("Y", 10, 1), ("Z", 10, 1),
        ], hardLetters: "JKQWXYZ")

    /// A set of the letters A-Z alone, each its own code letter, typed as itself, its Q reading Q alone and
    /// every mark folded (French, Dutch): `(letter, value, count)` for each tile.
    static func ofLetters(_ letters: [(String, Int, Int)], hardLetters: String) -> TileSet {
        let tiles = letters.map { letter, value, count in
            LanguageTile(code: letter.utf8.first ?? 65, face: letter, value: value, count: count)
        }
        return TileSet(tiles: tiles, qReadsQU: false, vowels: "AEIOU", hardLetters: hardLetters, folds: true)
    }
}
