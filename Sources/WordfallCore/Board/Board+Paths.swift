/// Paths on the board: the rules' path check, a path's text, and the best path for a word.
extension Board {
    /// Whether `cells` is a path: non-empty, every cell on the board, each adjacent to the previous one, none repeated.
    public func isPath(_ cells: [Position]) -> Bool {
        guard !cells.isEmpty else { return false }
        var used = [Bool](repeating: false, count: rows * columns)
        for (offset, cell) in cells.enumerated() {
            guard contains(cell) else { return false }
            if offset > 0 && !cell.isAdjacent(to: cells[offset - 1]) { return false }
            let index = cell.row * columns + cell.column
            if used[index] { return false }
            used[index] = true
        }
        return true
    }

    /// The text the tiles along `path` spell, upper case, `QU` for a Q tile (cells off the board are skipped).
    public func text(of path: [Position]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.count + 2)
        for cell in path where contains(cell) {
            let letter = self[cell].letter
            bytes.append(letter)
            if letter == UInt8(ascii: "Q") { bytes.append(UInt8(ascii: "U")) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The points the tiles along `path` are worth (cells off the board are skipped).
    public func points(of path: [Position]) -> Int {
        Scoring.points(for: path.lazy.filter { contains($0) }.map { self[$0] })
    }

    /// The path that spells `word` (case-insensitive) worth the most points; among equal ones,
    /// the lexicographically smallest list of (row, column). A Q tile spells "QU". Nil if none.
    public func bestPath(spelling word: String) -> [Position]? {
        var letters: [UInt8] = []
        for byte in word.utf8 {
            switch byte {
            case 65...90: letters.append(byte)
            case 97...122: letters.append(byte - 32)
            default: return nil
            }
        }
        guard !letters.isEmpty else { return nil }
        var search = PathSearch(board: self, letters: letters)
        for start in 0..<(rows * columns) {
            search.extend(cell: start, at: 0)
        }
        guard let best = search.best else { return nil }
        return best.map { Position(row: $0 / columns, column: $0 % columns) }
    }

    /// The cells adjacent to each cell, by row-major index, each list ascending.
    func neighbourIndices() -> [[Int]] {
        (0..<(rows * columns)).map { index in
            let row = index / columns
            let column = index % columns
            var list: [Int] = []
            for dr in -1...1 {
                for dc in -1...1 where dr != 0 || dc != 0 {
                    let r = row + dr
                    let c = column + dc
                    if r >= 0 && r < rows && c >= 0 && c < columns { list.append(r * columns + c) }
                }
            }
            return list
        }
    }
}

/// A depth-first search for the best path spelling a given word.
///
/// Cells and neighbours are tried in row-major order, so paths come in
/// lexicographic order and only a strictly better one replaces the best.
private struct PathSearch {
    let board: Board
    let letters: [UInt8]
    let neighbours: [[Int]]
    var used: [Bool]
    var path: [Int] = []
    var best: [Int]?
    var bestPoints = -1

    init(board: Board, letters: [UInt8]) {
        self.board = board
        self.letters = letters
        self.neighbours = board.neighbourIndices()
        self.used = [Bool](repeating: false, count: board.tiles.count)
    }

    /// Tries `cell` as the tile spelling `letters[offset...]`.
    mutating func extend(cell: Int, at offset: Int) {
        let letter = board.tiles[cell].letter
        var next = offset
        guard next < letters.count, letters[next] == letter else { return }
        next += 1
        if letter == UInt8(ascii: "Q") {
            guard next < letters.count, letters[next] == UInt8(ascii: "U") else { return }
            next += 1
        }
        used[cell] = true
        path.append(cell)
        if next == letters.count {
            let tiles = board.tiles
            let points = Scoring.points(for: path.map { tiles[$0] })
            if points > bestPoints {
                bestPoints = points
                best = path
            }
        } else {
            for neighbour in neighbours[cell] where !used[neighbour] {
                extend(cell: neighbour, at: next)
            }
        }
        path.removeLast()
        used[cell] = false
    }
}
