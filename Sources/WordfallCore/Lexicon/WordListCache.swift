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
        return directory + "/v" + version + "-" + Self.hex(high) + Self.hex(low) + ".trie"
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

    /// A 128-bit hash of `bytes` (two 64-bit lanes over 8 bytes at a time, then a final mix): a key for a
    /// cache, not a defence against a crafted collision.
    static func contentKey(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        let whole = bytes.count / 8
        for index in 0..<whole {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
            a ^= a >> 29
            b = (b &+ word) &* 0xC4CE_B9FE_1A85_EC53
            b = b << 31 | b >> 33
        }
        var tail: UInt64 = 0
        for index in (whole * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        a = mix(a ^ tail)
        b = mix(b &+ tail &+ a)
        return (a, b)
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
