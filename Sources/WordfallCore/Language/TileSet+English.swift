extension TileSet {
    /// English: the letters A-Z with their Scrabble values and counts, the Q tile reading QU, vowels
    /// AEIOU, hard letters JKQVXZ, nothing folded (docs/RULES.md).
    public static let english: TileSet = {
        let tiles = (0..<26).map { offset in
            let code = UInt8(65 + offset)
            let letter = String(Unicode.Scalar(code))
            return LanguageTile(
                code: code, face: code == UInt8(ascii: "Q") ? "QU" : letter, typed: [letter.lowercased()],
                value: Scoring.values[offset], count: LetterBag.english.weights[offset])
        }
        return TileSet(tiles: tiles, qReadsQU: true, vowels: "AEIOU", hardLetters: "JKQVXZ", folds: false)
    }()
}
