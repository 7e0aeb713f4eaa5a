extension Board {
    /// Checks the board's invariant in debug builds (as swift-collections' `Heap` does); free in release builds.
    ///
    /// Every tile shows a letter A-Z, there is one tile per cell (`tiles.count == rows * columns`), and its Q
    /// tiles are of one language: all read QU or none does.
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
            precondition(rows >= 1 && columns >= 1, "a board has at least one row and one column")
            precondition(
                tiles.count == rows * columns,
                "a \(rows)x\(columns) board holds \(rows * columns) tiles, not \(tiles.count)")
            var qRules: Set<Bool> = []
            for tile in tiles {
                precondition(LetterCode.isCode(tile.letter), "a tile's letter is a code letter, not \(tile.letter)")
                if tile.letter == UInt8(ascii: "Q") { qRules.insert(tile.readsQU) }
            }
            precondition(qRules.count <= 1, "a board's Q tiles all read QU or none does")
        #endif
    }
}
