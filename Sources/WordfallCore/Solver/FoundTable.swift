/// The solver's found words so far: an open-addressing table keyed by trie node, each with its best points and path.
///
/// Manually managed (unsafe buffers, grown by doubling) so the search loop
/// does no reference counting; `deallocate()` frees it.
struct FoundTable {
    /// Slot -> trie node (0 = empty: the root never ends a word).
    private var keys: UnsafeMutablePointer<Int32>
    /// Slot -> record index.
    private var slots: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// Record index -> best points.
    private var points: UnsafeMutablePointer<Int>
    /// Record index -> where its path starts in `paths`, and its length.
    private var pathStart: UnsafeMutablePointer<Int32>
    private var pathLength: UnsafeMutablePointer<Int32>
    /// Record index -> the trie node its word ends at (for its tier and category).
    private(set) var nodeOf: UnsafeMutablePointer<Int32>
    private var recordCapacity: Int
    private(set) var count = 0
    private var paths: UnsafeMutablePointer<Int32>
    private var pathsCount = 0
    private var pathsCapacity: Int
    /// Whether a Q tile's text is QU (the board's `qReadsQU`).
    private let qReadsQU: Bool

    /// The fewest found words `radixSort` sorts faster than `sortUnique` (measured with callgrind's branch simulation).
    static let radixSortMinimum = 256

    /// An empty table sized for a board of `cells` cells (about 5 words a cell on random boards), whose Q tiles
    /// read QU where `qReadsQU`.
    init(cells: Int, qReadsQU: Bool = true) {
        self.qReadsQU = qReadsQU
        recordCapacity = max(64, cells * 8)
        capacity = 256
        while capacity < recordCapacity * 2 { capacity *= 2 }
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        slots = .allocate(capacity: capacity)
        points = .allocate(capacity: recordCapacity)
        pathStart = .allocate(capacity: recordCapacity)
        pathLength = .allocate(capacity: recordCapacity)
        nodeOf = .allocate(capacity: recordCapacity)
        pathsCapacity = recordCapacity * 6
        paths = .allocate(capacity: pathsCapacity)
    }

    func deallocate() {
        keys.deallocate()
        slots.deallocate()
        points.deallocate()
        pathStart.deallocate()
        pathLength.deallocate()
        nodeOf.deallocate()
        paths.deallocate()
    }

    @inline(__always)
    private static func hash(_ node: Int32) -> Int {
        Int(truncatingIfNeeded: UInt32(bitPattern: node) &* 0x9E37_79B1) >> 8
    }

    /// Keeps `path[0..<length]` for the word ending at `node` if it is new or worth strictly more than the kept one.
    mutating func record(node: Int, points newPoints: Int, path: UnsafePointer<Int32>, length: Int) {
        let key = Int32(truncatingIfNeeded: node)
        let mask = capacity &- 1
        var slot = Self.hash(key) & mask
        while true {
            let existing = keys[slot]
            if existing == key {
                let index = Int(slots[slot])
                guard newPoints > points[index] else { return }
                points[index] = newPoints
                // A word always takes the same number of tiles (QU comes only from a Q tile, or never).
                (paths + Int(pathStart[index])).update(from: path, count: length)
                return
            }
            if existing == 0 { break }
            slot = (slot &+ 1) & mask
        }
        if count == recordCapacity { growRecords() }
        if pathsCount + length > pathsCapacity { growPaths(atLeast: pathsCount + length) }
        keys[slot] = key
        slots[slot] = Int32(truncatingIfNeeded: count)
        points[count] = newPoints
        pathStart[count] = Int32(truncatingIfNeeded: pathsCount)
        pathLength[count] = Int32(truncatingIfNeeded: length)
        nodeOf[count] = key
        (paths + pathsCount).initialize(from: path, count: length)
        pathsCount += length
        count += 1
        if count * 2 > capacity { growTable() }
    }

    private mutating func growTable() {
        let oldKeys = keys
        let oldSlots = slots
        let oldCapacity = capacity
        capacity *= 2
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        slots = .allocate(capacity: capacity)
        let mask = capacity - 1
        for old in 0..<oldCapacity where oldKeys[old] != 0 {
            var slot = Self.hash(oldKeys[old]) & mask
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[old]
            slots[slot] = oldSlots[old]
        }
        oldKeys.deallocate()
        oldSlots.deallocate()
    }

    private mutating func growRecords() {
        let newCapacity = recordCapacity * 2
        points = Self.grow(points, from: count, to: newCapacity)
        pathStart = Self.grow(pathStart, from: count, to: newCapacity)
        pathLength = Self.grow(pathLength, from: count, to: newCapacity)
        nodeOf = Self.grow(nodeOf, from: count, to: newCapacity)
        recordCapacity = newCapacity
    }

    private mutating func growPaths(atLeast needed: Int) {
        var newCapacity = pathsCapacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        paths = Self.grow(paths, from: pathsCount, to: newCapacity)
        pathsCapacity = newCapacity
    }

    private static func grow<T>(_ old: UnsafeMutablePointer<T>, from count: Int, to capacity: Int)
        -> UnsafeMutablePointer<T>
    {
        let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        new.moveInitialize(from: old, count: count)
        old.deallocate()
        return new
    }

    /// The found words, best first (points descending, ties alphabetical); `letters` gives each cell's letter
    /// and `codes` each cell's packed position (row << 4 | column, valid when `packable`).
    func results(
        letters: UnsafePointer<UInt8>, codes: UnsafePointer<UInt8>, packable: Bool, columns: Int,
        nodes: UnsafePointer<UInt64>
    ) -> [FoundWord] {
        // Per record: its first letters as `FoundWord.Text.packed` holds them, and whether that is all of them.
        let texts = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, count))
        let whole = UnsafeMutablePointer<Bool>.allocate(capacity: max(1, count))
        defer {
            texts.deallocate()
            whole.deallocate()
        }
        for index in 0..<count {
            (texts[index], whole[index]) = packedText(of: index, letters: letters)
        }
        let order = sortedOrder(letters: letters, texts: texts)
        var words: [FoundWord] = []
        words.reserveCapacity(count)
        for index in order {
            let start = Int(pathStart[index])
            let length = Int(pathLength[index])
            let cells = paths + start
            if packable && length <= 16 {
                var low: UInt64 = 0
                var high: UInt64 = 0
                for offset in 0..<min(length, 8) {
                    low |= UInt64(codes[Int(cells[offset])]) &<< UInt64(offset &* 8)
                }
                for offset in min(length, 8)..<length {
                    high |= UInt64(codes[Int(cells[offset])]) &<< UInt64((offset &- 8) &* 8)
                }
                if whole[index] {
                    words.append(
                        FoundWord(
                            packedText: texts[index], packedLow: low, packedHigh: high, count: length,
                            points: points[index], nodeValue: nodes[Int(nodeOf[index])]))
                } else {
                    words.append(
                        FoundWord(
                            word: string(of: index, letters: letters), packedLow: low, packedHigh: high,
                            count: length, points: points[index], nodeValue: nodes[Int(nodeOf[index])]))
                }
            } else {
                let path = (0..<length).map { offset in
                    Position(row: Int(cells[offset]) / columns, column: Int(cells[offset]) % columns)
                }
                words.append(
                    FoundWord(
                        word: string(of: index, letters: letters), path: path, points: points[index],
                        nodeValue: nodes[Int(nodeOf[index])]))
            }
        }
        return words
    }

    /// The best found word alone (most points; ties: alphabetically first), nil when none was found:
    /// what `check` and a summary need, without sorting or building every result. With `expectedOnly`,
    /// the best of the expected words.
    func best(
        letters: UnsafePointer<UInt8>, columns: Int, nodes: UnsafePointer<UInt64>, expectedOnly: Bool,
        excluding excluded: NodeSet = []
    ) -> FoundWord? {
        var best = -1
        for index in 0..<count where !expectedOnly || LexiconTrie.isExpected(nodes[Int(nodeOf[index])]) {
            if best < 0 || points[index] > points[best]
                || (points[index] == points[best]
                    && text(of: index, letters: letters).lexicographicallyPrecedes(text(of: best, letters: letters)))
            {
                // A word excluded never becomes the best; asked only of a word that would.
                guard excluded.isEmpty || !excluded.contains(Int(nodeOf[index])) else { continue }
                best = index
            }
        }
        guard best >= 0 else { return nil }
        let start = Int(pathStart[best])
        let path = (0..<Int(pathLength[best])).map { offset in
            let cell = Int(paths[start + offset])
            return Position(row: cell / columns, column: cell % columns)
        }
        return FoundWord(
            word: string(of: best, letters: letters), path: path, points: points[best],
            nodeValue: nodes[Int(nodeOf[best])])
    }

    /// How many expected words were found (`LexiconTrie.isExpected`), and how many of them are worth more
    /// than `threshold` points.
    func expectedCounts(nodes: UnsafePointer<UInt64>, above threshold: Int) -> (expected: Int, better: Int) {
        var expected = 0
        var better = 0
        for index in 0..<count where LexiconTrie.isExpected(nodes[Int(nodeOf[index])]) {
            expected += 1
            if points[index] > threshold { better += 1 }
        }
        return (expected, better)
    }

    /// The first `FoundWord.Text.maxPacked` letters of found word `index` (QU for a Q that reads QU) packed as
    /// `FoundWord.Text.packed` holds them, and whether they are the whole word.
    @inline(__always)
    private func packedText(of index: Int, letters: UnsafePointer<UInt8>) -> (UInt64, Bool) {
        let start = Int(pathStart[index])
        var packed: UInt64 = 0
        var shift = 55
        for offset in start..<(start &+ Int(pathLength[index])) {
            guard shift >= 0 else { return (packed, false) }
            let letter = letters[Int(paths[offset])]
            // A code 0-9 (a set of more than 26 tiles, `LetterCode`) has no 5-bit form: the word is a string.
            guard letter >= 65 else { return (packed, false) }
            packed |= UInt64(letter &- 64) &<< UInt64(shift)
            shift &-= 5
            if letter == UInt8(ascii: "Q") && qReadsQU {
                guard shift >= 0 else { return (packed, false) }
                packed |= 21 &<< UInt64(shift)
                shift &-= 5
            }
        }
        return (packed, true)
    }

    /// The text of found word `index` as a `String` (upper case, QU for a Q that reads QU).
    private func string(of index: Int, letters: UnsafePointer<UInt8>) -> String {
        let text = text(of: index, letters: letters)
        return String(decoding: text, as: UTF8.self)
    }

    /// The record indices in result order: points descending, then alphabetical.
    ///
    /// Each record becomes one `UInt64` sort key: its points, inverted, in as many bits as the highest points
    /// need; then as many leading letters as fit (5 bits each, A = 1, left-aligned, so shorter words come
    /// first; taken from `texts`, each record's first letters packed as `FoundWord.Text.packed` holds them);
    /// then the record index. Records that tie on points and those letters (words sharing a long start) are
    /// put in order by their full text afterwards.
    private func sortedOrder(letters: UnsafePointer<UInt8>, texts: UnsafePointer<UInt64>) -> [Int] {
        let byText = { (left: Int, right: Int) -> Bool in
            if points[left] != points[right] { return points[left] > points[right] }
            return text(of: left, letters: letters).lexicographicallyPrecedes(text(of: right, letters: letters))
        }
        var highest = 0
        for index in 0..<count { highest = max(highest, points[index]) }
        let indexBits = Self.bitWidth(count)
        let pointsBits = Self.bitWidth(highest)
        let keyLetters = min(FoundWord.Text.maxPacked, (64 - indexBits - pointsBits) / 5)
        guard keyLetters >= 3 else { return (0..<count).sorted(by: byText) }
        let letterShift = UInt64(indexBits)
        let pointsShift = UInt64(indexBits + keyLetters * 5)
        let textShift = UInt64(5 * (FoundWord.Text.maxPacked - keyLetters))
        var keys = [UInt64](repeating: 0, count: count)
        for index in 0..<count {
            let inverted = UInt64(highest &- points[index])
            keys[index] = inverted &<< pointsShift | (texts[index] &>> textShift) &<< letterShift | UInt64(index)
        }
        keys.withUnsafeMutableBufferPointer {
            // Radix sort only pays for its 256-entry counts on many keys; it keeps the records' order on ties
            // above the index bits, which is the index order, so both sorts give the same order.
            if count >= Self.radixSortMinimum {
                Self.radixSort($0, lowBit: indexBits)
            } else {
                Self.sortUnique($0, depthLimit: 2 * indexBits + 2)
            }
        }
        let indexMask: UInt64 = (1 << letterShift) &- 1
        var order = keys.map { Int(truncatingIfNeeded: $0 & indexMask) }
        var runStart = 0
        while runStart < keys.count {
            var runEnd = runStart + 1
            while runEnd < keys.count && keys[runEnd] >> letterShift == keys[runStart] >> letterShift { runEnd += 1 }
            if runEnd - runStart > 1 {
                order[runStart..<runEnd].sort(by: byText)
            }
            runStart = runEnd
        }
        return order
    }

    /// The text of found word `index` (upper case, QU for a Q that reads QU), for the rare tie beyond 12 letters.
    private func text(of index: Int, letters: UnsafePointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        let start = Int(pathStart[index])
        for offset in start..<(start + Int(pathLength[index])) {
            let letter = letters[Int(paths[offset])]
            text.append(letter)
            if letter == UInt8(ascii: "Q") && qReadsQU { text.append(UInt8(ascii: "U")) }
        }
        return text
    }
}
