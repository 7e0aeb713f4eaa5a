extension Lexicon {
    /// Every dictionary word formable on the board with at least `minLength` letters, each once with its best path,
    /// sorted best first (points descending, ties alphabetical).
    public func words(on board: Board, minLength: Int) -> [FoundWord] {
        var solver = Solver(lexicon: self, board: board, minLength: minLength)
        defer { solver.deallocate() }
        return solver.run()
    }
}

/// The board search behind `Lexicon.words(on:minLength:)`.
///
/// A depth-first search from every cell that walks the trie's nodes along
/// with the board, so it only follows paths that are prefixes of some word.
/// Cells and neighbours are tried in row-major order: paths come in
/// lexicographic order, and a later path for the same word replaces the
/// kept one only when it is worth strictly more. A word is identified by its
/// trie node (one node per word), so no text is built until the end.
struct Solver {
    let lexicon: Lexicon
    let nodes: UnsafePointer<UInt64>
    let nodeCount: Int
    let board: Board
    let minLength: Int
    let cellCount: Int
    /// Per cell: the letter index (0-25).
    let letter: UnsafeMutablePointer<Int>
    /// Per cell: letter value x letter bonus.
    let letterPoints: UnsafeMutablePointer<Int>
    /// Per cell: word bonus.
    let wordFactor: UnsafeMutablePointer<Int>
    /// Per cell: up to 8 neighbour indices, ascending, then -1.
    let neighbours: UnsafeMutablePointer<Int>
    let used: UnsafeMutablePointer<Bool>
    let path: UnsafeMutablePointer<Int>
    /// Terminal node -> index into `found`.
    var index: [Int: Int] = [:]
    var found: [Record] = []
    var paths: [Int] = []

    /// A found word: its node, best points, and where its path lies in `paths`.
    struct Record {
        var node: Int
        var points: Int
        var pathStart: Int
        var pathLength: Int
    }

    init(lexicon: Lexicon, board: Board, minLength: Int) {
        self.lexicon = lexicon
        self.nodes = lexicon.nodes
        self.nodeCount = lexicon.nodeCount
        self.board = board
        self.minLength = minLength
        let count = board.tiles.count
        self.cellCount = count
        letter = .allocate(capacity: count)
        letterPoints = .allocate(capacity: count)
        wordFactor = .allocate(capacity: count)
        neighbours = .allocate(capacity: count * 9)
        used = .allocate(capacity: count)
        used.initialize(repeating: false, count: count)
        path = .allocate(capacity: count)
        path.initialize(repeating: 0, count: count)
        let lists = board.neighbourIndices()
        for cell in 0..<count {
            let tile = board.tiles[cell]
            (letter + cell).initialize(to: Int(tile.letter) - 65)
            (letterPoints + cell).initialize(to: tile.value * tile.bonus.letterMultiplier)
            (wordFactor + cell).initialize(to: tile.bonus.wordMultiplier)
            let list = lists[cell]
            for slot in 0..<9 {
                (neighbours + cell * 9 + slot).initialize(to: slot < list.count ? list[slot] : -1)
            }
        }
    }

    func deallocate() {
        letter.deallocate()
        letterPoints.deallocate()
        wordFactor.deallocate()
        neighbours.deallocate()
        used.deallocate()
        path.deallocate()
    }

    mutating func run() -> [FoundWord] {
        for cell in 0..<cellCount {
            visit(cell: cell, from: 0, depth: 0, letterSum: 0, factor: 1, letters: 0)
        }
        var result: [FoundWord] = []
        result.reserveCapacity(found.count)
        for record in found {
            var cells: [Position] = []
            cells.reserveCapacity(record.pathLength)
            var text: [UInt8] = []
            text.reserveCapacity(record.pathLength + 2)
            for offset in record.pathStart..<(record.pathStart + record.pathLength) {
                let cell = paths[offset]
                cells.append(Position(row: cell / board.columns, column: cell % board.columns))
                let tileLetter = UInt8(truncatingIfNeeded: letter[cell] + 65)
                text.append(tileLetter)
                if tileLetter == UInt8(ascii: "Q") { text.append(UInt8(ascii: "U")) }
            }
            result.append(FoundWord(word: String(decoding: text, as: UTF8.self), path: cells, points: record.points))
        }
        result.sort { $0.points != $1.points ? $0.points > $1.points : $0.word < $1.word }
        return result
    }

    @inline(__always)
    private func child(of node: Int, letter: Int) -> Int {
        let value = nodes[node]
        let bit: UInt64 = 1 << UInt64(letter)
        guard value & bit != 0 else { return -1 }
        let index = Int(truncatingIfNeeded: value >> 32) + (value & (bit &- 1)).nonzeroBitCount
        return index < nodeCount ? index : -1
    }

    private mutating func visit(cell: Int, from parent: Int, depth: Int, letterSum: Int, factor: Int, letters: Int) {
        let tileLetter = letter[cell]
        var node = child(of: parent, letter: tileLetter)
        guard node >= 0 else { return }
        var letters = letters + 1
        if tileLetter == 16 {  // Q reads QU
            node = child(of: node, letter: 20)
            guard node >= 0 else { return }
            letters += 1
        }
        let letterSum = letterSum + letterPoints[cell]
        let factor = factor * wordFactor[cell]
        path[depth] = cell
        let value = nodes[node]
        if value & LexiconTrie.terminalBit != 0 && letters >= minLength {
            record(node: node, points: 10 * letterSum * factor * max(1, letters - 2), length: depth + 1)
        }
        guard value & LexiconTrie.letterMask != 0 else { return }
        used[cell] = true
        var slot = cell * 9
        while true {
            let next = neighbours[slot]
            if next < 0 { break }
            if !used[next] {
                visit(cell: next, from: node, depth: depth + 1, letterSum: letterSum, factor: factor, letters: letters)
            }
            slot += 1
        }
        used[cell] = false
    }

    private mutating func record(node: Int, points: Int, length: Int) {
        if let existing = index[node] {
            guard points > found[existing].points else { return }
            found[existing].points = points
            if found[existing].pathLength == length {
                for offset in 0..<length { paths[found[existing].pathStart + offset] = path[offset] }
            } else {
                found[existing].pathStart = paths.count
                found[existing].pathLength = length
                for offset in 0..<length { paths.append(path[offset]) }
            }
            return
        }
        index[node] = found.count
        found.append(Record(node: node, points: points, pathStart: paths.count, pathLength: length))
        for offset in 0..<length { paths.append(path[offset]) }
    }
}
