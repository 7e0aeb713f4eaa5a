import Glibc

/// A lexicon's trie patched with words added and removed, without rebuilding it (`Lexicon.amended`).
///
/// The patched nodes are the base's nodes followed by room for new ones, in one block of memory: for a
/// list mapped from its index file, a private writable mapping of the same file (pages never written stay
/// shared with the file's, and only the pages the patch writes are copied) followed by anonymous memory;
/// otherwise a copy of the base's nodes. Adding a word walks it down the trie; where a letter has no
/// child, the node's block of children is copied to the free room with the new child in its place (a
/// node's children must stay contiguous, in letter order) and the node pointed at the copy, then the rest
/// of the word is a chain of new nodes. Removing a word clears its end, and a branch left leading to no
/// word is cut from its parent the same way. Blocks left behind are unreachable. Every word still ends at
/// its own node, so the solver and everything that reads a trie read the patched one unchanged.
struct LexiconPatch {
    private let nodes: UnsafeMutablePointer<UInt64>
    private let capacity: Int
    private var used: Int
    private let storage: LexiconStorage
    /// The region to make read-only once patched (nil for allocated nodes).
    private let mapped: (base: UnsafeMutableRawPointer, length: Int)?

    /// Every attribute bit a word's end carries: the terminal bit, the tier, never offered, slur.
    private static let endBits: UInt64 = 0x3F << 26
    private static let childMask: UInt64 = 0xFFFF_FFFF << 32

    /// A patch of `base` with room for `extraNodes` new nodes.
    init(base: Lexicon, extraNodes: Int) {
        if let path = base.storage.path, let remapped = Self.remap(path, base: base, extraNodes: extraNodes) {
            (nodes, capacity, used, storage, mapped) = remapped
            return
        }
        capacity = base.nodeCount + extraNodes
        nodes = .allocate(capacity: capacity)
        nodes.initialize(from: base.nodes, count: base.nodeCount)
        used = base.nodeCount
        storage = LexiconStorage(allocated: nodes)
        mapped = nil
    }

    /// The index file at `path` mapped privately and writably, with anonymous room after it; nil when it
    /// cannot be (the caller copies the base's nodes instead) or is no longer the file `base` was read from.
    private static func remap(_ path: String, base: Lexicon, extraNodes: Int) -> (
        UnsafeMutablePointer<UInt64>, Int, Int, LexiconStorage, (UnsafeMutableRawPointer, Int)
    )? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let fileLength = Int(status.st_size)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let filePages = (fileLength + page - 1) / page * page
        let length = filePages + (extraNodes * 8 + page - 1) / page * page
        guard fileLength > LexiconTrie.headerSize, (fileLength - LexiconTrie.headerSize) % 8 == 0,
            let region = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            region != MAP_FAILED
        else { return nil }
        let storage = LexiconStorage(mapping: LexiconFile.Mapping(base: region, length: length), path: nil)
        guard
            let file = mmap(region, fileLength, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, descriptor, 0),
            file == region
        else { return nil }
        let nodes = (region + LexiconTrie.headerSize).assumingMemoryBound(to: UInt64.self)
        // The same file as the base's: the same nodes where the base's start (a list rebuilt since would differ).
        guard memcmp(nodes, base.nodes, min(base.nodeCount, 512) * 8) == 0 else { return nil }
        let fileNodes = (fileLength - LexiconTrie.headerSize) / 8
        return (nodes, fileNodes + extraNodes, fileNodes, storage, (region, length))
    }

    /// The patched lexicon, holding `count` words; the nodes are read-only from here on.
    consuming func lexicon(count: Int) -> Lexicon {
        if let mapped { mprotect(mapped.base, mapped.length, PROT_READ) }
        return Lexicon(nodes: UnsafePointer(nodes), nodeCount: used, count: count, storage: storage)
    }

    @inline(__always)
    private func child(of value: UInt64, bit: UInt64) -> Int {
        Int(truncatingIfNeeded: value >> 32) + (value & LexiconTrie.letterMask & (bit - 1)).nonzeroBitCount
    }

    /// Makes room for `count` new nodes, returning the first's index.
    private mutating func allocate(_ count: Int) -> Int {
        precondition(used + count <= capacity, "LexiconPatch: room for the words was counted beforehand")
        defer { used += count }
        return used
    }

    /// Adds the word spelt by `bytes` (ASCII letters of either case) ending with the bits `end` (the
    /// terminal bit and its attributes); false when the list has it already (as a word or a refused one).
    mutating func add(ascii bytes: UnsafeBufferPointer<UInt8>, end: UInt64) -> Bool {
        var node = 0
        var depth = 0
        @inline(__always) func letter(_ index: Int) -> UInt64 { UInt64((bytes[index] | 0x20) &- 97) }
        while depth < bytes.count {
            let value = nodes[node]
            let bit: UInt64 = 1 << letter(depth)
            depth += 1
            if value & bit != 0 {
                node = child(of: value, bit: bit)
                continue
            }
            // Copy the node's children to new room with the new child in letter order.
            let mask = value & LexiconTrie.letterMask
            let first = Int(truncatingIfNeeded: value >> 32)
            let siblings = mask.nonzeroBitCount
            let rank = (mask & (bit - 1)).nonzeroBitCount
            let block = allocate(siblings + 1)
            (nodes + block).update(from: nodes + first, count: rank)
            (nodes + block + rank + 1).update(from: nodes + first + rank, count: siblings - rank)
            nodes[node] = value & ~Self.childMask | bit | UInt64(block) << 32
            node = block + rank
            nodes[node] = 0
            // The rest of the word: a chain of new nodes.
            while depth < bytes.count {
                let next = allocate(1)
                nodes[node] = 1 << letter(depth) | UInt64(next) << 32
                nodes[next] = 0
                node = next
                depth += 1
            }
        }
        guard nodes[node] & (LexiconTrie.terminalBit | LexiconTrie.slurBit) == 0 else { return false }
        nodes[node] = nodes[node] & ~Self.endBits | end
        return true
    }

    /// Removes the word of letter indices 0-25 (a word or a refused one); false when the list does not
    /// have it.
    mutating func remove(_ word: [UInt8]) -> Bool {
        var path = [0]
        path.reserveCapacity(word.count + 1)
        for letter in word {
            let value = nodes[path[path.count - 1]]
            let bit: UInt64 = 1 << UInt64(letter)
            guard value & bit != 0 else { return false }
            path.append(child(of: value, bit: bit))
        }
        let end = path[path.count - 1]
        guard nodes[end] & (LexiconTrie.terminalBit | LexiconTrie.slurBit) != 0 else { return false }
        nodes[end] &= ~Self.endBits
        // Cut the branch that now leads to no word, from its end up.
        var depth = word.count
        while depth > 0 && nodes[path[depth]] & (LexiconTrie.letterMask | Self.endBits) == 0 {
            cut(letter: word[depth - 1], from: path[depth - 1])
            depth -= 1
        }
        return true
    }

    /// Takes the child for `letter` out of `parent`'s children.
    private mutating func cut(letter: UInt8, from parent: Int) {
        let value = nodes[parent]
        let bit: UInt64 = 1 << UInt64(letter)
        let mask = value & LexiconTrie.letterMask
        let first = Int(truncatingIfNeeded: value >> 32)
        let siblings = mask.nonzeroBitCount
        let rank = (mask & (bit - 1)).nonzeroBitCount
        let cleared = value & ~bit & ~Self.childMask
        if siblings == 1 {
            nodes[parent] = cleared
        } else if rank == siblings - 1 {
            // The last child: the others keep their places.
            nodes[parent] = cleared | UInt64(first) << 32
        } else if rank == 0 {
            nodes[parent] = cleared | UInt64(first + 1) << 32
        } else {
            let block = allocate(siblings - 1)
            for index in 0..<rank { nodes[block + index] = nodes[first + index] }
            for index in (rank + 1)..<siblings { nodes[block + index - 1] = nodes[first + index] }
            nodes[parent] = cleared | UInt64(block) << 32
        }
    }
}
