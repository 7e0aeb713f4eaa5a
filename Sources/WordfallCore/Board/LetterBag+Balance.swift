extension LetterBag {
    /// The hard letters a `hardLetters` rule caps: J, K, Q, V, X and Z (docs/RULES.md, "Balanced draws").
    public static let hardLetters: Set<UInt8> = Set("JKQVXZ".utf8)

    /// The vowels a balanced draw keeps between a third and a half of the board.
    static let vowels: Set<UInt8> = Set("AEIOU".utf8)

    /// The weights of a balanced draw on a board holding `counts` tiles of each letter (A to Z), with at
    /// most `cap` hard letters (docs/RULES.md, "Balanced draws").
    ///
    /// Each letter weighs `weight x 12 / (2 + copies on the board)`; consonants are halved when fewer than
    /// a third of the board's tiles are vowels, vowels when more than half are; hard letters weigh 0 once
    /// the board holds `cap` of them. When every weight is 0, the bag's own weights.
    public func balancedWeights(counts: [Int], cap: Int) -> [Int] {
        let tiles = counts.reduce(0, +)
        let vowelCount = Self.vowels.reduce(0) { $0 + counts[Int($1) - 65] }
        let hardCount = Self.hardLetters.reduce(0) { $0 + counts[Int($1) - 65] }
        var result = weights.indices.map { weights[$0] * 12 / (2 + counts[$0]) }
        for index in result.indices {
            let letter = UInt8(65 + index)
            let vowel = Self.vowels.contains(letter)
            if (!vowel && 3 * vowelCount < tiles) || (vowel && 2 * vowelCount > tiles) { result[index] /= 2 }
            if Self.hardLetters.contains(letter) && hardCount >= cap { result[index] = 0 }
        }
        return result.contains { $0 > 0 } ? result : weights
    }

    /// Draws a plain tile: from the bag's weights when `cap` is nil, else balanced against `counts` (which
    /// then counts the tile drawn).
    public func drawTile(using random: inout SplitMix64, counts: inout [Int], cap: Int?) -> Tile {
        guard let cap else { return drawTile(using: &random) }
        let letter = LetterBag(weights: balancedWeights(counts: counts, cap: cap)).draw(using: &random)
        counts[Int(letter) - 65] += 1
        return Tile(letter: letter, value: values[Int(letter) - 65])
    }
}

extension Board {
    /// How many tiles of each letter (A to Z) the board holds, leaving out the cells of `excluded` (row-major
    /// indexes).
    public func letterCounts(excluding excluded: Set<Int> = []) -> [Int] {
        var counts = [Int](repeating: 0, count: 26)
        for (index, tile) in tiles.enumerated() where !excluded.contains(index) { counts[Int(tile.letter) - 65] += 1 }
        return counts
    }
}
