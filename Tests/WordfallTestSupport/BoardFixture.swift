import WordfallCore

/// A board from row strings and an optional bonus overlay (`.`, `2`, `3`, `D`, `T`), for tests.
public func makeBoard(_ rows: [String], bonus: [String]? = nil) -> Board {
    var tiles: [Tile] = []
    for (r, row) in rows.enumerated() {
        let bonusRow = bonus.map { Array($0[r]) }
        for (c, letter) in row.utf8.enumerated() {
            let mark = bonusRow.map { Bonus(rawValue: $0[c]) ?? .none } ?? .none
            tiles.append(Tile(letter: letter, bonus: mark))
        }
    }
    return Board(rows: rows.count, columns: rows[0].count, tiles: tiles)
}
