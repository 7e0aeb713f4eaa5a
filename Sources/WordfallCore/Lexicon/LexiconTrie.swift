/// The flattened trie behind a `Lexicon`, and its file format.
///
/// Node `i` is one `UInt64`: bits 0-25 say which letters (bit 0 = A) have a
/// child, bit 26 that a word ends here, bits 27-29 the word's tier (0: none,
/// 1-7: SCOWL size 10, 20, 35, 40, 50, 55, 60; docs/RULES.md, "Word tiers"),
/// bit 30 that the word is never offered (vulgar or sensitive), bit 31 that a
/// slur ends here (bit 26 clear: the lexicon knows it only to refuse it),
/// bits 32-63 the index of the first child. A node's children are contiguous, in letter order, so the child for
/// letter `L` is `firstChild + popcount(mask & ((1 << L) - 1))`. The root is
/// node 0; each node's block of children comes right before the children's own
/// subtrees (depth first), so the nodes of one word lie close together in
/// memory. scripts/make-wordlist.py builds the same bytes.
///
/// `WFTRIE04` (decision 0460), for a set of more than 26 tiles, is the same but for bits 32-63: bits 32-53
/// the first child (at most 2^22 nodes) and bits 54-63 the letters of index 26-35 (code letters 0-9), after
/// A-Z in the children's order, so a child's rank is the count of the letter bits below its own either way.
///
/// The file is `WFTRIE03` (or `WFTRIE04`), then four UInt32 (little endian): the node count and the word count of
/// the list's trie, then those of the trie of its words never offered (vulgar, sensitive and slurs, every one a
/// plain word: `Lexicon.neverOfferedWords()`); then the nodes of the first trie and those of the second (little
/// endian). The second is computed at build time so that the daily and the generator, which keep such words off
/// their boards, need not walk the whole trie at start.
enum LexiconTrie {
    static let magic: [UInt8] = Array("WFTRIE03".utf8)
    /// The header of a trie with letters of index 26-35 (`WFTRIE04`).
    static let wideMagic: [UInt8] = Array("WFTRIE04".utf8)
    static let headerSize = 24
    static let terminalBit: UInt64 = 1 << 26
    static let letterMask: UInt64 = (1 << 26) - 1
    /// The letter bits of a `WFTRIE04` node: A-Z and the letters of index 26-35 in bits 54-63.
    static let wideLetterMask: UInt64 = letterMask | 0x3FF << 54
    /// The first child's bits (shifted down by 32) of a `WFTRIE03` node and of a `WFTRIE04` one.
    static let childMask: UInt64 = 0xFFFF_FFFF
    static let wideChildMask: UInt64 = (1 << 22) - 1
    /// The most nodes a `WFTRIE04` trie may have.
    static let wideNodeLimit = 1 << 22

    /// The node bit of letter index `letter` (0-35): bit `letter` for A-Z, bit `letter + 28` for the others.
    @inline(__always)
    static func bit(_ letter: Int) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: letter < 26 ? letter : letter &+ 28)
    }

    /// The number of letter bits set in `bits` (letter bits only, of either layout): the 13-bit table twice,
    /// and once more for the bits of index 26-35.
    @inline(__always)
    static func rank(_ bits: UInt64, _ popcounts: UnsafePointer<UInt8>) -> Int {
        if bits < 1 << 26 {
            return Int(popcounts[Int(truncatingIfNeeded: bits & 0x1FFF)])
                &+ Int(popcounts[Int(truncatingIfNeeded: bits &>> 13)])
        }
        return Int(popcounts[Int(truncatingIfNeeded: bits & 0x1FFF)])
            &+ Int(popcounts[Int(truncatingIfNeeded: (bits &>> 13) & 0x1FFF)])
            &+ Int(popcounts[Int(truncatingIfNeeded: bits &>> 54)])
    }
    /// Where a word's attributes (`WordListBuilder.Attributes`: tier, never offered, slur) start.
    static let attributeShift: UInt64 = 27
    static let tierMask: UInt64 = 7 << 27
    static let unofferedBit: UInt64 = 1 << 30
    static let slurBit: UInt64 = 1 << 31
    /// The SCOWL size level of each tier code 1-7 (index 0: no tier).
    static let tierLevels = [0, 10, 20, 35, 40, 50, 55, 60]
    /// The highest tier code of the expected words (SCOWL size 35).
    static let expectedTier: UInt64 = 3

    /// The tier code (1-7) of a SCOWL size level, nil for any other number.
    static func tierCode(level: Int) -> UInt8? {
        guard level > 0, let index = tierLevels.firstIndex(of: level) else { return nil }
        return UInt8(index)
    }

    /// Whether the word ending at a node with this value is expected: offered, and common (tier 1-3)
    /// or from a list without tiers (a level's own list: every word its author put there).
    @inline(__always)
    static func isExpected(_ value: UInt64) -> Bool {
        let tier = (value & tierMask) >> attributeShift
        return value & unofferedBit == 0 && tier <= expectedTier
    }

    /// The number of set bits of every 13-bit value: a child's rank (the set bits of a 26-bit mask below
    /// its letter) in two table lookups. The default x86-64 target has no POPCNT instruction, and the
    /// software count is a dozen dependent instructions on the critical path of every step down the trie.
    nonisolated(unsafe) static let popcounts: UnsafePointer<UInt8> = {
        // Doubled a bit at a time (the upper half is the lower half plus one), a loop the compiler turns
        // into vector adds: counting each value's bits in software cost 72,000 instructions of every
        // command's start (issue 38).
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 13)
        table[0] = 0
        for bit in 0..<13 {
            let half = 1 << bit
            for value in 0..<half { table[half &+ value] = table[value] &+ 1 }
        }
        return UnsafePointer(table)
    }()

    /// The nodes of the trie holding `words` (any order, duplicates allowed, each letters 0-35).
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

    /// The index file's bytes for `nodes` holding `wordCount` words, and `neverOffered` holding
    /// `neverOfferedCount`.
    static func fileBytes(
        nodes: [UInt64], wordCount: Int, neverOffered: [UInt64], neverOfferedCount: Int, wide: Bool = false
    ) -> [UInt8] {
        var bytes = wide ? wideMagic : magic
        bytes.reserveCapacity(headerSize + (nodes.count + neverOffered.count) * 8)
        for value in [UInt32(nodes.count), UInt32(wordCount), UInt32(neverOffered.count), UInt32(neverOfferedCount)] {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        for node in nodes + neverOffered {
            withUnsafeBytes(of: node.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
