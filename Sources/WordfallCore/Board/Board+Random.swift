extension Board {
    /// A board of plain tiles drawn from `bag`, filled in row-major order (docs/RULES.md).
    /// With `hardLetters`, each tile is a balanced draw against those drawn before it (docs/RULES.md).
    public static func random(
        rows: Int, columns: Int, bag: LetterBag, using random: inout SplitMix64, hardLetters: Int? = nil
    ) -> Board {
        var counts = [Int](repeating: 0, count: LetterCode.count)
        var tiles: [Tile] = []
        tiles.reserveCapacity(rows * columns)
        for _ in 0..<(rows * columns) {
            tiles.append(bag.drawTile(using: &random, counts: &counts, cap: hardLetters, size: rows * columns))
        }
        return Board(rows: rows, columns: columns, tiles: tiles)
    }
}
