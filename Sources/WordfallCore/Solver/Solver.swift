extension Lexicon {
    /// Every dictionary word formable on the board with at least `minLength` letters, each once with its best path,
    /// best first (points, then alphabetical), within `Solver.stepBudget` (see `search(on:minLength:stepBudget:)`).
    public func words(on board: Board, minLength: Int) -> [FoundWord] {
        search(on: board, minLength: minLength).words
    }

    /// Every dictionary word formable on the board with at least `minLength` letters, found by trying at most
    /// `stepBudget` tiles: on real boards the whole search takes a small part of it, but a board of one letter
    /// with a word list of long words of that letter has astronomically many paths.
    ///
    /// - Complexity: at most `stepBudget` tiles tried (about 10 ns each in a release build), then sorting.
    /// How many dictionary words the board holds and the best of them, found as `search` finds them but
    /// without sorting the words or building them all: what `check` prints.
    public func summary(on board: Board, minLength: Int, stepBudget: Int = Solver.stepBudget) -> BoardSummary {
        let solver = Solver(lexicon: self, board: board, minLength: minLength, stepBudget: stepBudget)
        defer { solver.deallocate() }
        solver.searchBoard()
        let stepsLeft = solver.stepsLeft.pointee
        let found = solver.found.pointee
        return BoardSummary(
            count: found.count, expectedCount: found.expectedCount(nodes: nodes),
            best: found.best(letters: solver.letters, columns: board.columns, nodes: nodes, expectedOnly: false),
            bestExpected: found.best(
                letters: solver.letters, columns: board.columns, nodes: nodes, expectedOnly: true),
            isComplete: stepsLeft >= 0, steps: stepsLeft >= 0 ? stepBudget - stepsLeft : stepBudget)
    }

    public func search(on board: Board, minLength: Int, stepBudget: Int = Solver.stepBudget) -> BoardWords {
        let solver = Solver(lexicon: self, board: board, minLength: minLength, stepBudget: stepBudget)
        defer { solver.deallocate() }
        let words = solver.run()
        let stepsLeft = solver.stepsLeft.pointee
        return BoardWords(
            words: words, isComplete: stepsLeft >= 0, steps: stepsLeft >= 0 ? stepBudget - stepsLeft : stepBudget)
    }
}

/// The board search behind `Lexicon.words(on:minLength:)`.
///
/// A depth-first search from every cell that walks the trie's nodes along
/// with the board, so it only follows paths that are prefixes of some word.
/// The next cells come from bitboards: the neighbours, not in use, showing a
/// letter the current node has a child for. Cells are tried in row-major
/// order, so paths come in lexicographic order and a later path for the same
/// word replaces the kept one only when it is worth strictly more. A word is
/// identified by its trie node (each word ends at its own node), so no text
/// is built until the end. Everything the search touches lives in one unsafe
/// arena (no reference counting or bounds checks in the hot loop);
/// `deallocate()` frees it.
///
/// Three variants of the search: boards of at most 64 cells keep the cells in
/// use in a register; boards up to `maxBandColumns` wide use one 64-bit band
/// of three rows around the current cell; wider boards walk neighbour lists.
public struct Solver {
    /// The most tiles one search tries by default: about 20 ms in release; a random 12x12 board needs about 1% of it.
    public static let stepBudget = 2_000_000

    /// The tiles the search may still try; below zero once the budget ran out.
    let stepsLeft: UnsafeMutablePointer<Int>
    let nodes: UnsafePointer<UInt64>
    let nodeCount: Int
    let board: Board
    let minLength: Int
    let cellCount: Int
    /// 64-bit words per bitset (one spare at the end, so a window never reads past it).
    let words: Int
    let arena: UnsafeMutableRawPointer
    /// Per cell: the trie bit of its letter (`LexiconTrie.bit`; 0 for a letter the trie's layout lacks).
    let letterBit: UnsafeMutablePointer<UInt64>
    /// Per cell: letter value x letter bonus.
    let letterPoints: UnsafeMutablePointer<Int>
    /// Per cell: word bonus.
    let wordFactor: UnsafeMutablePointer<Int>
    /// Per cell: the letter bits of all its neighbours.
    let neighbourBits: UnsafeMutablePointer<UInt64>
    /// Per cell: its neighbours as a bitset over its window: the whole board on small boards, else the
    /// band of three rows around it, whose bit 0 is `windowBase[cell]` (column 0 of the row above).
    let neighbourWindow: UnsafeMutablePointer<UInt64>
    let windowBase: UnsafeMutablePointer<Int>
    /// Per cell: its row (banded variant).
    let rowOf: UnsafeMutablePointer<Int>
    /// Small boards: per letter (its node bit's position), the cells showing it. Banded: per row and letter
    /// (`row * letterSlots + letter`), the cells showing it in the band around that row.
    let letterCells: UnsafeMutablePointer<UInt64>
    /// The slots of `letterCells` a row: 26 for a `WFTRIE03` trie, 64 for a `WFTRIE04` one (letters 26-35: bits 54-63).
    let letterSlots: Int
    /// The lexicon's letter bits and first-child bits (`LexiconTrie`).
    let letterMask: UInt64
    let childMask: UInt64
    /// Banded: per row + 1, the cells in use in the band around that row (one spare row above and below).
    /// List variant: the cells in use, as a bitset of `words` words.
    let usedBits: UnsafeMutablePointer<UInt64>
    /// Per cell: 8 slots for the neighbour indices, ascending, then their count (list variant).
    let neighbours: UnsafeMutablePointer<Int32>
    /// The path so far, as cell indices.
    let path: UnsafeMutablePointer<Int32>
    /// Per cell: its code letter (`LetterCode`).
    let letters: UnsafeMutablePointer<UInt8>
    /// Per cell: its position packed as row << 4 | column (for boards up to 16 x 16).
    let codes: UnsafeMutablePointer<UInt8>
    let found: UnsafeMutablePointer<FoundTable>
    /// `LexiconTrie.popcounts`, read once (a global's every read checks that it is initialized).
    let popcounts: UnsafePointer<UInt8>

    static let qBit: UInt64 = 1 << 16
    static let uBit: UInt64 = 1 << 20
    /// The letter bit of a QU tile: `qBit` where the board's Q tiles read QU (`Board.qReadsQU`), else 0 (no tile's).
    let quBit: UInt64
    /// The widest board whose three-row bands fit in 64 bits.
    static let maxBandColumns = 21

    init(lexicon: Lexicon, board: Board, minLength: Int, stepBudget: Int) {
        stepsLeft = .allocate(capacity: 1)
        stepsLeft.initialize(to: stepBudget)
        nodes = lexicon.nodes
        popcounts = LexiconTrie.popcounts
        nodeCount = lexicon.nodeCount
        letterMask = lexicon.letterMask
        childMask = lexicon.childMask
        let slots = lexicon.isWide ? 64 : 26
        letterSlots = slots
        self.board = board
        self.minLength = minLength
        let qReadsQU = board.qReadsQU
        quBit = qReadsQU ? Self.qBit : 0
        let count = board.tiles.count
        let columns = board.columns
        cellCount = count
        let rows = board.rows
        words = count / 64 + 2
        let small = count <= 64
        let banded = !small && columns <= Self.maxBandColumns
        let letterWords = small ? slots : banded ? rows * slots : 0
        let usedWords = banded ? rows + 2 : words
        // One allocation: 8-byte arrays first, then 4-byte, then bytes.
        let wideSlots = count * 2 + letterWords + usedWords
        let eightByteSlots = wideSlots + count * 5
        let fourByteSlots = count * 10
        let byteSize = eightByteSlots * 8 + fourByteSlots * 4 + count * 2
        arena = .allocate(byteCount: byteSize, alignment: 8)
        let eight = arena.bindMemory(to: UInt64.self, capacity: wideSlots)
        letterBit = eight
        neighbourBits = eight + count
        letterCells = eight + count * 2
        usedBits = eight + count * 2 + letterWords
        // Only the letter cells and the cells in use start from zero; everything else is written before it is read.
        letterCells.initialize(repeating: 0, count: letterWords + usedWords)
        neighbourWindow = eight + wideSlots
        let integers = (arena + (wideSlots + count) * 8).bindMemory(to: Int.self, capacity: count * 4)
        letterPoints = integers
        wordFactor = integers + count
        windowBase = integers + count * 2
        rowOf = integers + count * 3
        let four = (arena + eightByteSlots * 8).bindMemory(to: Int32.self, capacity: fourByteSlots)
        neighbours = four
        path = four + count * 9
        letters = (arena + eightByteSlots * 8 + fourByteSlots * 4).bindMemory(to: UInt8.self, capacity: count * 2)
        codes = letters + count
        found = .allocate(capacity: 1)
        found.initialize(to: FoundTable(cells: count, qReadsQU: qReadsQU))

        for cell in 0..<count {
            let tile = board.tiles[cell]
            letters[cell] = tile.letter
            // A letter the trie's layout has no bit for (a code 0-9 on a `WFTRIE03` list) has no child anywhere.
            let bit = LexiconTrie.bit(LetterCode.index(tile.letter)) & letterMask
            letterBit[cell] = bit
            letterPoints[cell] = tile.value * tile.bonus.letterMultiplier
            wordFactor[cell] = tile.bonus.wordMultiplier
            let letter = bit.trailingZeroBitCount
            let row = cell / columns
            let column = cell % columns
            rowOf[cell] = row
            codes[cell] = UInt8(truncatingIfNeeded: (row & 15) << 4 | column & 15)
            guard bit != 0 else { continue }
            if small {
                letterCells[letter] |= 1 << UInt64(cell)
            } else if banded {
                for band in max(0, row - 1)...min(rows - 1, row + 1) {
                    letterCells[band * slots + letter] |= 1 << UInt64((row - band + 1) * columns + column)
                }
            }
        }
        let listing = !small && !banded
        for cell in 0..<count {
            let row = rowOf[cell]
            let column = cell - row * columns
            let base = small ? 0 : (row - 1) * columns
            windowBase[cell] = base
            var listed = 0
            var bits: UInt64 = 0
            var window: UInt64 = 0
            for next in (row > 0 ? row - 1 : row)...(row + 1 < rows ? row + 1 : row) {
                for nextColumn in (column > 0 ? column - 1 : column)...(column + 1 < columns ? column + 1 : column) {
                    let neighbour = next * columns + nextColumn
                    guard neighbour != cell else { continue }
                    bits |= letterBit[neighbour]
                    if listing {
                        neighbours[cell * 9 + listed] = Int32(neighbour)
                        listed += 1
                    } else {
                        window |= 1 &<< UInt64(truncatingIfNeeded: neighbour - base)
                    }
                }
            }
            neighbourBits[cell] = bits
            neighbourWindow[cell] = window
            if listing { neighbours[cell * 9 + 8] = Int32(listed) }
        }
    }

    func deallocate() {
        stepsLeft.deallocate()
        found.pointee.deallocate()
        found.deinitialize(count: 1)
        found.deallocate()
        arena.deallocate()
    }

    func run() -> [FoundWord] {
        searchBoard()
        return found.pointee.results(
            letters: letters, codes: codes, packable: board.rows <= 16 && board.columns <= 16, columns: board.columns,
            nodes: nodes)
    }

    /// Walks the board from every cell, recording each word found in `found`.
    func searchBoard() {
        let rootMask = nodes[0] & letterMask
        let first = Int(truncatingIfNeeded: (nodes[0] >> 32) & childMask)
        for cell in 0..<cellCount where rootMask & letterBit[cell] != 0 {
            var node = first &+ (rootMask & (letterBit[cell] &- 1)).nonzeroBitCount
            guard node < nodeCount else { continue }
            var value = nodes[node]
            if letterBit[cell] == quBit {
                guard value & Self.uBit != 0 else { continue }
                node = Int(truncatingIfNeeded: (value >> 32) & childMask) &+ (value & (Self.uBit &- 1)).nonzeroBitCount
                guard node < nodeCount else { continue }
                value = nodes[node]
            }
            if cellCount <= 64 {
                visitSmall(cell: cell, node: node, value: value, depth: 0, letterSum: 0, factor: 1, letters: 0, used: 0)
            } else if board.columns <= Self.maxBandColumns {
                visitBanded(cell: cell, node: node, value: value, depth: 0, letterSum: 0, factor: 1, letters: 0)
            } else {
                visitListed(cell: cell, node: node, value: value, depth: 0, letterSum: 0, factor: 1, letters: 0)
            }
        }
    }

    /// The child of the node whose value is `value` for the letter `bit` (through Q then U for a Q tile that
    /// reads QU), with that child's value; nil if there is none.
    @inline(__always)
    private func child(of value: UInt64, bit: UInt64) -> (node: Int, value: UInt64)? {
        var node = Int(truncatingIfNeeded: (value >> 32) & childMask) &+ rank(value & letterMask & (bit &- 1))
        guard node < nodeCount else { return nil }
        var childValue = nodes[node]
        if bit == quBit {
            guard childValue & Self.uBit != 0 else { return nil }
            node = Int(truncatingIfNeeded: (childValue >> 32) & childMask) &+ rank(childValue & (Self.uBit &- 1))
            guard node < nodeCount else { return nil }
            childValue = nodes[node]
        }
        return (node, childValue)
    }

    /// The set bits of `bits` (a letter mask) by table lookups, shorter than x86-64's default `nonzeroBitCount`.
    @inline(__always)
    private func rank(_ bits: UInt64) -> Int {
        LexiconTrie.rank(bits, popcounts)
    }

    /// Adds `cell` to the path and keeps the word if one ends at `node`.
    @inline(__always)
    private func enter(
        cell: Int, node: Int, value: UInt64, depth: Int, letterSum: inout Int, factor: inout Int, letters: inout Int
    ) {
        letters &+= letterBit[cell] == quBit ? 2 : 1
        letterSum &+= letterPoints[cell]
        // Saturating, like `Scoring.points`: a custom word list may hold words long enough to overflow.
        factor = Scoring.saturatingProduct(factor, wordFactor[cell])
        path[depth] = Int32(truncatingIfNeeded: cell)
        if value & LexiconTrie.terminalBit != 0 && letters >= minLength {
            found.pointee.record(
                node: node,
                points: Scoring.points(letterPoints: letterSum, wordMultiplier: factor, letters: letters),
                path: path, length: depth &+ 1)
        }
    }

    /// The search on a board of at most 64 cells: `cell`'s tile has taken the trie to `node` (whose value is
    /// `value`); `used` holds the cells already on the path.
    private func visitSmall(
        cell: Int, node: Int, value: UInt64, depth: Int, letterSum: Int, factor: Int, letters: Int, used: UInt64
    ) {
        // The budget: once it runs out every call returns at once, so the search unwinds.
        stepsLeft.pointee &-= 1
        guard stepsLeft.pointee >= 0 else { return }
        var (letterSum, factor, letters) = (letterSum, factor, letters)
        enter(
            cell: cell, node: node, value: value, depth: depth, letterSum: &letterSum, factor: &factor,
            letters: &letters)
        var wanted = value & neighbourBits[cell]
        guard wanted & letterMask != 0 else { return }
        wanted &= letterMask
        var candidates: UInt64 = 0
        repeat {
            candidates |= letterCells[wanted.trailingZeroBitCount]
            wanted &= wanted &- 1
        } while wanted != 0
        let used = used | 1 &<< UInt64(truncatingIfNeeded: cell)
        candidates &= neighbourWindow[cell] & ~used
        while candidates != 0 {
            let next = candidates.trailingZeroBitCount
            candidates &= candidates &- 1
            guard let (child, childValue) = child(of: value, bit: letterBit[next]) else { continue }
            // A child that neither ends a word nor continues towards a neighbour's letter is a dead end.
            guard childValue & (LexiconTrie.terminalBit | neighbourBits[next]) != 0 else { continue }
            visitSmall(
                cell: next, node: child, value: childValue, depth: depth &+ 1, letterSum: letterSum,
                factor: factor, letters: letters, used: used)
        }
    }

    /// The search on a board up to `maxBandColumns` wide: like `visitSmall`, with the bitsets of the band of
    /// three rows around the cell, and the cells in use in the per-row bands of `usedBits`.
    private func visitBanded(cell: Int, node: Int, value: UInt64, depth: Int, letterSum: Int, factor: Int, letters: Int)
    {
        // The budget: once it runs out every call returns at once, so the search unwinds.
        stepsLeft.pointee &-= 1
        guard stepsLeft.pointee >= 0 else { return }
        var (letterSum, factor, letters) = (letterSum, factor, letters)
        enter(
            cell: cell, node: node, value: value, depth: depth, letterSum: &letterSum, factor: &factor,
            letters: &letters)
        var wanted = value & neighbourBits[cell]
        guard wanted & letterMask != 0 else { return }
        wanted &= letterMask
        let row = rowOf[cell]
        let bandLetters = letterCells + row &* letterSlots
        var candidates: UInt64 = 0
        repeat {
            candidates |= bandLetters[wanted.trailingZeroBitCount]
            wanted &= wanted &- 1
        } while wanted != 0
        candidates &= neighbourWindow[cell] & ~usedBits[row &+ 1]
        guard candidates != 0 else { return }
        // The cell sits in the bands of the rows below (top third), its own (middle) and above (bottom third).
        let columns = board.columns
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell &- row &* columns)
        let inBandBelow = bit
        let inOwnBand = bit &<< UInt64(truncatingIfNeeded: columns)
        let inBandAbove = bit &<< UInt64(truncatingIfNeeded: columns &* 2)
        usedBits[row] |= inBandAbove
        usedBits[row &+ 1] |= inOwnBand
        usedBits[row &+ 2] |= inBandBelow
        let base = windowBase[cell]
        repeat {
            let next = base &+ candidates.trailingZeroBitCount
            candidates &= candidates &- 1
            guard let (child, childValue) = child(of: value, bit: letterBit[next]) else { continue }
            // A child that neither ends a word nor continues towards a neighbour's letter is a dead end.
            guard childValue & (LexiconTrie.terminalBit | neighbourBits[next]) != 0 else { continue }
            visitBanded(
                cell: next, node: child, value: childValue, depth: depth &+ 1, letterSum: letterSum,
                factor: factor, letters: letters)
        } while candidates != 0
        usedBits[row] &= ~inBandAbove
        usedBits[row &+ 1] &= ~inOwnBand
        usedBits[row &+ 2] &= ~inBandBelow
    }

    /// The search on a board too wide for windows: the next cells come from the neighbour lists.
    private func visitListed(cell: Int, node: Int, value: UInt64, depth: Int, letterSum: Int, factor: Int, letters: Int)
    {
        // The budget: once it runs out every call returns at once, so the search unwinds.
        stepsLeft.pointee &-= 1
        guard stepsLeft.pointee >= 0 else { return }
        var (letterSum, factor, letters) = (letterSum, factor, letters)
        enter(
            cell: cell, node: node, value: value, depth: depth, letterSum: &letterSum, factor: &factor,
            letters: &letters)
        guard value & neighbourBits[cell] & letterMask != 0 else { return }
        let usedWord = cell &>> 6
        let usedBit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell & 63)
        usedBits[usedWord] |= usedBit
        let list = neighbours + cell &* 9
        for slot in 0..<Int(list[8]) {
            let next = Int(truncatingIfNeeded: list[slot])
            guard value & letterBit[next] != 0, usedBits[next &>> 6] & (1 &<< UInt64(next & 63)) == 0,
                let (child, childValue) = child(of: value, bit: letterBit[next])
            else { continue }
            visitListed(
                cell: next, node: child, value: childValue, depth: depth &+ 1, letterSum: letterSum,
                factor: factor, letters: letters)
        }
        usedBits[usedWord] &= ~usedBit
    }
}
