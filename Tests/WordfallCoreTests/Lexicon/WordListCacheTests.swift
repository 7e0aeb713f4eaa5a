import Foundation
import Testing

@testable import WordfallCore

/// A level's own large word list is built once and mapped from the cache after (`WordListCache`).
@Suite struct WordListCacheTests {
    /// A folder of its own for each test, removed after.
    static func scratch() -> String {
        let path = NSTemporaryDirectory() + "wordfall-list-cache-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A list above the size the cache keeps: the bundled list's lines with `extra` added.
    static func largeList(extra: String = "") throws -> String {
        let text = try String(contentsOfFile: LexiconTests.dictionaryDirectory + "/words.txt", encoding: .utf8)
        return text + extra
    }

    static func cacheFiles(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".trie") }
    }

    @Test func aLargeListIsBuiltOnceThenMappedWithTheSameWords() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = folder + "/list.txt"
        try Self.largeList().write(toFile: list, atomically: true, encoding: .utf8)
        let cache = WordListCache(directory: folder + "/cache")
        let built = try Lexicon(contentsOfFile: list, cache: cache)
        #expect(Self.cacheFiles(cache.directory).count == 1)
        let mapped = try Lexicon(contentsOfFile: list, cache: cache)
        #expect(mapped.storage.path != nil, "mapped from the cache")
        #expect(built.storage.path == nil, "built in memory the first time")
        #expect(mapped.wordListText() == built.wordListText())
        #expect(mapped.count == built.count)
        #expect(mapped.neverOfferedWords().wordListText() == built.neverOfferedWords().wordListText())
        #expect(mapped.isRefused("yid") && mapped.isExpected("garden"))
    }

    @Test func anEditedListIsAnotherEntry() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = folder + "/list.txt"
        let cache = WordListCache(directory: folder + "/cache")
        try Self.largeList().write(toFile: list, atomically: true, encoding: .utf8)
        _ = try Lexicon(contentsOfFile: list, cache: cache)
        try Self.largeList(extra: "zzyzx\n").write(toFile: list, atomically: true, encoding: .utf8)
        let edited = try Lexicon(contentsOfFile: list, cache: cache)
        #expect(edited.contains("zzyzx"))
        #expect(Self.cacheFiles(cache.directory).count == 2)
        #expect(try Lexicon(contentsOfFile: list, cache: cache).contains("zzyzx"))
    }

    @Test func aDamagedEntryIsBuiltAgain() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = folder + "/list.txt"
        let cache = WordListCache(directory: folder + "/cache")
        try Self.largeList().write(toFile: list, atomically: true, encoding: .utf8)
        let built = try Lexicon(contentsOfFile: list, cache: cache)
        let entry = cache.directory + "/" + (Self.cacheFiles(cache.directory).first ?? "")
        try Data("WFTRIE03 and then nothing much".utf8).write(to: URL(fileURLWithPath: entry))
        let again = try Lexicon(contentsOfFile: list, cache: cache)
        #expect(again.wordListText() == built.wordListText())
        #expect(try Lexicon(contentsOfFile: list, cache: cache).storage.path != nil, "the entry was written again")
    }

    @Test func aCacheThatCannotBeWrittenLeavesTheListBuilt() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = folder + "/list.txt"
        try Self.largeList().write(toFile: list, atomically: true, encoding: .utf8)
        // A file where the cache's folder would be.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder + "/cache"))
        let lexicon = try Lexicon(contentsOfFile: list, cache: WordListCache(directory: folder + "/cache/lists"))
        #expect(lexicon.contains("garden") && lexicon.count > 70_000)
    }

    @Test func aShortListIsNotKept() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = folder + "/list.txt"
        try "cat\ndog\n".write(toFile: list, atomically: true, encoding: .utf8)
        let cache = WordListCache(directory: folder + "/cache")
        #expect(try Lexicon(contentsOfFile: list, cache: cache).count == 2)
        #expect(Self.cacheFiles(cache.directory).isEmpty)
    }

    /// Every bit of a list moves its key, wherever it is: in the four lanes' words, the words left after
    /// them, the bytes left after those; and the key of the same bytes is the same.
    @Test func everyBitOfTheListMovesItsKey() {
        let bytes = (0..<107).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        func key(_ bytes: [UInt8]) -> String {
            let (high, low) = bytes.withUnsafeBufferPointer { WordListCache.contentKey($0) }
            return "\(high)-\(low)"
        }
        var keys = [key(bytes)]
        for bit in 0..<(bytes.count * 8) {
            var flipped = bytes
            flipped[bit / 8] ^= 1 << UInt8(bit % 8)
            keys.append(key(flipped))
        }
        #expect(Set(keys).count == keys.count, "a key shared")
        #expect(key(bytes) == keys[0])
        #expect(key(Array(bytes.dropLast())) != keys[0], "the length counts")
    }

    @Test func theFolderFollowsXDG() {
        let environment = ["XDG_CACHE_HOME": "/c", "HOME": "/h"]
        #expect(WordListCache.standard(environment: { environment[$0] })?.directory == "/c/wordfall/word-lists")
        #expect(
            WordListCache.standard(environment: { ["HOME": "/h", "XDG_CACHE_HOME": "rel"][$0] })?.directory
                == "/h/.cache/wordfall/word-lists")
        #expect(WordListCache.standard(environment: { _ in nil }) == nil)
    }
}
