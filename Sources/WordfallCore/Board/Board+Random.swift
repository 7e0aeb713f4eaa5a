extension Board {
    /// A board of plain tiles drawn from `bag`, filled in row-major order (docs/RULES.md).
    /// With `hardLetters`, each tile is a balanced draw against those drawn before it (docs/RULES.md).
    /// With `vowelInEveryRow` (the endless game's rule), a row's last tile is drawn from the vowels alone when
    /// the row holds none.
    public static func random(
        rows: Int, columns: Int, bag: LetterBag, using random: inout SplitMix64, hardLetters: Int? = nil,
        vowelInEveryRow: Bool = false
    ) -> Board {
        var counts = [Int](repeating: 0, count: LetterCode.count)
        var tiles: [Tile] = []
        tiles.reserveCapacity(rows * columns)
        for index in 0..<(rows * columns) {
            let vowelsOnly =
                vowelInEveryRow && index % columns == columns - 1
                && !tiles[(index - columns + 1)...].contains { LetterBag.vowels.contains($0.letter) }
            tiles.append(
                bag.drawTile(
                    using: &random, counts: &counts, cap: hardLetters, size: rows * columns, vowelsOnly: vowelsOnly))
        }
        return Board(rows: rows, columns: columns, tiles: tiles)
    }
}
