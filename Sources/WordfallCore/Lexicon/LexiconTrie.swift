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

    /// The nodes of the trie holding `words` (any order, duplicates allowed, each letters 0-25).
    static func build(words: [[UInt8]]) -> [UInt64] {
        var builder = WordListBuilder()
        for word in words { builder.add(word) }
        let nodes = builder.build().nodes
        defer { nodes.deallocate() }
        return Array(nodes)
    }

    /// The letter index 0-25 of an ASCII letter of either case, else nil.
    @inline(__always)
    static func letterIndex(_ byte: UInt8) -> UInt8? {
        let index = (byte | 0x20) &- 97  // folds case; anything but a letter lands outside 0-25
        return index < 26 ? index : nil
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
