extension LetterBag {
    /// Draws one letter: `r = next() % total`, then the first letter (A to Z) whose cumulative weight exceeds `r`.
    ///
    /// - Returns: the letter as an upper-case ASCII code.
    public func draw(using random: inout SplitMix64) -> UInt8 {
        var r = random.next(modulo: total)
        for (index, weight) in weights.enumerated() {
            if r < weight { return LetterCode.code(index: index) }
            r -= weight
        }
        // Unreachable: r < total, the sum of the weights.
        return LetterCode.code(index: weights.count - 1)
    }

    /// Draws a plain tile (no bonus).
    public func drawTile(using random: inout SplitMix64) -> Tile {
        let letter = draw(using: &random)
        return Tile(letter: letter, value: values[LetterCode.index(letter)], qReadsQU: qReadsQU)
    }
}
