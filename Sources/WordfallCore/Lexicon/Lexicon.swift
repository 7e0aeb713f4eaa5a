import Glibc

/// A word list with membership and prefix queries: the bundled dictionary or a level's own list.
///
/// Backed by a flattened trie (see `LexiconTrie`): the bundled list's prebuilt
/// index is memory-mapped, a level's list is built into the same structure.
/// Immutable after creation, so it is safe to share between threads.
public final class Lexicon: @unchecked Sendable {
    /// The trie's nodes; mapped from the index file or allocated.
    let nodes: UnsafePointer<UInt64>
    /// How many nodes `nodes` holds.
    let nodeCount: Int
    /// How many words the list holds, the refused ones (slurs) included.
    public let count: Int
    /// `LexiconTrie.popcounts`, held here so lookups do not go through a global's accessor.
    private let popcounts = LexiconTrie.popcounts
    /// What holds the nodes' memory, given back when the last lexicon using it goes.
    let storage: LexiconStorage
    /// The words never offered, read from the index file's second trie (nil for a list built in memory:
    /// `neverOfferedWords()` then walks the trie).
    let neverOfferedSection: Lexicon?
    /// Whether the trie is laid out as `WFTRIE04`: letters of index 26-35 (a set of more than 26 tiles).
    public let isWide: Bool
    /// The node bits of its letters and, shifted down by 32, of a node's first child (`LexiconTrie`).
    let letterMask: UInt64
    let childMask: UInt64

    init(
        nodes: UnsafePointer<UInt64>, nodeCount: Int, count: Int, storage: LexiconStorage,
        neverOffered: Lexicon? = nil, wide: Bool = false
    ) {
        self.nodes = nodes
        self.nodeCount = nodeCount
        self.count = count
        self.storage = storage
        self.neverOfferedSection = neverOffered
        isWide = wide
        letterMask = wide ? LexiconTrie.wideLetterMask : LexiconTrie.letterMask
        childMask = wide ? LexiconTrie.wideChildMask : LexiconTrie.childMask
    }

    /// A lexicon of `words`: case-insensitive; words with anything but letters A-Z are left out.
    public convenience init(words: some Sequence<String>) {
        var builder = WordListBuilder()
        for word in words { builder.add(text: word) }
        self.init(builder)
    }

    /// A lexicon of the words `builder` holds.
    convenience init(_ builder: WordListBuilder) {
        let built = builder.build()
        guard let pointer = built.nodes.baseAddress else { preconditionFailure("a trie has a root node") }
        self.init(
            nodes: pointer, nodeCount: built.nodes.count, count: built.wordCount,
            storage: LexiconStorage(allocated: pointer), wide: built.wide)
    }

    /// A level's word list: one word a line, lines trimmed, case-insensitive; lines with anything but letters skipped.
    ///
    /// A list of at least `WordListCache.minimumBytes` is mapped from `cache` when it was built before (the
    /// same bytes), else built and kept there; without a cache, or for a shorter list, it is built.
    ///
    /// - Throws: `LexiconError.noWords` when no line is a word (an empty file, UTF-16, lines ended by CR
    ///   alone), as well as when the file cannot be read.
    ///
    /// With `codeDigits`, the digits 0-9 are the code letters of index 26-35 (the words.txt of a language of
    /// more than 26 tiles, decision 0460); otherwise a line with one is no word.
    public convenience init(
        contentsOfFile path: String, cache: WordListCache? = nil, codeDigits: Bool = false
    ) throws(LexiconError) {
        let bytes = try LexiconFile.read(path)
        let cached = bytes.withUnsafeBufferPointer { bytes -> (path: String, lexicon: Lexicon?)? in
            guard let cache, !codeDigits, bytes.count >= WordListCache.minimumBytes else { return nil }
            let file = cache.path(for: bytes)
            return (file, cache.load(file))
        }
        if let found = cached?.lexicon {
            self.init(sharing: found)
            return
        }
        var builder = WordListBuilder()
        builder.codeDigits = codeDigits
        bytes.withUnsafeBufferPointer { bytes in
            // A UTF-8 byte order mark may start the file.
            let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            builder.addLines(UnsafeBufferPointer(rebasing: bytes[bom...]))
        }
        guard builder.count > 0 else { throw .noWords(path: path, reason: Self.whyNoWords(bytes)) }
        self.init(builder)
        if let cached, let cache { cache.store(self, at: cached.path) }
    }

    /// A lexicon over the same nodes as `other`.
    private convenience init(sharing other: Lexicon) {
        self.init(
            nodes: other.nodes, nodeCount: other.nodeCount, count: other.count, storage: other.storage,
            neverOffered: other.neverOfferedSection, wide: other.isWide)
    }

    /// Why a word list gave no word, in words a level author can act on.
    private static func whyNoWords(_ bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ isSpace($0) || $0 == 10 }) { return "the file is empty" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(64).contains(0) {
            return "it looks like UTF-16; save it as UTF-8, one word a line"
        }
        if !bytes.contains(10) && bytes.contains(13) {
            return "its lines end with a carriage return alone; end them with a newline"
        }
        return "no line is a word (one word a line, letters A-Z only)"
    }

    /// The lexicon in a prebuilt index file (`words.trie`), memory-mapped, with the trie of its words
    /// never offered (`LexiconTrie` gives the format).
    public convenience init(indexFile path: String) throws(LexiconError) {
        let mapping = try LexiconFile.map(path)
        // Owns the mapping from here on: an error below unmaps it.
        let storage = LexiconStorage(mapping: mapping, path: path)
        let base = UnsafeRawPointer(mapping.base)
        let header = UnsafeRawBufferPointer(start: base, count: min(mapping.length, LexiconTrie.headerSize))
        let wide = header.count == LexiconTrie.headerSize && header.prefix(8).elementsEqual(LexiconTrie.wideMagic)
        guard header.count == LexiconTrie.headerSize, wide || header.prefix(8).elementsEqual(LexiconTrie.magic) else {
            throw .corruptIndex(
                path: path,
                reason: "not a wordfall trie (no \(String(decoding: LexiconTrie.magic, as: UTF8.self)) "
                    + "header; run `make wordlist`)")
        }
        func field(_ index: Int) -> Int {
            Int(UInt32(littleEndian: header.loadUnaligned(fromByteOffset: 8 + index * 4, as: UInt32.self)))
        }
        let (nodeCount, wordCount, neverNodeCount, neverWordCount) = (field(0), field(1), field(2), field(3))
        guard nodeCount >= 1, neverNodeCount >= 1,
            mapping.length == LexiconTrie.headerSize + (nodeCount + neverNodeCount) * 8
        else {
            throw .corruptIndex(
                path: path,
                reason: "size \(mapping.length) bytes does not match its \(nodeCount) and \(neverNodeCount) nodes")
        }
        guard !wide || max(nodeCount, neverNodeCount) <= LexiconTrie.wideNodeLimit else {
            throw .corruptIndex(path: path, reason: "\(nodeCount) nodes, more than a WFTRIE04 trie holds")
        }
        #if _endian(big)
            throw .corruptIndex(path: path, reason: "little-endian index on a big-endian machine")
        #else
            let nodes = (base + LexiconTrie.headerSize).assumingMemoryBound(to: UInt64.self)
            let neverOffered = Lexicon(
                nodes: nodes + nodeCount, nodeCount: neverNodeCount, count: neverWordCount, storage: storage,
                wide: wide)
            self.init(
                nodes: nodes, nodeCount: nodeCount, count: wordCount, storage: storage, neverOffered: neverOffered,
                wide: wide)
        #endif
    }

    /// The bundled dictionary, found via `ResourceLocator` (memory-mapped once, then shared).
    public static func bundled() throws(LexiconError) -> Lexicon {
        switch bundledLoad {
        case .loaded(let lexicon): return lexicon
        case .failed(let error): throw error
        }
    }

    /// The outcome of loading the bundled list (not `Result`: its generic metadata costs a
    /// protocol-conformance scan, about 0.3 ms, at first use).
    private enum BundledLoad: Sendable {
        case loaded(Lexicon)
        case failed(LexiconError)
    }

    private static let bundledLoad: BundledLoad = {
        guard let resources = ResourceLocator.resourcesDirectory() else { return .failed(.resourcesNotFound) }
        do throws(LexiconError) {
            return .loaded(try Lexicon(indexFile: resources + "/Dictionary/words.trie"))
        } catch {
            return .failed(error)
        }
    }()

    /// Whether `word` is in the list (case-insensitive).
    public func contains(_ word: String) -> Bool {
        guard let node = node(for: word) else { return false }
        return isTerminal(node)
    }

    /// Whether some word in the list starts with `prefix` (case-insensitive).
    public func hasPrefix(_ prefix: String) -> Bool {
        guard let node = node(for: prefix) else { return false }
        return node != 0 || count > 0
    }

    /// The node reached by spelling `text` from the root, nil if there is none.
    func node(for text: String) -> Int? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ node(for: $0) }) { return found }
        return node(for: Array(text.utf8))
    }

    @inline(__always)
    private func node(for bytes: some Sequence<UInt8>) -> Int? {
        var node = 0
        for byte in bytes {
            guard let letter = LetterCode.index(ofCodeOrLower: byte) else { return nil }
            node = child(of: node, letter: letter)
            if node < 0 { return nil }
        }
        return node
    }

    /// The child of `node` for `letter` (0-35), or -1.
    @inline(__always)
    func child(of node: Int, letter: Int) -> Int {
        let value = nodes[node]
        let bit = LexiconTrie.bit(letter)
        guard value & bit & letterMask != 0 else { return -1 }
        let index =
            Int(truncatingIfNeeded: (value >> 32) & childMask)
            &+ LexiconTrie.rank(value & (bit &- 1) & letterMask, popcounts)
        return index < nodeCount ? index : -1
    }

    /// Whether a word ends at `node`.
    @inline(__always)
    func isTerminal(_ node: Int) -> Bool {
        nodes[node] & LexiconTrie.terminalBit != 0
    }

    /// Whether `node` has any child.
    @inline(__always)
    func hasChildren(_ node: Int) -> Bool {
        nodes[node] & letterMask != 0
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 13 || byte == 11 || byte == 12
    }
}
