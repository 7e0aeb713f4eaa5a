import Glibc

/// Builds a lexicon's trie from a word list in time linear in the list's letters (plus a sort when the
/// list is not sorted already), with no recursion and no array per word or per node.
///
/// Words are kept as letter indices (0-25, or 0-35 for a set of more than 26 tiles: `LetterCode`) in one flat
/// buffer with a 32-bit offset per word. The trie is laid out exactly as `LexiconTrie` describes (each node's block
/// of children, then each child's subtree in letter order), by an explicit stack instead of recursion, so a line of
/// 100,000 letters is one deep branch of nodes, not 100,000 nested calls. A branch holding a single word is written
/// as a chain in one loop; most of a trie's nodes are in such branches.
struct WordListBuilder {
    /// Every word's letters, one after another.
    private(set) var letters: [UInt8] = []
    /// Where each word starts in `letters`; word `i` ends where word `i + 1` starts.
    private(set) var starts: [Int32] = []
    /// Each word's attributes, as `LexiconTrie` keeps them in bits 27-31 of its node, shifted down.
    private(set) var attributes: [UInt8] = []

    /// A word's attributes in a list line: `word<TAB>level[<TAB>category]` (docs/RULES.md, "Word tiers").
    enum Attributes {
        static let unoffered: UInt8 = 1 << 3
        static let slur: UInt8 = 1 << 4
    }

    /// Whether `addLines` reads the digits 0-9 as the code letters of index 26-35 (a list of a language of
    /// more than 26 tiles, decision 0460); otherwise a line with a digit is no word.
    var codeDigits = false

    init() {}

    /// The number of words added so far (duplicates included).
    var count: Int { starts.count }

    /// Adds a word given as letter indices 0-25 (an empty word is ignored).
    mutating func add(_ word: some Collection<UInt8>) {
        add(word, attributes: 0)
    }

    /// Adds a word given as letter indices 0-25 with its attributes (`Attributes`, a tier code in bits 0-2).
    mutating func add(_ word: some Collection<UInt8>, attributes wordAttributes: UInt8) {
        guard !word.isEmpty else { return }
        starts.append(Int32(letters.count))
        attributes.append(wordAttributes)
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
        attributes.append(0)
        return true
    }

    /// Adds every line of a word list: each line trimmed of spaces, tabs and carriage returns, kept when
    /// it is letters A-Z of either case only, or such a word, a tab and its tier and category as the
    /// bundled list writes them (`attributes(_:)`). One pass, no allocation per line.
    mutating func addLines(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let first = letters.count
        // Each kept line's letters are at most its bytes: room for all of them, then trimmed.
        letters.append(contentsOf: repeatElement(0, count: count))
        starts.reserveCapacity(starts.count + count / 8)
        var written = first
        letters.withUnsafeMutableBufferPointer { out in
            guard let output = out.baseAddress else { return }
            var index = 0
            while index < count {
                let rest = count - index
                let end =
                    memchr(base + index, 10, rest).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
                    ?? count
                var start = index
                var stop = end
                index = end + 1
                while start < stop && Self.isSpace(base[start]) { start += 1 }
                while stop > start && Self.isSpace(base[stop - 1]) { stop -= 1 }
                guard start < stop else { continue }
                var position = written
                var valid = true
                var wordAttributes: UInt8 = 0
                for offset in start..<stop {
                    var letter = (base[offset] | 0x20) &- 97
                    if codeDigits && base[offset] &- 48 < 10 {
                        letter = base[offset] &- 22
                    } else if letter >= 26 {
                        if base[offset] == 9 && position > written,
                            let parsed = Self.attributes(
                                UnsafeBufferPointer(start: base + offset + 1, count: stop - offset - 1))
                        {
                            wordAttributes = parsed
                        } else {
                            valid = false
                        }
                        break
                    }
                    output[position] = letter
                    position += 1
                }
                guard valid else { continue }
                starts.append(Int32(written))
                attributes.append(wordAttributes)
                written = position
            }
        }
        letters.removeLast(letters.count - written)
    }

    /// The attributes after a word's tab: a SCOWL size level (10, 20, 35, 40, 50, 55, 60), then
    /// optionally a tab and `slur`, `vulgar` or `sensitive`; nil for anything else.
    static func attributes(_ fields: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var level = 0
        var index = 0
        while index < fields.count, fields[index] >= 48, fields[index] <= 57, level < 100 {
            level = level * 10 + Int(fields[index] - 48)
            index += 1
        }
        guard let tier = LexiconTrie.tierCode(level: level) else { return nil }
        guard index < fields.count else { return tier }
        guard fields[index] == 9 else { return nil }
        let category = UnsafeBufferPointer(rebasing: fields[(index + 1)...])
        if category.elementsEqual("slur".utf8) { return tier | Attributes.slur }
        if category.elementsEqual("vulgar".utf8) || category.elementsEqual("sensitive".utf8) {
            return tier | Attributes.unoffered
        }
        return nil
    }

    /// A space, tab or carriage return (what a word list's lines are trimmed of).
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 }

    /// The trie: its nodes (allocated here; the caller owns and deallocates them) and the number of
    /// distinct words.
    func build() -> (nodes: UnsafeMutableBufferPointer<UInt64>, wordCount: Int, wide: Bool) {
        let wide = letters.contains { $0 >= 26 }
        return letters.withUnsafeBufferPointer { letters in
            starts.withUnsafeBufferPointer { starts in
                let order = Self.sortedOrder(letters: letters, starts: starts)
                // Each distinct word's start and length in sorted order, and how many letters it shares
                // with the word before it (the layout reads where a node's children begin from these).
                var spans = [Int32]()
                var shared = [Int32]()
                // Each distinct word's node bits where it ends (a duplicate keeps the first's).
                var ends = [UInt64]()
                ends.reserveCapacity(order.count)
                spans.reserveCapacity(order.count * 2)
                shared.reserveCapacity(order.count)
                var previousStart = 0
                var previousLength = -1
                for index in order {
                    let start = Int(starts[Int(index)])
                    let length = Int(Self.end(of: Int(index), letters: letters, starts: starts)) - start
                    var common = 0
                    if previousLength >= 0 {
                        let limit = min(length, previousLength)
                        while common < limit && letters[previousStart + common] == letters[start + common] {
                            common += 1
                        }
                        // A duplicate: the same letters and the same length as the word before.
                        if common == length && length == previousLength { continue }
                    }
                    spans.append(Int32(start))
                    spans.append(Int32(length))
                    shared.append(Int32(common))
                    let bits = UInt64(attributes[Int(index)]) << LexiconTrie.attributeShift
                    ends.append(bits & LexiconTrie.slurBit != 0 ? bits : bits | LexiconTrie.terminalBit)
                    previousStart = start
                    previousLength = length
                }
                let nodes = spans.withUnsafeBufferPointer { spans in
                    shared.withUnsafeBufferPointer { shared in
                        ends.withUnsafeBufferPointer { ends in
                            Self.layOut(spans: spans, shared: shared, ends: ends, letters: letters)
                        }
                    }
                }
                precondition(!wide || nodes.count <= LexiconTrie.wideNodeLimit, "more nodes than WFTRIE04 holds")
                return (nodes, shared.count, wide)
            }
        }
    }

    private static func end(of index: Int, letters: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int32>)
        -> Int32
    {
        index + 1 < starts.count ? starts[index + 1] : Int32(letters.count)
    }

    /// The words' indices in alphabetical order (duplicates side by side).
    private static func sortedOrder(letters: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int32>)
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
            // Sorted on a key holding the first 10 letters (6 bits each, 0 past the end, so a prefix
            // sorts first): one integer comparison decides almost every pair; equal keys compare in full.
            var keyed = order.map { index -> (key: UInt64, index: Int32) in
                let start = Int(starts[Int(index)])
                let length = min(10, Int(end(of: Int(index), letters: letters, starts: starts)) - start)
                var key: UInt64 = 0
                for offset in 0..<10 {
                    key = key << 6 | (offset < length ? UInt64(letters[start + offset]) + 1 : 0)
                }
                return (key, index)
            }
            keyed.sort { $0.key != $1.key ? $0.key < $1.key : compare($0.index, $1.index) < 0 }
            for position in keyed.indices { order[position] = keyed[position].index }
        }
        return order
    }

    /// One node waiting to be laid out: its slot, and the sorted words (ranks) below it.
    private struct Pending {
        var node: Int
        var lower: Int
        var upper: Int
        var depth: Int
    }

    /// The nodes, depth first; `spans` holds each sorted word's start in `letters` and its length,
    /// `shared` how many letters each shares with the word before it, `ends` the bits of the node where
    /// it ends (the terminal bit and its attributes, or the slur bit and its attributes).
    ///
    /// A trie has at most one node per letter of its words, plus the root: the buffer is allocated at
    /// that size once (the pages never written are never touched) and trimmed to the nodes made. Below
    /// a node at depth `d`, a child's words begin at the first word and at each word sharing exactly
    /// `d` letters with the one before: two sequential scans of `shared` place the children.
    private static func layOut(
        spans: UnsafeBufferPointer<Int32>, shared: UnsafeBufferPointer<Int32>, ends: UnsafeBufferPointer<UInt64>,
        letters: UnsafeBufferPointer<UInt8>
    ) -> UnsafeMutableBufferPointer<UInt64> {
        let wordCount = shared.count
        var capacity = 1
        for rank in 0..<wordCount { capacity += Int(spans[rank * 2 + 1]) }
        let nodes = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        nodes[0] = 0
        var made = 1
        var stack = [Pending(node: 0, lower: 0, upper: wordCount, depth: 0)]
        // `nextAtMost[r]`: the first word after `r` sharing at most `shared[r]` letters with the word
        // before it (`wordCount` if none), by one pass with a stack.
        var nextAtMost = [Int32](repeating: Int32(wordCount), count: wordCount)
        var pendingRanks: [Int32] = []
        var rank = wordCount - 1
        while rank >= 0 {
            while let top = pendingRanks.last, shared[Int(top)] > shared[rank] { pendingRanks.removeLast() }
            if let top = pendingRanks.last { nextAtMost[rank] = top }
            pendingRanks.append(Int32(rank))
            rank -= 1
        }
        // A node has at most 36 children.
        var groupStarts = [Int](repeating: 0, count: LetterCode.count)
        @inline(__always) func letter(_ rank: Int, _ depth: Int) -> UInt8 { letters[Int(spans[rank * 2]) + depth] }
        while let pending = stack.popLast() {
            var lower = pending.lower
            let upper = pending.upper
            let depth = pending.depth
            var flags: UInt64 = 0
            // Sorted order puts a word that ends here first among the words below this node.
            if lower < upper && Int(spans[lower * 2 + 1]) == depth {
                flags |= ends[lower]
                lower += 1
            }
            // One word left below: the rest of the trie here is a chain, laid out node after node.
            if upper - lower == 1 {
                let start = Int(spans[lower * 2])
                let length = Int(spans[lower * 2 + 1])
                var node = pending.node
                for position in depth..<length {
                    nodes[node] = flags | LexiconTrie.bit(Int(letters[start + position])) | UInt64(made) << 32
                    node = made
                    made += 1
                    flags = 0
                }
                nodes[node] = flags | ends[lower]
                continue
            }
            // The children's first words: `lower`, then each word sharing exactly `depth` letters with the
            // one before. Words between two of them share more, and `nextAtMost` jumps over them.
            var count = 0
            if lower < upper {
                groupStarts[0] = lower
                count = 1
                var rank = lower + 1
                while rank < upper && Int(shared[rank]) > depth { rank = Int(nextAtMost[rank]) }
                while rank < upper {
                    groupStarts[count] = rank
                    count += 1
                    rank = Int(nextAtMost[rank])
                }
            }
            for group in 0..<count { flags |= LexiconTrie.bit(Int(letter(groupStarts[group], depth))) }
            let first = count == 0 ? 0 : made
            made += count
            nodes[pending.node] = flags | UInt64(first) << 32
            // Last group first, so the first child's whole subtree is laid out next.
            var end = upper
            var group = count
            while group > 0 {
                group -= 1
                stack.append(Pending(node: first + group, lower: groupStarts[group], upper: end, depth: depth + 1))
                end = groupStarts[group]
            }
        }
        guard made < capacity, let trimmed = realloc(nodes, made * MemoryLayout<UInt64>.stride) else {
            return UnsafeMutableBufferPointer(start: nodes, count: made)
        }
        return UnsafeMutableBufferPointer(start: trimmed.assumingMemoryBound(to: UInt64.self), count: made)
    }
}
