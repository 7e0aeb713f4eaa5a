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
    private var recordCapacity: Int
    private(set) var count = 0
    private var paths: UnsafeMutablePointer<Int32>
    private var pathsCount = 0
    private var pathsCapacity: Int

    /// An empty table sized for a board of `cells` cells (about 5 words a cell on random boards).
    init(cells: Int) {
        recordCapacity = max(64, cells * 8)
        capacity = 256
        while capacity < recordCapacity * 2 { capacity *= 2 }
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        slots = .allocate(capacity: capacity)
        points = .allocate(capacity: recordCapacity)
        pathStart = .allocate(capacity: recordCapacity)
        pathLength = .allocate(capacity: recordCapacity)
        pathsCapacity = recordCapacity * 6
        paths = .allocate(capacity: pathsCapacity)
    }

    func deallocate() {
        keys.deallocate()
        slots.deallocate()
        points.deallocate()
        pathStart.deallocate()
        pathLength.deallocate()
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
                // A word always takes the same number of tiles (QU comes only from a Q tile).
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
    func results(letters: UnsafePointer<UInt8>, codes: UnsafePointer<UInt8>, packable: Bool, columns: Int)
        -> [FoundWord]
    {
        let order = sortedOrder(letters: letters)
        var words: [FoundWord] = []
        words.reserveCapacity(count)
        for index in order {
            let start = Int(pathStart[index])
            let length = Int(pathLength[index])
            let cells = paths + start
            var textLength = length
            for offset in 0..<length where letters[Int(cells[offset])] == UInt8(ascii: "Q") { textLength &+= 1 }
            let word = String(unsafeUninitializedCapacity: textLength) { buffer in
                var at = 0
                for offset in 0..<length {
                    let letter = letters[Int(cells[offset])]
                    buffer[at] = letter
                    at &+= 1
                    if letter == UInt8(ascii: "Q") {
                        buffer[at] = UInt8(ascii: "U")
                        at &+= 1
                    }
                }
                return at
            }
            if packable && length <= 16 {
                var low: UInt64 = 0
                var high: UInt64 = 0
                for offset in 0..<min(length, 8) {
                    low |= UInt64(codes[Int(cells[offset])]) &<< UInt64(offset &* 8)
                }
                for offset in min(length, 8)..<length {
                    high |= UInt64(codes[Int(cells[offset])]) &<< UInt64((offset &- 8) &* 8)
                }
                words.append(
                    FoundWord(word: word, packedLow: low, packedHigh: high, count: length, points: points[index]))
            } else {
                let path = (0..<length).map { offset in
                    Position(row: Int(cells[offset]) / columns, column: Int(cells[offset]) % columns)
                }
                words.append(FoundWord(word: word, path: path, points: points[index]))
            }
        }
        return words
    }

    /// The record indices in result order: points descending, then alphabetical.
    ///
    /// Each record becomes one `UInt128` sort key: the points, inverted, then the first 12 letters (5 bits each,
    /// A = 1, left-aligned, so shorter words come first), then the record index. Words of more than 12 letters
    /// that tie on all that are put in order by their full text afterwards.
    private func sortedOrder(letters: UnsafePointer<UInt8>) -> [Int] {
        let pointsLimit = 1 << 40
        let byText = { (left: Int, right: Int) -> Bool in
            if points[left] != points[right] { return points[left] > points[right] }
            return text(of: left, letters: letters).lexicographicallyPrecedes(text(of: right, letters: letters))
        }
        if (0..<count).contains(where: { points[$0] >= pointsLimit }) {
            return (0..<count).sorted(by: byText)
        }
        var keys: [UInt128] = []
        keys.reserveCapacity(count)
        for index in 0..<count {
            let start = Int(pathStart[index])
            var key: UInt64 = 0
            var used = 0
            for offset in start..<(start &+ Int(pathLength[index])) where used < 12 {
                let letter = letters[Int(paths[offset])]
                key = key &<< 5 | UInt64(letter &- 64)
                used &+= 1
                if letter == UInt8(ascii: "Q") && used < 12 {
                    key = key &<< 5 | 21
                    used &+= 1
                }
            }
            key &<<= UInt64(5 * (12 - used))
            let inverted = UInt64(pointsLimit - 1 - points[index])
            keys.append(UInt128(inverted) << 84 | UInt128(key) << 24 | UInt128(index))
        }
        keys.sort()
        var order = keys.map { Int(truncatingIfNeeded: $0 & 0xFF_FFFF) }
        // Rare: equal points and equal first 12 letters.
        var runStart = 0
        while runStart < keys.count {
            var runEnd = runStart + 1
            while runEnd < keys.count && keys[runEnd] >> 24 == keys[runStart] >> 24 { runEnd += 1 }
            if runEnd - runStart > 1 {
                order[runStart..<runEnd].sort(by: byText)
            }
            runStart = runEnd
        }
        return order
    }

    /// The text of found word `index` (upper case, QU for Q), for the rare tie beyond 12 letters.
    private func text(of index: Int, letters: UnsafePointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        let start = Int(pathStart[index])
        for offset in start..<(start + Int(pathLength[index])) {
            let letter = letters[Int(paths[offset])]
            text.append(letter)
            if letter == UInt8(ascii: "Q") { text.append(UInt8(ascii: "U")) }
        }
        return text
    }
}
