extension Lexicon {
    /// Every dictionary word formable on the board with at least `minLength` letters, each once with its best path,
    /// sorted best first (points descending, ties alphabetical).
    public func words(on board: Board, minLength: Int) -> [FoundWord] {
        let solver = Solver(lexicon: self, board: board, minLength: minLength)
        defer { solver.deallocate() }
        return solver.run()
    }
}

/// The board search behind `Lexicon.words(on:minLength:)`.
///
/// A depth-first search from every cell that walks the trie's nodes along
/// with the board, so it only follows paths that are prefixes of some word;
/// a neighbour is entered only when the current node has a child for its
/// letter. Cells and neighbours are tried in row-major order, so paths come
/// in lexicographic order and a later path for the same word replaces the
/// kept one only when it is worth strictly more. A word is identified by its
/// trie node (each word ends at its own node), so no text is built until the
/// end. Everything the search touches is in unsafe buffers (no reference
/// counting or bounds checks in the hot loop); `deallocate()` frees them.
struct Solver {
    let nodes: UnsafePointer<UInt64>
    let nodeCount: Int
    let board: Board
    let minLength: Int
    let cellCount: Int
    /// Per cell: the trie bit of its letter (`1 << letter`).
    let letterBit: UnsafeMutablePointer<UInt64>
    /// Per cell: letter value x letter bonus.
    let letterPoints: UnsafeMutablePointer<Int>
    /// Per cell: word bonus.
    let wordFactor: UnsafeMutablePointer<Int>
    /// Per cell: 8 slots for the neighbour indices, ascending, then their count (9 slots a cell).
    let neighbours: UnsafeMutablePointer<Int32>
    /// Per cell: the letter bits of all its neighbours.
    let neighbourBits: UnsafeMutablePointer<UInt64>
    let used: UnsafeMutablePointer<Bool>
    let path: UnsafeMutablePointer<Int32>
    /// Per depth: 8 slots for the candidate next cells and their trie nodes.
    let scratchCells: UnsafeMutablePointer<Int>
    let scratchNodes: UnsafeMutablePointer<Int>
    let found: UnsafeMutablePointer<FoundTable>
    /// Bitboards (boards up to `maxWindowColumns` wide): 64-bit words per bitset (one spare at the end).
    let words: Int
    /// The cells in use, as a bitset.
    let usedBits: UnsafeMutablePointer<UInt64>
    /// Per letter: the cells showing it, as a bitset (`words` words each).
    let letterCells: UnsafeMutablePointer<UInt64>
    /// Per cell: the first cell of its 64-cell window (it covers every neighbour) and its neighbours in that window.
    let windowBase: UnsafeMutablePointer<Int>
    let neighbourWindow: UnsafeMutablePointer<UInt64>
    let useWindows: Bool

    /// The widest board whose neighbourhoods fit a 64-cell window (they span 2 x columns + 3 cells).
    static let maxWindowColumns = 30

    static let qBit: UInt64 = 1 << 16
    static let uBit: UInt64 = 1 << 20

    init(lexicon: Lexicon, board: Board, minLength: Int) {
        self.nodes = lexicon.nodes
        self.nodeCount = lexicon.nodeCount
        self.board = board
        self.minLength = minLength
        let count = board.tiles.count
        self.cellCount = count
        letterBit = .allocate(capacity: count)
        letterPoints = .allocate(capacity: count)
        wordFactor = .allocate(capacity: count)
        neighbours = .allocate(capacity: count * 9)
        neighbourBits = .allocate(capacity: count)
        used = .allocate(capacity: count)
        used.initialize(repeating: false, count: count)
        path = .allocate(capacity: count)
        path.initialize(repeating: 0, count: count)
        scratchCells = .allocate(capacity: count * 8)
        scratchNodes = .allocate(capacity: count * 8)
        found = .allocate(capacity: 1)
        found.initialize(to: FoundTable())
        let columns = board.columns
        useWindows = columns <= Self.maxWindowColumns
        words = count / 64 + 2
        usedBits = .allocate(capacity: words)
        usedBits.initialize(repeating: 0, count: words)
        letterCells = .allocate(capacity: words * 26)
        letterCells.initialize(repeating: 0, count: words * 26)
        windowBase = .allocate(capacity: count)
        neighbourWindow = .allocate(capacity: count)
        for cell in 0..<count {
            let tile = board.tiles[cell]
            (letterBit + cell).initialize(to: 1 << UInt64(tile.letter - 65))
            (letterPoints + cell).initialize(to: tile.value * tile.bonus.letterMultiplier)
            (wordFactor + cell).initialize(to: tile.bonus.wordMultiplier)
        }
        let lists = board.neighbourIndices()
        for cell in 0..<count {
            let list = lists[cell]
            var bits: UInt64 = 0
            for slot in 0..<8 {
                (neighbours + cell * 9 + slot).initialize(to: slot < list.count ? Int32(list[slot]) : 0)
                if slot < list.count { bits |= letterBit[list[slot]] }
            }
            (neighbours + cell * 9 + 8).initialize(to: Int32(list.count))
            let base = count <= 64 ? 0 : max(0, cell - columns - 1)
            (windowBase + cell).initialize(to: base)
            var window: UInt64 = 0
            if useWindows {
                for next in list { window |= 1 << UInt64(next - base) }
            }
            (neighbourWindow + cell).initialize(to: window)
            let letter = Int(board.tiles[cell].letter) - 65
            letterCells[letter * words + cell >> 6] |= 1 << UInt64(cell & 63)
            (neighbourBits + cell).initialize(to: bits)
        }
    }

    func deallocate() {
        letterBit.deallocate()
        letterPoints.deallocate()
        wordFactor.deallocate()
        neighbours.deallocate()
        neighbourBits.deallocate()
        used.deallocate()
        path.deallocate()
        scratchCells.deallocate()
        scratchNodes.deallocate()
        usedBits.deallocate()
        letterCells.deallocate()
        windowBase.deallocate()
        neighbourWindow.deallocate()
        found.pointee.deallocate()
        found.deinitialize(count: 1)
        found.deallocate()
    }

    func run() -> [FoundWord] {
        let rootMask = nodes[0] & LexiconTrie.letterMask
        for cell in 0..<cellCount where rootMask & letterBit[cell] != 0 {
            let node = step(from: 0, into: cell)
            guard node >= 0 else { continue }
            if cellCount <= 64 {
                visitSmall(
                    cell: cell, node: node, value: nodes[node], depth: 0, letterSum: 0, factor: 1, letters: 0, used: 0)
            } else if useWindows {
                visitWindowed(cell: cell, node: node, value: nodes[node], depth: 0, letterSum: 0, factor: 1, letters: 0)
            } else {
                visit(cell: cell, node: node, value: nodes[node], depth: 0, letterSum: 0, factor: 1, letters: 0)
            }
        }
        return found.pointee.results(board: board)
    }

    /// The child of `node` for the tile at `cell` (through Q then U for a Q tile), or -1.
    @inline(__always)
    private func step(from node: Int, into cell: Int) -> Int {
        let bit = letterBit[cell]
        var value = nodes[node]
        guard value & bit != 0 else { return -1 }
        var child = Int(truncatingIfNeeded: value >> 32) &+ (value & (bit &- 1)).nonzeroBitCount
        guard child < nodeCount else { return -1 }
        if bit == Self.qBit {
            value = nodes[child]
            guard value & Self.uBit != 0 else { return -1 }
            child = Int(truncatingIfNeeded: value >> 32) &+ (value & (Self.uBit &- 1)).nonzeroBitCount
            guard child < nodeCount else { return -1 }
        }
        return child
    }

    /// The 64 bits of the bitset at `bits` starting at bit `base`.
    @inline(__always)
    private func window(_ bits: UnsafeMutablePointer<UInt64>, at base: Int) -> UInt64 {
        let word = base &>> 6
        let shift = UInt64(truncatingIfNeeded: base & 63)
        return bits[word] &>> shift | (bits[word &+ 1] &<< 1) &<< (63 &- shift)
    }

    /// `visitWindowed` for boards of at most 64 cells: one word holds a whole bitboard, and the cells in use
    /// travel in a register.
    private func visitSmall(
        cell: Int, node: Int, value: UInt64, depth: Int, letterSum: Int, factor: Int, letters: Int, used: UInt64
    ) {
        let letters = letters &+ (letterBit[cell] == Self.qBit ? 2 : 1)
        let letterSum = letterSum &+ letterPoints[cell]
        let factor = factor &* wordFactor[cell]
        path[depth] = Int32(truncatingIfNeeded: cell)
        if value & LexiconTrie.terminalBit != 0 && letters >= minLength {
            found.pointee.record(
                node: node, points: 10 &* letterSum &* factor &* max(1, letters &- 2), path: path, length: depth &+ 1)
        }
        let mask = value & LexiconTrie.letterMask
        var wanted = mask & neighbourBits[cell]
        guard wanted != 0 else { return }
        var candidates: UInt64 = 0
        repeat {
            candidates |= letterCells[wanted.trailingZeroBitCount &* words]
            wanted &= wanted &- 1
        } while wanted != 0
        let used = used | 1 &<< UInt64(truncatingIfNeeded: cell)
        candidates &= neighbourWindow[cell] & ~used
        guard candidates != 0 else { return }
        let first = Int(truncatingIfNeeded: value >> 32)
        repeat {
            let next = candidates.trailingZeroBitCount
            candidates &= candidates &- 1
            let bit = letterBit[next]
            var child = first &+ (mask & (bit &- 1)).nonzeroBitCount
            guard child < nodeCount else { continue }
            var childValue = nodes[child]
            if bit == Self.qBit {
                guard childValue & Self.uBit != 0 else { continue }
                child = Int(truncatingIfNeeded: childValue >> 32) &+ (childValue & (Self.uBit &- 1)).nonzeroBitCount
                guard child < nodeCount else { continue }
                childValue = nodes[child]
            }
            visitSmall(
                cell: next, node: child, value: childValue, depth: depth &+ 1, letterSum: letterSum,
                factor: factor, letters: letters, used: used)
        } while candidates != 0
    }

    /// Extends the path with `cell`, whose tile has taken the trie to `node` (whose value is `value`);
    /// the next cells come from bitboards: the neighbours showing a letter the node has a child for, not in use.
    private func visitWindowed(
        cell: Int, node: Int, value: UInt64, depth: Int, letterSum: Int, factor: Int, letters: Int
    ) {
        let letters = letters &+ (letterBit[cell] == Self.qBit ? 2 : 1)
        let letterSum = letterSum &+ letterPoints[cell]
        let factor = factor &* wordFactor[cell]
        path[depth] = Int32(truncatingIfNeeded: cell)
        if value & LexiconTrie.terminalBit != 0 && letters >= minLength {
            found.pointee.record(
                node: node, points: 10 &* letterSum &* factor &* max(1, letters &- 2), path: path, length: depth &+ 1)
        }
        let mask = value & LexiconTrie.letterMask
        var wanted = mask & neighbourBits[cell]
        guard wanted != 0 else { return }
        let base = windowBase[cell]
        var candidates: UInt64 = 0
        repeat {
            let letter = wanted.trailingZeroBitCount
            wanted &= wanted &- 1
            candidates |= window(letterCells + letter &* words, at: base)
        } while wanted != 0
        candidates &= neighbourWindow[cell] & ~window(usedBits, at: base)
        guard candidates != 0 else { return }
        let usedWord = cell &>> 6
        let usedBit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell & 63)
        usedBits[usedWord] |= usedBit
        let first = Int(truncatingIfNeeded: value >> 32)
        repeat {
            let next = base &+ candidates.trailingZeroBitCount
            candidates &= candidates &- 1
            let bit = letterBit[next]
            var child = first &+ (mask & (bit &- 1)).nonzeroBitCount
            guard child < nodeCount else { continue }
            var childValue = nodes[child]
            if bit == Self.qBit {
                guard childValue & Self.uBit != 0 else { continue }
                child = Int(truncatingIfNeeded: childValue >> 32) &+ (childValue & (Self.uBit &- 1)).nonzeroBitCount
                guard child < nodeCount else { continue }
                childValue = nodes[child]
            }
            visitWindowed(
                cell: next, node: child, value: childValue, depth: depth &+ 1, letterSum: letterSum,
                factor: factor, letters: letters)
        } while candidates != 0
        usedBits[usedWord] &= ~usedBit
    }

    /// Extends the path with `cell`, whose tile has taken the trie to `node` (whose value is `value`);
    /// the next cells come from the neighbour lists (boards too wide for bitboard windows).
    private func visit(cell: Int, node: Int, value: UInt64, depth: Int, letterSum: Int, factor: Int, letters: Int) {
        let letters = letters &+ (letterBit[cell] == Self.qBit ? 2 : 1)
        let letterSum = letterSum &+ letterPoints[cell]
        let factor = factor &* wordFactor[cell]
        path[depth] = Int32(truncatingIfNeeded: cell)
        if value & LexiconTrie.terminalBit != 0 && letters >= minLength {
            found.pointee.record(
                node: node, points: 10 &* letterSum &* factor &* max(1, letters &- 2), path: path, length: depth &+ 1)
        }
        let mask = value & LexiconTrie.letterMask
        guard mask & neighbourBits[cell] != 0 else { return }
        used[cell] = true
        // First pass, without branches: the neighbours whose letter has a child, and their child nodes loaded
        // (independent loads, so cache misses overlap). Second pass: descend.
        let first = Int(truncatingIfNeeded: value >> 32)
        let cells = scratchCells + depth &* 8
        let children = scratchNodes + depth &* 8
        var count = 0
        let base = cell &* 9
        let end = base &+ Int(truncatingIfNeeded: neighbours[base &+ 8])
        var slot = base
        while slot < end {
            let next = Int(truncatingIfNeeded: neighbours[slot])
            slot &+= 1
            let bit = letterBit[next]
            let child = first &+ (mask & (bit &- 1)).nonzeroBitCount
            cells[count] = next
            children[count] = child
            let take = (mask & bit != 0) && !used[next] && child < nodeCount
            count &+= take ? 1 : 0
        }
        var index = 0
        while index < count {
            var child = children[index]
            var childValue = nodes[child]
            let next = cells[index]
            index &+= 1
            if letterBit[next] == Self.qBit {
                guard childValue & Self.uBit != 0 else { continue }
                child = Int(truncatingIfNeeded: childValue >> 32) &+ (childValue & (Self.uBit &- 1)).nonzeroBitCount
                guard child < nodeCount else { continue }
                childValue = nodes[child]
            }
            visit(
                cell: next, node: child, value: childValue, depth: depth &+ 1, letterSum: letterSum,
                factor: factor, letters: letters)
        }
        used[cell] = false
    }
}
