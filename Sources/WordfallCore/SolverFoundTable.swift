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

    init() {
        capacity = 256
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        slots = .allocate(capacity: capacity)
        recordCapacity = 128
        points = .allocate(capacity: recordCapacity)
        pathStart = .allocate(capacity: recordCapacity)
        pathLength = .allocate(capacity: recordCapacity)
        pathsCapacity = 1024
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

    /// The found words, best first (points descending, ties alphabetical).
    func results(board: Board) -> [FoundWord] {
        let columns = board.columns
        // Each word's text (upper case, QU for Q) goes into one buffer; its first 12 letters, 5 bits each and
        // left-aligned, make a sort key that orders words alphabetically (longer words only tie on it).
        var text = [UInt8](repeating: 0, count: pathsCount * 2)
        var textStart = [Int](repeating: 0, count: count + 1)
        var entries: [(points: Int, key: UInt64, index: Int)] = []
        entries.reserveCapacity(count)
        var end = 0
        for index in 0..<count {
            textStart[index] = end
            let start = Int(pathStart[index])
            for offset in start..<(start + Int(pathLength[index])) {
                let letter = board.tiles[Int(paths[offset])].letter
                text[end] = letter
                end += 1
                if letter == UInt8(ascii: "Q") {
                    text[end] = UInt8(ascii: "U")
                    end += 1
                }
            }
            var key: UInt64 = 0
            for slot in 0..<12 {
                let at = textStart[index] + slot
                key = key << 5 | (at < end ? UInt64(text[at] - 64) : 0)
            }
            entries.append((points[index], key, index))
        }
        textStart[count] = end
        text.withUnsafeBufferPointer { bytes in
            entries.sort { left, right in
                if left.points != right.points { return left.points > right.points }
                if left.key != right.key { return left.key < right.key }
                let a = bytes[textStart[left.index]..<textStart[left.index + 1]]
                let b = bytes[textStart[right.index]..<textStart[right.index + 1]]
                return a.lexicographicallyPrecedes(b)
            }
        }
        var words: [FoundWord] = []
        words.reserveCapacity(count)
        text.withUnsafeBufferPointer { bytes in
            for entry in entries {
                let index = entry.index
                let start = Int(pathStart[index])
                let length = Int(pathLength[index])
                let cells = [Position](unsafeUninitializedCapacity: length) { buffer, initialized in
                    for offset in 0..<length {
                        let cell = Int(paths[start + offset])
                        buffer[offset] = Position(row: cell / columns, column: cell % columns)
                    }
                    initialized = length
                }
                let word = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[textStart[index]..<textStart[index + 1]]),
                    as: UTF8.self)
                words.append(FoundWord(word: word, path: cells, points: entry.points))
            }
        }
        return words
    }
}
