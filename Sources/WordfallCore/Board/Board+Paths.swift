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

    /// The text the tiles along `path` spell, upper case, `QU` for a Q tile that reads QU (cells off the board
    /// are skipped).
    public func text(of path: [Position]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.count + 2)
        for cell in path where contains(cell) {
            let tile = self[cell]
            bytes.append(tile.letter)
            if tile.readsQU { bytes.append(UInt8(ascii: "U")) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The points the tiles along `path` are worth (cells off the board are skipped).
    public func points(of path: [Position]) -> Int {
        Scoring.points(for: path.lazy.filter { contains($0) }.map { self[$0] })
    }

    /// The path that spells `word` (case-insensitive) and puts out the most pressing fire (its burning
    /// tiles' fuses, shortest first, compared in turn: a shorter fuse wins, then more fires); among equal
    /// ones, the one worth the most points; then the lexicographically smallest list of (row, column).
    /// A Q tile spells "QU" where it reads QU, else "Q". Nil if none (docs/RULES.md, "The best path").
    ///
    /// - Complexity: a depth-first search in lexicographic order that leaves a branch as soon as it
    ///   cannot beat the best path found (an upper bound from the tiles still in reach) or cannot be
    ///   finished (too few usable tiles still reachable): exact and fast on real boards. On a board
    ///   where every path is nearly as good as every other (a long word of one letter on a board of
    ///   that letter with bonus tiles), it stops after `BestPathSearch.stepBudget` tiles tried and
    ///   answers with the best path found by then (docs/RULES.md, "Best path").
    public func bestPath(spelling word: String) -> [Position]? {
        var letters: [UInt8] = []
        for byte in word.utf8 {
            switch byte {
            case 65...90, 48...57: letters.append(byte)
            case 97...122: letters.append(byte - 32)
            default: return nil
            }
        }
        let qReadsQU = qReadsQU
        guard let pieces = BestPathSearch.pieces(of: letters, qReadsQU: qReadsQU) else { return nil }
        var search = BestPathSearch(board: self, pieces: pieces, qReadsQU: qReadsQU)
        return search.run()?.map { Position(row: $0 / columns, column: $0 % columns) }
    }
}
