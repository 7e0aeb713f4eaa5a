/// The flattened trie behind a `Lexicon`, and its file format.
///
/// Node `i` is one `UInt64`: bits 0-25 say which letters (bit 0 = A) have a
/// child, bit 26 that a word ends here, bits 32-63 the index of the first
/// child. A node's children are contiguous, in letter order, so the child for
/// letter `L` is `firstChild + popcount(mask & ((1 << L) - 1))`. The root is
/// node 0; each node's block of children comes right before the children's own
/// subtrees (depth first), so the nodes of one word lie close together in
/// memory. scripts/make-wordlist.py builds the same bytes.
///
/// The file is `WFTRIE01`, then the node count and the word count (UInt32,
/// little endian), then the nodes (little endian).
enum LexiconTrie {
    static let magic: [UInt8] = Array("WFTRIE01".utf8)
    static let headerSize = 16
    static let terminalBit: UInt64 = 1 << 26
    static let letterMask: UInt64 = (1 << 26) - 1

    /// The number of set bits of every 13-bit value: a child's rank (the set bits of a 26-bit mask below
    /// its letter) in two table lookups. The default x86-64 target has no POPCNT instruction, and the
    /// software count is a dozen dependent instructions on the critical path of every step down the trie.
    nonisolated(unsafe) static let popcounts: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 13)
        for value in 0..<(1 << 13) { table[value] = UInt8(value.nonzeroBitCount) }
        return UnsafePointer(table)
    }()

    /// The nodes of the trie holding `words` (sorted, unique, each letters 0-25).
    static func build(sortedUniqueWords words: [[UInt8]]) -> [UInt64] {
        var nodes: [UInt64] = [0]
        nodes.reserveCapacity(words.count * 3 + 1)
        place(0, words: words, range: 0..<words.count, depth: 0, into: &nodes)
        return nodes
    }

    /// Fills in node `index` for `words[range]` (which share their first `depth` letters): appends the block
    /// of its children, then each child's subtree in turn (depth first, so a word's nodes lie close together).
    private static func place(_ index: Int, words: [[UInt8]], range: Range<Int>, depth: Int, into nodes: inout [UInt64])
    {
        var lo = range.lowerBound
        var flags: UInt64 = 0
        if lo < range.upperBound && words[lo].count == depth {
            flags |= terminalBit
            lo += 1
        }
        var groups: [Range<Int>] = []
        var start = lo
        while start < range.upperBound {
            let letter = words[start][depth]
            var end = start
            while end < range.upperBound && words[end][depth] == letter { end += 1 }
            flags |= 1 << UInt64(letter)
            groups.append(start..<end)
            start = end
        }
        let first = groups.isEmpty ? 0 : nodes.count
        nodes.append(contentsOf: repeatElement(0, count: groups.count))
        nodes[index] = flags | UInt64(first) << 32
        for (offset, group) in groups.enumerated() {
            place(first + offset, words: words, range: group, depth: depth + 1, into: &nodes)
        }
    }

    /// `words` as letter indices 0-25, lower- and upper-case folded; nil entries for anything with other characters.
    static func letterIndices(_ word: some StringProtocol) -> [UInt8]? {
        var letters: [UInt8] = []
        letters.reserveCapacity(word.utf8.count)
        for byte in word.utf8 {
            guard let index = letterIndex(byte) else { return nil }
            letters.append(index)
        }
        return letters
    }

    /// The letter index 0-25 of an ASCII letter of either case, else nil.
    @inline(__always)
    static func letterIndex(_ byte: UInt8) -> UInt8? {
        let index = (byte | 0x20) &- 97  // folds case; anything but a letter lands outside 0-25
        return index < 26 ? index : nil
    }

    /// Sorted, deduplicated, non-empty letter-index words.
    static func normalize(_ words: [[UInt8]]) -> [[UInt8]] {
        var sorted = words.filter { !$0.isEmpty }
        sorted.sort { $0.lexicographicallyPrecedes($1) }
        var unique: [[UInt8]] = []
        unique.reserveCapacity(sorted.count)
        for word in sorted where unique.last != word {
            unique.append(word)
        }
        return unique
    }

    /// The index file's bytes for `nodes` holding `wordCount` words.
    static func fileBytes(nodes: [UInt64], wordCount: Int) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(headerSize + nodes.count * 8)
        for value in [UInt32(nodes.count), UInt32(wordCount)] {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        for node in nodes {
            withUnsafeBytes(of: node.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
