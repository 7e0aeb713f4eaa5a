extension TileSet {
    /// Catalan (docs/LANGUAGES.md): the official Scrabble set without its blanks, Ç, L·L and NY tiles of
    /// their own (code letters K, W and Y, which the set lacks), QU one tile as English's Q; every other
    /// mark folded (À É È Í Ï Ó Ò Ú Ü are typed and matched as their letters).
    public static let catalan: TileSet = {
        let tiles: [LanguageTile] = [
            .init(code: 65, face: "A", value: 1, count: 12), .init(code: 66, face: "B", value: 3, count: 2),
            .init(code: 67, face: "C", value: 2, count: 3), .init(code: 75, face: "Ç", value: 10, count: 1),
            .init(code: 68, face: "D", value: 2, count: 3), .init(code: 69, face: "E", value: 1, count: 13),
            .init(code: 70, face: "F", value: 4, count: 1), .init(code: 71, face: "G", value: 3, count: 2),
            .init(code: 72, face: "H", value: 8, count: 1), .init(code: 73, face: "I", value: 1, count: 8),
            .init(code: 74, face: "J", value: 8, count: 1), .init(code: 76, face: "L", value: 1, count: 4),
            .init(code: 87, face: "L·L", typed: ["l·l", "l.l", "ŀl", "l•l"], value: 10, count: 1),
            .init(code: 77, face: "M", value: 2, count: 3), .init(code: 78, face: "N", value: 1, count: 6),
            .init(code: 89, face: "NY", value: 10, count: 1), .init(code: 79, face: "O", value: 1, count: 5),
            .init(code: 80, face: "P", value: 3, count: 2),
            .init(code: 81, face: "QU", typed: ["q"], value: 8, count: 1),
            .init(code: 82, face: "R", value: 1, count: 8), .init(code: 83, face: "S", value: 1, count: 8),
            .init(code: 84, face: "T", value: 1, count: 5), .init(code: 85, face: "U", value: 1, count: 4),
            .init(code: 86, face: "V", value: 4, count: 1), .init(code: 88, face: "X", value: 10, count: 1),
            .init(code: 90, face: "Z", value: 8, count: 1),
        ]
        return TileSet(tiles: tiles, qReadsQU: true, vowels: "AEIOU", hardLetters: "HJKQWXYZ", folds: true)
    }()
}
