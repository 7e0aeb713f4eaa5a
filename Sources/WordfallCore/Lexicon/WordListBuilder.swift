import Glibc

/// Builds a lexicon's trie from a word list in time linear in the list's letters (plus a sort when the
/// list is not sorted already), with no recursion and no array per word or per node.
///
/// Words are kept as letter indices (0-25) in one flat buffer with a 32-bit offset per word. The trie is
/// laid out exactly as `LexiconTrie` describes (each node's block of children, then each child's subtree
/// in letter order), by an explicit stack instead of recursion, so a line of 100,000 letters is one deep
/// branch of nodes, not 100,000 nested calls. A branch holding a single word is written as a chain in
/// one loop; most of a trie's nodes are in such branches.
struct WordListBuilder {
    /// Every word's letters, one after another.
    private(set) var letters: [UInt8] = []
    /// Where each word starts in `letters`; word `i` ends where word `i + 1` starts.
    private(set) var starts: [Int32] = []

    init() {}

    /// The number of words added so far (duplicates included).
    var count: Int { starts.count }

    /// Adds a word given as letter indices 0-25 (an empty word is ignored).
    mutating func add(_ word: some Collection<UInt8>) {
        guard !word.isEmpty else { return }
        starts.append(Int32(letters.count))
        letters.append(contentsOf: word)
    }

    /// Adds `text` if it is letters A-Z of either case only; returns whether it was added.
    @discardableResult
    mutating func add(text: some StringProtocol) -> Bool {
        var text = String(text)
        return text.withUTF8 { add(ascii: $0) }
    }

    /// Adds `bytes` if they are ASCII letters A-Z of either case only; returns whether they were added.
    @discardableResult
    mutating func add(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        for byte in bytes where LexiconTrie.letterIndex(byte) == nil { return false }
        let start = letters.count
        letters.append(contentsOf: bytes)
        letters.withUnsafeMutableBufferPointer { letters in
            for index in start..<letters.count { letters[index] = (letters[index] | 0x20) &- 97 }
        }
        starts.append(Int32(start))
        return true
    }

    /// The trie: its nodes (allocated here; the caller owns and deallocates them) and the number of
    /// distinct words.
    func build() -> (nodes: UnsafeMutableBufferPointer<UInt64>, wordCount: Int) {
        letters.withUnsafeBufferPointer { letters in
            starts.withUnsafeBufferPointer { starts in
                let order = Self.sortedUniqueOrder(letters: letters, starts: starts)
                // Each distinct word's start and length, in sorted order, side by side for the layout's scans.
                var spans = [Int32](repeating: 0, count: order.count * 2)
                for (rank, index) in order.enumerated() {
                    let start = starts[Int(index)]
                    spans[rank * 2] = start
                    spans[rank * 2 + 1] = Self.end(of: Int(index), letters: letters, starts: starts) - start
                }
                let nodes = spans.withUnsafeBufferPointer { spans in
                    Self.layOut(spans: spans, letters: letters)
                }
                return (nodes, order.count)
            }
        }
    }

    private static func end(of index: Int, letters: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int32>)
        -> Int32
    {
        index + 1 < starts.count ? starts[index + 1] : Int32(letters.count)
    }

    /// The words' indices in alphabetical order, each distinct word once.
    private static func sortedUniqueOrder(letters: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int32>)
        -> [Int32]
    {
        guard let base = letters.baseAddress else { return [] }
        /// Negative, zero or positive as word `a` sorts before, with or after word `b`.
        func compare(_ a: Int32, _ b: Int32) -> Int {
            let startA = Int(starts[Int(a)])
            let startB = Int(starts[Int(b)])
            let lengthA = Int(end(of: Int(a), letters: letters, starts: starts)) - startA
            let lengthB = Int(end(of: Int(b), letters: letters, starts: starts)) - startB
            let common = memcmp(base + startA, base + startB, min(lengthA, lengthB))
            return common != 0 ? Int(common) : lengthA - lengthB
        }
        var order = (0..<Int32(starts.count)).map { $0 }
        // Word lists are usually sorted already: one linear pass decides, and the sort is skipped.
        var sorted = true
        for index in order.dropFirst() where compare(index - 1, index) > 0 {
            sorted = false
            break
        }
        if !sorted {
            // Sorted on a key holding the first 12 letters (5 bits each, 0 past the end, so a prefix
            // sorts first): one integer comparison decides almost every pair; equal keys compare in full.
            var keyed = order.map { index -> (key: UInt64, index: Int32) in
                let start = Int(starts[Int(index)])
                let length = min(12, Int(end(of: Int(index), letters: letters, starts: starts)) - start)
                var key: UInt64 = 0
                for offset in 0..<12 {
                    key = key << 5 | (offset < length ? UInt64(letters[start + offset]) + 1 : 0)
                }
                return (key, index)
            }
            keyed.sort { $0.key != $1.key ? $0.key < $1.key : compare($0.index, $1.index) < 0 }
            for position in keyed.indices { order[position] = keyed[position].index }
        }
        var unique: [Int32] = []
        unique.reserveCapacity(order.count)
        for index in order where unique.last.map({ compare($0, index) != 0 }) ?? true {
            unique.append(index)
        }
        return unique
    }

    /// One node waiting to be laid out: its slot, and the sorted words (ranks) below it.
    private struct Pending {
        var node: Int
        var lower: Int
        var upper: Int
        var depth: Int
    }

    /// The nodes, depth first; `spans` holds each sorted word's start in `letters` and its length.
    ///
    /// A trie has at most one node per letter of its words, plus the root: the buffer is allocated at
    /// that size once (the pages never written are never touched) and trimmed to the nodes made.
    private static func layOut(spans: UnsafeBufferPointer<Int32>, letters: UnsafeBufferPointer<UInt8>)
        -> UnsafeMutableBufferPointer<UInt64>
    {
        let wordCount = spans.count / 2
        var capacity = 1
        for rank in 0..<wordCount { capacity += Int(spans[rank * 2 + 1]) }
        let nodes = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        nodes[0] = 0
        var made = 1
        var stack = [Pending(node: 0, lower: 0, upper: wordCount, depth: 0)]
        @inline(__always) func letter(_ rank: Int, _ depth: Int) -> UInt8 { letters[Int(spans[rank * 2]) + depth] }
        while let pending = stack.popLast() {
            var lower = pending.lower
            let upper = pending.upper
            let depth = pending.depth
            var flags: UInt64 = 0
            // Sorted order puts a word that ends here first among the words below this node.
            if lower < upper && Int(spans[lower * 2 + 1]) == depth {
                flags |= LexiconTrie.terminalBit
                lower += 1
            }
            // One word left below: the rest of the trie here is a chain, laid out node after node.
            if upper - lower == 1 {
                let start = Int(spans[lower * 2])
                let length = Int(spans[lower * 2 + 1])
                var node = pending.node
                for position in depth..<length {
                    nodes[node] = flags | 1 << UInt64(letters[start + position]) | UInt64(made) << 32
                    node = made
                    made += 1
                    flags = 0
                }
                nodes[node] = flags | LexiconTrie.terminalBit
                continue
            }
            // First pass: which letters follow, so the block of children can be placed.
            var children = 0
            var rank = lower
            while rank < upper {
                let next = letter(rank, depth)
                flags |= 1 << UInt64(next)
                children += 1
                rank += 1
                while rank < upper && letter(rank, depth) == next { rank += 1 }
            }
            let first = children == 0 ? 0 : made
            made += children
            nodes[pending.node] = flags | UInt64(first) << 32
            // Second pass, last group first, so the first child's whole subtree is laid out next.
            var child = first + children
            var end = upper
            while end > lower {
                let last = letter(end - 1, depth)
                var start = end - 1
                while start > lower && letter(start - 1, depth) == last { start -= 1 }
                child -= 1
                stack.append(Pending(node: child, lower: start, upper: end, depth: depth + 1))
                end = start
            }
        }
        guard made < capacity, let trimmed = realloc(nodes, made * MemoryLayout<UInt64>.stride) else {
            return UnsafeMutableBufferPointer(start: nodes, count: made)
        }
        return UnsafeMutableBufferPointer(start: trimmed.assumingMemoryBound(to: UInt64.self), count: made)
    }
}
