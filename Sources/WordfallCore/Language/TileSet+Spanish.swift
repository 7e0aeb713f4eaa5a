extension TileSet {
    /// Spanish (docs/LANGUAGES.md): the official Scrabble set (FISE) without its blanks, 28 tiles and no K or
    /// W; Ñ a tile of its own (code letter W), CH, LL and RR tiles of two letters (code letters 0, 1 and 2:
    /// a set of more than 26 tiles, `LetterCode`), Q a tile that reads Q alone (code letter K, so the code Q's
    /// QU never applies: QUESO is Q-U-E-S-O); the marks Á É Í Ó Ú Ü are folded.
    public static let spanish: TileSet = {
        let tiles: [LanguageTile] = [
            .init(code: 65, face: "A", value: 1, count: 12), .init(code: 66, face: "B", value: 3, count: 2),
            .init(code: 67, face: "C", value: 3, count: 4), .init(code: 48, face: "CH", value: 5, count: 1),
            .init(code: 68, face: "D", value: 2, count: 5), .init(code: 69, face: "E", value: 1, count: 12),
            .init(code: 70, face: "F", value: 4, count: 1), .init(code: 71, face: "G", value: 2, count: 2),
            .init(code: 72, face: "H", value: 4, count: 2), .init(code: 73, face: "I", value: 1, count: 6),
            .init(code: 74, face: "J", value: 8, count: 1), .init(code: 76, face: "L", value: 1, count: 4),
            .init(code: 49, face: "LL", value: 8, count: 1), .init(code: 77, face: "M", value: 3, count: 2),
            .init(code: 78, face: "N", value: 1, count: 5), .init(code: 87, face: "Ñ", value: 8, count: 1),
            .init(code: 79, face: "O", value: 1, count: 9), .init(code: 80, face: "P", value: 3, count: 2),
            .init(code: 75, face: "Q", typed: ["q"], value: 5, count: 1),
            .init(code: 82, face: "R", value: 1, count: 5), .init(code: 50, face: "RR", value: 8, count: 1),
            .init(code: 83, face: "S", value: 1, count: 6), .init(code: 84, face: "T", value: 1, count: 4),
            .init(code: 85, face: "U", value: 1, count: 5), .init(code: 86, face: "V", value: 4, count: 1),
            .init(code: 88, face: "X", value: 8, count: 1), .init(code: 89, face: "Y", value: 4, count: 1),
            .init(code: 90, face: "Z", value: 10, count: 1),
        ]
        return TileSet(tiles: tiles, qReadsQU: false, vowels: "AEIOU", hardLetters: "J1W2XZ", folds: true)
    }()
}
