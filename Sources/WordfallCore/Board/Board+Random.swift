extension Board {
    /// A board of plain tiles drawn from `bag`, filled in row-major order (docs/RULES.md).
    public static func random(rows: Int, columns: Int, bag: LetterBag, using random: inout SplitMix64) -> Board {
        var tiles: [Tile] = []
        tiles.reserveCapacity(rows * columns)
        for _ in 0..<(rows * columns) {
            tiles.append(bag.drawTile(using: &random))
        }
        return Board(rows: rows, columns: columns, tiles: tiles)
    }
}
