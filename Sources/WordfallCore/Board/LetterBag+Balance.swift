extension LetterBag {
    /// The hard letters a `hardLetters` rule caps: J, K, Q, V, X and Z (docs/RULES.md, "Balanced draws").
    public static let hardLetters: Set<UInt8> = Set("JKQVXZ".utf8)

    /// The vowels a balanced draw keeps between a third and a half of the board.
    static let vowels: Set<UInt8> = Set("AEIOU".utf8)

    /// The weights of a balanced draw on a board holding `counts` tiles of each letter (A to Z), with at
    /// most `cap` hard letters (docs/RULES.md, "Balanced draws"), the board holding `size` tiles once drawn.
    ///
    /// Each letter weighs `weight x 12 / (2 + copies on the board)`; consonants are halved when fewer than
    /// a third of the board's tiles are vowels, vowels when more than half are; hard letters weigh 0 once
    /// the board holds `cap` of them; consonants weigh 0 when the tiles left to draw, this one included,
    /// are no more than the vowels the board lacks of a quarter of `size` (`Self.vowelFloor`). When every
    /// weight is 0, the bag's own weights.
    public func balancedWeights(counts: [Int], cap: Int, size: Int? = nil) -> [Int] {
        var result = [Int](repeating: 0, count: weights.count)
        result.withUnsafeMutableBufferPointer { balance(into: $0, counts: counts, cap: cap, size: size) }
        return result
    }

    /// The fewest vowels a balanced draw leaves on a board of `size` tiles: a quarter, rounded up (3 of 9,
    /// 4 of 16, 9 of 36; issue 40: a 3x3 board's refill came with no vowel at all).
    public static func vowelFloor(size: Int) -> Int { (size + 3) / 4 }

    /// `balancedWeights(counts:cap:size:)` written into `result` (a slot a weight): sets of letters as bit masks, no
    /// hashing and no allocation, since `check` and the generator balance every tile of thousands of draws.
    @inline(__always)
    private func balance(
        into result: UnsafeMutableBufferPointer<Int>, counts: [Int], cap: Int, size: Int?, vowelsOnly: Bool = false
    ) {
        var tiles = 0
        var vowelCount = 0
        var hardCount = 0
        let letters = weights.count
        for index in 0..<letters {
            let bit: UInt64 = 1 << UInt64(index)
            tiles += counts[index]
            if Self.vowelBits & bit != 0 { vowelCount += counts[index] }
            if Self.hardBits & bit != 0 { hardCount += counts[index] }
        }
        let halveConsonants = 3 * vowelCount < tiles
        let halveVowels = 2 * vowelCount > tiles
        // The tiles left to draw, this one included, can just make up the vowels the floor asks: a vowel.
        let lacking = size.map { Self.vowelFloor(size: $0) - vowelCount } ?? 0
        let vowelNeeded = lacking > 0 && (size ?? 0) - tiles <= lacking
        var any = false
        for index in 0..<letters {
            let bit: UInt64 = 1 << UInt64(index)
            // A letter not on the board (most of them) weighs `weight x 6` exactly: no division, the
            // costliest instruction of a draw, which `check` makes for every tile of thousands of boards.
            let copies = counts[index]
            var weight = copies == 0 ? weights[index] * 6 : weights[index] * 12 / (2 + copies)
            let vowel = Self.vowelBits & bit != 0
            if (!vowel && halveConsonants) || (vowel && halveVowels) { weight /= 2 }
            if !vowel && vowelNeeded { weight = 0 }
            if Self.hardBits & bit != 0 && hardCount >= cap { weight = 0 }
            if vowelsOnly && !vowel { weight = 0 }
            result[index] = weight
            any = any || weight > 0
        }
        if !any {
            // With no vowel to draw, the balanced draw as without `vowelsOnly`.
            if vowelsOnly { return balance(into: result, counts: counts, cap: cap, size: size) }
            for index in 0..<letters { result[index] = weights[index] }
        }
    }

    /// `vowels` and `hardLetters` as bits, A = bit 0.
    private static let vowelBits: UInt64 = 0b1_0000_0100_0001_0001_0001
    private static let hardBits: UInt64 = 1 << 9 | 1 << 10 | 1 << 16 | 1 << 21 | 1 << 23 | 1 << 25

    /// Draws a plain tile: from the bag's weights when `cap` is nil, else balanced against `counts` (which
    /// then counts the tile drawn) on a board of `size` tiles; with `vowelsOnly`, every consonant weighs 0
    /// (the endless game's vowel in every row, docs/RULES.md).
    public func drawTile(
        using random: inout SplitMix64, counts: inout [Int], cap: Int?, size: Int? = nil, vowelsOnly: Bool = false
    ) -> Tile {
        guard let cap else { return drawTile(using: &random) }
        // As `LetterBag(weights: balancedWeights(...)).draw(using:)`, with the weights on the stack.
        let letters = weights.count
        let letter = withUnsafeTemporaryAllocation(of: Int.self, capacity: letters) { slots -> UInt8 in
            balance(into: slots, counts: counts, cap: cap, size: size, vowelsOnly: vowelsOnly)
            var total = 0
            for index in 0..<letters { total += slots[index] }
            var r = random.next(modulo: total)
            for index in 0..<letters {
                if r < slots[index] { return LetterCode.code(index: index) }
                r -= slots[index]
            }
            return LetterCode.code(index: letters - 1)
        }
        counts[LetterCode.index(letter)] += 1
        return Tile(letter: letter, value: values[LetterCode.index(letter)], qReadsQU: qReadsQU)
    }
}

extension Board {
    /// How many tiles of each code letter (`LetterCode.index`: A to Z, then 0-9) the board holds, leaving out
    /// the cells of `excluded` (row-major indexes).
    public func letterCounts(excluding excluded: Set<Int> = []) -> [Int] {
        var counts = [Int](repeating: 0, count: LetterCode.count)
        for (index, tile) in tiles.enumerated() where !excluded.contains(index) {
            counts[LetterCode.index(tile.letter)] += 1
        }
        return counts
    }

    /// How many tiles of each code letter the board holds, leaving out the cells whose `skipped` is true
    /// (one a cell, row-major): a mask, not a `Set<Int>`, whose storage costs a protocol-conformance scan
    /// the first time a process makes one (issue 38), and whose hashing every refill of `check`'s games paid.
    func letterCounts(skipping skipped: [Bool]) -> [Int] {
        var counts = [Int](repeating: 0, count: LetterCode.count)
        for (index, tile) in tiles.enumerated() where !skipped[index] {
            counts[LetterCode.index(tile.letter)] += 1
        }
        return counts
    }
}
