extension Board {
    /// Shuffles the tiles, bonuses included: Fisher-Yates over the row-major order (docs/RULES.md).
    ///
    /// For i from n-1 down to 1, `j = next() % (i + 1)`, swap tiles i and j.
    public mutating func shuffle(using random: inout SplitMix64) {
        var i = tiles.count - 1
        while i >= 1 {
            let j = random.next(modulo: i + 1)
            tiles.swapAt(i, j)
            i -= 1
        }
        checkInvariants()
    }

    /// The board after `shuffle(using:)`.
    public func shuffled(using random: inout SplitMix64) -> Board {
        var board = self
        board.shuffle(using: &random)
        return board
    }
}
