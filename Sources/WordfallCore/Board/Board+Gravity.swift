extension Board {
    /// Removes the tiles at `used`, lets the rest fall, and fills the gaps from `bag` (the `gravity` refill).
    ///
    /// In each column the remaining tiles fall straight down, keeping their
    /// order; then the empty cells are filled with fresh plain tiles, columns
    /// left to right, and within a column from the top row down. Positions in
    /// `used` that are off the board, or repeated, are ignored.
    /// - Complexity: O(rows x columns).
    /// With `hardLetters`, the fresh tiles are balanced draws against the tiles that stayed and those drawn
    /// before them (docs/RULES.md, "Balanced draws"). With `vowelInEveryRow` (the endless game's rule), the
    /// last fresh tile drawn into a row is drawn from the vowels alone when the rest of its row holds none.
    public mutating func applyGravity(
        removing used: [Position], bag: LetterBag, using random: inout SplitMix64, hardLetters: Int? = nil,
        vowelInEveryRow: Bool = false
    ) {
        var removed = [Bool](repeating: false, count: tiles.count)
        for position in used where contains(position) {
            removed[position.row * columns + position.column] = true
        }
        var counts = letterCounts(skipping: removed)
        // Each column's empty rows at the top, once its kept tiles have fallen.
        var taken = [Int](repeating: 0, count: columns)
        for column in 0..<columns {
            // Walk up from the bottom, moving each kept tile to the lowest free row.
            var write = rows - 1
            for row in stride(from: rows - 1, through: 0, by: -1) {
                let index = row * columns + column
                if removed[index] { continue }
                if write != row { tiles[write * columns + column] = tiles[index] }
                write -= 1
            }
            taken[column] = write + 1
        }
        // The fresh tiles, columns left to right, each top down: the order the random numbers are drawn in.
        for column in 0..<columns {
            for row in 0..<taken[column] {
                let vowelsOnly =
                    vowelInEveryRow && !taken[(column + 1)...].contains { $0 > row }
                    && !hasVowel(row: row, except: column)
                tiles[row * columns + column] = bag.drawTile(
                    using: &random, counts: &counts, cap: hardLetters, size: tiles.count,
                    vowelsOnly: vowelsOnly)
            }
        }
        checkInvariants()
    }

    /// Whether row `row` holds a vowel (A E I O U) in a column other than `column`.
    func hasVowel(row: Int, except column: Int) -> Bool {
        (0..<columns).contains { $0 != column && LetterBag.vowels.contains(tiles[row * columns + $0].letter) }
    }
}

extension Board {
    /// The cells `applyGravity(removing: used, ...)` fills with fresh tiles: in each column, as many top
    /// cells as `used` took from it (docs/RULES.md, "After an accepted word"), row by row.
    public func cellsRefilled(removing used: [Position]) -> [Position] {
        var taken = [Int](repeating: 0, count: columns)
        for position in Set(used) where contains(position) { taken[position.column] += 1 }
        return (0..<rows).flatMap { row in
            (0..<columns).filter { row < taken[$0] }.map { Position(row: row, column: $0) }
        }
    }
}
