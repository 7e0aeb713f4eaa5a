import Glibc
import SystemPackage

/// A level's own large word list, built into a trie once and kept as an index file keyed by the list's
/// content, so later commands map it instead of building it again (docs/LEVELS.md, "Word lists").
///
/// The key is a 128-bit hash of the list's bytes and the index format's version, so an edited list, or a
/// list read by a binary with another index format, is simply another file. Files are written whole to a
/// temporary name and renamed, so a reader never sees half of one; a damaged or foreign file is rebuilt.
/// The cache is a convenience: a folder that cannot be made or written leaves the list built in memory, as
/// it always was, and nothing is reported (nothing a player keeps is in it).
public struct WordListCache: Sendable {
    /// The folder the index files are kept in.
    public let directory: String

    /// Lists shorter than this are built every time: building them costs less than hashing and mapping.
    public static let minimumBytes = 64 << 10

    public init(directory: String) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/wordfall/word-lists` when that variable is an absolute path, else
    /// `$HOME/.cache/wordfall/word-lists`; nil when neither is set.
    public static func standard(environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } })
        -> WordListCache?
    {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
            return WordListCache(directory: cache + "/wordfall/word-lists")
        }
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        return WordListCache(directory: home + "/.cache/wordfall/word-lists")
    }

    /// The index file that holds the trie of a list whose bytes are `bytes`.
    func path(for bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (high, low) = Self.contentKey(bytes)
        let version = String(decoding: LexiconTrie.magic.suffix(2), as: UTF8.self)
        // "k2": the second content key (`contentKey`); files of the first are simply never found again.
        return directory + "/v" + version + "k2-" + Self.hex(high) + Self.hex(low) + ".trie"
    }

    /// The cached trie at `path`, nil when there is none or it is not a good index.
    func load(_ path: String) -> Lexicon? {
        guard FileIO.kind(of: path) == .file else { return nil }
        return try? Lexicon(indexFile: path)
    }

    /// Keeps `lexicon` at `path`; false when it could not be written (the folder made, a temporary file
    /// written and renamed).
    @discardableResult
    func store(_ lexicon: Lexicon, at path: String) -> Bool {
        guard case .success = FileIO.createDirectories(directory) else { return false }
        let neverOffered = lexicon.neverOfferedWords()
        let bytes = LexiconTrie.fileBytes(
            nodes: Array(UnsafeBufferPointer(start: lexicon.nodes, count: lexicon.nodeCount)),
            wordCount: lexicon.count,
            neverOffered: Array(UnsafeBufferPointer(start: neverOffered.nodes, count: neverOffered.nodeCount)),
            neverOfferedCount: neverOffered.count, wide: lexicon.isWide)
        let temporary = path + ".\(getpid()).tmp"
        guard
            let descriptor = try? FileDescriptor.open(
                temporary, .writeOnly, options: [.create, .truncate, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        else { return false }
        let written = FileIO.writeAll(bytes, to: descriptor)
        let closed = (try? descriptor.close()) != nil
        guard case .success = written, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// A 128-bit hash of `bytes`: four 64-bit lanes, each taking every fourth 8-byte word (xxHash64's round:
    /// the word multiplied, added, rotated, multiplied), then the words and bytes left, then a final mix of
    /// the lanes into two. A key for a cache, not a defence against a crafted collision. Each word goes
    /// through one lane (the hash before took every word twice, a quarter of a large list's `check`; issue
    /// 38), and the four lanes do not wait for each other.
    static func contentKey(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let count = UInt64(bytes.count)
        let (p1, p2): (UInt64, UInt64) = (0x9E37_79B1_85EB_CA87, 0xC2B2_AE3D_27D4_EB4F)
        var (l0, l1, l2, l3) = (
            0x9E37_79B9_7F4A_7C15 &+ count, 0xC2B2_AE3D_27D4_EB4F ^ count, 0xFF51_AFD7_ED55_8CCD &+ count,
            0xC4CE_B9FE_1A85_EC53 ^ count
        )
        let raw = UnsafeRawBufferPointer(bytes)
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            rotate(lane &+ word &* p2, 31) &* p1
        }
        let stripes = bytes.count / 32
        for stripe in 0..<stripes {
            let offset = stripe &* 32
            l0 = round(l0, word(offset))
            l1 = round(l1, word(offset &+ 8))
            l2 = round(l2, word(offset &+ 16))
            l3 = round(l3, word(offset &+ 24))
        }
        // Up to three words left, one a lane.
        var offset = stripes * 32
        if offset + 8 <= bytes.count {
            l0 = round(l0, word(offset))
            offset += 8
        }
        if offset + 8 <= bytes.count {
            l1 = round(l1, word(offset))
            offset += 8
        }
        if offset + 8 <= bytes.count {
            l2 = round(l2, word(offset))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        let (m0, m1, m2, m3) = (mix(l0), mix(l1 ^ tail), mix(l2), mix(l3))
        let a = mix((m0 &+ rotate(m1, 17)) ^ rotate(m2, 31) ^ rotate(m3, 47))
        let b = mix((m1 &+ rotate(m2, 13)) ^ rotate(m3, 29) ^ rotate(m0, 43) ^ (tail &+ count))
        return (a, b)
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        value << bits | value >> (64 - bits)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        return value ^ value >> 33
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
