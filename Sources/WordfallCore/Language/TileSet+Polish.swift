extension TileSet {
    /// Polish (docs/LANGUAGES.md): the official Scrabble set without its blanks, 32 tiles: the 23 letters
    /// Polish writes (no Q, V or X), each its own code letter, and Ą Ć Ę Ł Ń Ó Ś Ź Ż tiles of their own
    /// (code letters 0-8: a set of more than 26 tiles, `LetterCode`). Nothing is folded: a letter with a mark
    /// is its own tile or no tile (Ź is worth 9 and Ż 5, as the official set has them).
    public static let polish: TileSet = {
        let letters: [(String, Int, Int)] = [
            ("A", 1, 9), ("B", 3, 2), ("C", 2, 3), ("D", 2, 3), ("E", 1, 7), ("F", 5, 1), ("G", 3, 2),
            ("H", 3, 2), ("I", 1, 8), ("J", 3, 2), ("K", 2, 3), ("L", 2, 3), ("M", 2, 3), ("N", 1, 5),
            ("O", 1, 6), ("P", 2, 3), ("R", 1, 4), ("S", 1, 4), ("T", 2, 3), ("U", 3, 2), ("W", 1, 4),
            ("Y", 2, 4), ("Z", 1, 5),
        ]
        var tiles = letters.map { letter, value, count in
            LanguageTile(code: letter.utf8.first ?? 65, face: letter, value: value, count: count)
        }
        tiles += [
            .init(code: 48, face: "Ą", value: 5, count: 1), .init(code: 49, face: "Ć", value: 6, count: 1),
            .init(code: 50, face: "Ę", value: 5, count: 1), .init(code: 51, face: "Ł", value: 3, count: 2),
            .init(code: 52, face: "Ń", value: 7, count: 1), .init(code: 53, face: "Ó", value: 5, count: 1),
            .init(code: 54, face: "Ś", value: 5, count: 1), .init(code: 55, face: "Ź", value: 9, count: 1),
            .init(code: 56, face: "Ż", value: 5, count: 1),
        ]
        return TileSet(tiles: tiles, qReadsQU: false, vowels: "AEIOUY025", hardLetters: "F14678", folds: false)
    }()
}
