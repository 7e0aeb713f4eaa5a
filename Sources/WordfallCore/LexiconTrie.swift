/// The flattened trie behind a `Lexicon`, and its file format.
///
/// Node `i` is one `UInt64`: bits 0-25 say which letters (bit 0 = A) have a
/// child, bit 26 that a word ends here, bits 32-63 the index of the first
/// child. A node's children are contiguous, in letter order, so the child for
/// letter `L` is `firstChild + popcount(mask & ((1 << L) - 1))`. Nodes are laid
/// out breadth first (root 0); scripts/make-wordlist.py builds the same bytes.
///
/// The file is `WFTRIE01`, then the node count and the word count (UInt32,
/// little endian), then the nodes (little endian).
enum LexiconTrie {
    static let magic: [UInt8] = Array("WFTRIE01".utf8)
    static let headerSize = 16
    static let terminalBit: UInt64 = 1 << 26
    static let letterMask: UInt64 = (1 << 26) - 1

    /// The nodes of the trie holding `words` (sorted, unique, each letters 0-25).
    static func build(sortedUniqueWords words: [[UInt8]]) -> [UInt64] {
        var nodes: [UInt64] = []
        nodes.reserveCapacity(words.count * 2 + 1)
        // Each entry is a range of words sharing a prefix of length `depth`; its position is its node index.
        var queue: [(lo: Int, hi: Int, depth: Int)] = [(0, words.count, 0)]
        var head = 0
        while head < queue.count {
            let (hi, depth) = (queue[head].hi, queue[head].depth)
            var lo = queue[head].lo
            head += 1
            var flags: UInt64 = 0
            if lo < hi && words[lo].count == depth {
                flags |= terminalBit
                lo += 1
            }
            let firstChild = lo < hi ? UInt64(queue.count) : 0
            var start = lo
            while start < hi {
                let letter = words[start][depth]
                var end = start
                while end < hi && words[end][depth] == letter { end += 1 }
                flags |= 1 << UInt64(letter)
                queue.append((start, end, depth + 1))
                start = end
            }
            nodes.append(flags | firstChild << 32)
        }
        return nodes
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
        switch byte {
        case 65...90: byte - 65
        case 97...122: byte - 97
        default: nil
        }
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
