extension TileSet {
    /// German (docs/LANGUAGES.md): the official Scrabble set without its blanks, 29 tiles: the 26 letters
    /// A-Z, each its own code letter (its Q reads Q alone: QUELLE is Q-U-E-L-L-E), and Ä, Ö and Ü tiles of
    /// their own (code letters 0, 1 and 2: a set of more than 26 tiles, `LetterCode`), never written AE, OE,
    /// UE; ß is typed and spelled SS, and other marks are folded (`Café` is C-A-F-E).
    public static let german: TileSet = {
        let letters: [(String, Int, Int)] = [
            ("A", 1, 5), ("B", 3, 2), ("C", 4, 2), ("D", 1, 4), ("E", 1, 15), ("F", 4, 2), ("G", 2, 3),
            ("H", 2, 4), ("I", 1, 6), ("J", 6, 1), ("K", 4, 2), ("L", 2, 3), ("M", 3, 4), ("N", 1, 9),
            ("O", 2, 3), ("P", 4, 1), ("Q", 10, 1), ("R", 1, 6), ("S", 1, 7), ("T", 1, 6), ("U", 1, 6),
            ("V", 6, 1), ("W", 3, 1), ("X", 8, 1), ("Y", 10, 1), ("Z", 3, 1),
        ]
        var tiles = letters.map { letter, value, count in
            LanguageTile(code: letter.utf8.first ?? 65, face: letter, value: value, count: count)
        }
        tiles += [
            .init(code: 48, face: "Ä", value: 6, count: 1), .init(code: 49, face: "Ö", value: 8, count: 1),
            .init(code: 50, face: "Ü", value: 6, count: 1),
        ]
        return TileSet(tiles: tiles, qReadsQU: false, vowels: "AEIOU012", hardLetters: "JQVXY", folds: true)
    }()
}
