extension TileSet {
    /// Italian (docs/LANGUAGES.md): the official Scrabble set without its blanks, 21 letters and no J, K, W,
    /// X or Y; its Q is a tile that reads Q alone (code letter K, which the set lacks, so the code Q's QU
    /// never applies: ACQUA is A-C-Q-U-A); the marks À È É Ì Ò Ù are folded.
    public static let italian: TileSet = {
        let tiles: [LanguageTile] = [
            .init(code: 65, face: "A", value: 1, count: 14), .init(code: 66, face: "B", value: 5, count: 3),
            .init(code: 67, face: "C", value: 2, count: 6), .init(code: 68, face: "D", value: 5, count: 3),
            .init(code: 69, face: "E", value: 1, count: 11), .init(code: 70, face: "F", value: 5, count: 3),
            .init(code: 71, face: "G", value: 8, count: 2), .init(code: 72, face: "H", value: 8, count: 2),
            .init(code: 73, face: "I", value: 1, count: 12), .init(code: 76, face: "L", value: 3, count: 5),
            .init(code: 77, face: "M", value: 3, count: 5), .init(code: 78, face: "N", value: 3, count: 5),
            .init(code: 79, face: "O", value: 1, count: 15), .init(code: 80, face: "P", value: 5, count: 3),
            .init(code: 75, face: "Q", typed: ["q"], value: 10, count: 1),
            .init(code: 82, face: "R", value: 2, count: 6), .init(code: 83, face: "S", value: 2, count: 6),
            .init(code: 84, face: "T", value: 2, count: 6), .init(code: 85, face: "U", value: 3, count: 5),
            .init(code: 86, face: "V", value: 5, count: 3), .init(code: 90, face: "Z", value: 8, count: 2),
        ]
        return TileSet(tiles: tiles, qReadsQU: false, vowels: "AEIOU", hardLetters: "GHKZ", folds: true)
    }()
}
