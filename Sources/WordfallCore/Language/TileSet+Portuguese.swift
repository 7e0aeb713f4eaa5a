extension TileSet {
    /// Portuguese (docs/LANGUAGES.md): the official Scrabble set without its blanks, 24 tiles and no K, W or
    /// Y; Ç a tile of its own (code letter K, as Catalan's), Q a tile that reads Q alone (code letter W, so
    /// the code Q's QU never applies: QUANDO is Q-U-A-N-D-O); the marks Á Â Ã À É Ê Í Ó Ô Õ Ú Ü are folded.
    public static let portuguese: TileSet = {
        let tiles: [LanguageTile] = [
            .init(code: 65, face: "A", value: 1, count: 14), .init(code: 66, face: "B", value: 3, count: 3),
            .init(code: 67, face: "C", value: 2, count: 4), .init(code: 75, face: "Ç", value: 3, count: 2),
            .init(code: 68, face: "D", value: 2, count: 5), .init(code: 69, face: "E", value: 1, count: 11),
            .init(code: 70, face: "F", value: 4, count: 2), .init(code: 71, face: "G", value: 4, count: 2),
            .init(code: 72, face: "H", value: 4, count: 2), .init(code: 73, face: "I", value: 1, count: 10),
            .init(code: 74, face: "J", value: 5, count: 2), .init(code: 76, face: "L", value: 2, count: 5),
            .init(code: 77, face: "M", value: 1, count: 6), .init(code: 78, face: "N", value: 3, count: 4),
            .init(code: 79, face: "O", value: 1, count: 10), .init(code: 80, face: "P", value: 2, count: 4),
            .init(code: 87, face: "Q", typed: ["q"], value: 6, count: 1),
            .init(code: 82, face: "R", value: 1, count: 6), .init(code: 83, face: "S", value: 1, count: 8),
            .init(code: 84, face: "T", value: 1, count: 5), .init(code: 85, face: "U", value: 1, count: 7),
            .init(code: 86, face: "V", value: 4, count: 2), .init(code: 88, face: "X", value: 8, count: 1),
            .init(code: 90, face: "Z", value: 8, count: 1),
        ]
        return TileSet(tiles: tiles, qReadsQU: false, vowels: "AEIOU", hardLetters: "JWXZ", folds: true)
    }()
}
