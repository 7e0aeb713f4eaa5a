import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

@Suite struct LexiconTests {
    /// The repository's Resources/Dictionary, found from this file's path.
    static let dictionaryDirectory = Repository.root.appendingPathComponent("Resources/Dictionary").path

    @Test func membershipIsCaseInsensitive() {
        let lexicon = Lexicon(words: ["cat", "Cats", "DOG", "queen"])
        #expect(lexicon.count == 4)
        #expect(lexicon.contains("cat"))
        #expect(lexicon.contains("CAT"))
        #expect(lexicon.contains("cAtS"))
        #expect(lexicon.contains("dog"))
        #expect(!lexicon.contains("ca"))
        #expect(!lexicon.contains("catss"))
        #expect(!lexicon.contains(""))
        #expect(!lexicon.contains("c-t"))
        #expect(!lexicon.contains("quee"))
    }

    @Test func prefixes() {
        let lexicon = Lexicon(words: ["cat", "cats", "queen"])
        #expect(lexicon.hasPrefix(""))
        #expect(lexicon.hasPrefix("c"))
        #expect(lexicon.hasPrefix("CA"))
        #expect(lexicon.hasPrefix("cat"))
        #expect(lexicon.hasPrefix("cats"))
        #expect(lexicon.hasPrefix("QUE"))
        #expect(!lexicon.hasPrefix("catsx"))
        #expect(!lexicon.hasPrefix("d"))
        #expect(!lexicon.hasPrefix("q u"))
        #expect(!Lexicon(words: []).hasPrefix(""))
    }

    @Test func wordsWithOtherCharactersAreLeftOut() {
        let lexicon = Lexicon(words: ["don't", "café", "ok", "ok", "OK", ""])
        #expect(lexicon.count == 1)
        #expect(lexicon.contains("ok"))
        #expect(!lexicon.contains("dont"))
    }

    @Test func levelWordListFile() throws {
        let path = NSTemporaryDirectory() + "wordfall-lexicon-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "  Apple \r\nbanana\n\n# comment\ntwo words\nCHERRY\t\nx1\ndurian".write(
            toFile: path, atomically: true, encoding: .utf8)
        let lexicon = try Lexicon(contentsOfFile: path)
        #expect(lexicon.count == 4)
        for word in ["apple", "BANANA", "cherry", "durian"] {
            #expect(lexicon.contains(word))
        }
        #expect(!lexicon.contains("two"))
        #expect(!lexicon.contains("x"))
    }

    @Test func byteOrderMarkIsIgnored() throws {
        let path = NSTemporaryDirectory() + "wordfall-lexicon-bom-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([0xEF, 0xBB, 0xBF] + Array("apple\r\nbanana\r\n".utf8)).write(to: URL(fileURLWithPath: path))
        let lexicon = try Lexicon(contentsOfFile: path)
        #expect(lexicon.count == 2)
        #expect(lexicon.contains("apple"))
        #expect(lexicon.contains("banana"))
    }

    @Test func missingFileNamesIt() {
        let path = "/nonexistent/wordfall/words.txt"
        #expect(throws: LexiconError.fileNotFound(path: path)) { try Lexicon(contentsOfFile: path) }
        #expect(LexiconError.fileNotFound(path: path).description.contains(path))
        #expect(throws: LexiconError.self) { try Lexicon(contentsOfFile: NSTemporaryDirectory()) }
    }

    @Test func badIndexIsRefused() throws {
        let path = NSTemporaryDirectory() + "wordfall-index-\(getpid()).trie"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not a trie at all, really".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LexiconError.self) { try Lexicon(indexFile: path) }
        var bytes = LexiconTrie.fileBytes(
            nodes: LexiconTrie.build(words: [[0, 1]]), wordCount: 1, neverOffered: LexiconTrie.build(words: [[1, 0]]),
            neverOfferedCount: 1)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let good = try Lexicon(indexFile: path)
        #expect(good.contains("ab") && !good.contains("ba") && good.neverOfferedWords().contains("ba"))
        bytes.removeLast()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: LexiconError.self) { try Lexicon(indexFile: path) }
    }

    @Test func bundledListLoads() throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.count > 70_000)
        for word in ["cat", "queen", "quiz", "zebra", "Word"] {
            #expect(lexicon.contains(word), "\(word)")
        }
        #expect(!lexicon.contains("qzx"))
        #expect(!lexicon.contains("ab"))  // shorter than 3 letters
        #expect(lexicon.hasPrefix("qu"))
        #expect(!lexicon.hasPrefix("qx"))
    }

    /// The committed index must be exactly what the committed word list builds (a stale index fails here),
    /// its trie of words never offered what a walk of the list finds.
    @Test func committedIndexMatchesWordList() throws {
        let directory = Self.dictionaryDirectory
        let words = try Lexicon(contentsOfFile: directory + "/words.txt")
        let neverOffered = words.neverOfferedWords()
        func nodes(_ lexicon: Lexicon) -> [UInt64] {
            Array(UnsafeBufferPointer(start: lexicon.nodes, count: lexicon.nodeCount))
        }
        let built = LexiconTrie.fileBytes(
            nodes: nodes(words), wordCount: words.count, neverOffered: nodes(neverOffered),
            neverOfferedCount: neverOffered.count)
        let committed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/words.trie")))
        #expect(committed.count == built.count)
        #expect(ByteComparison.difference(committed, built) == nil)
        let mapped = try Lexicon(indexFile: directory + "/words.trie")
        #expect(mapped.count == words.count)
        #expect(words.count > 70_000)
        #expect(mapped.neverOfferedWords().count == neverOffered.count && neverOffered.count > 300)
        #expect(mapped.neverOfferedWords().contains("yid") && !mapped.neverOfferedWords().contains("cat"))
    }
}

@Suite struct ResourceLocatorTests {
    @Test func findsTheRepositoryResources() throws {
        let directory = try #require(ResourceLocator.resourcesDirectory())
        #expect(FileManager.default.fileExists(atPath: directory + "/Dictionary/words.trie"))
        #expect(FileManager.default.fileExists(atPath: directory + "/Dictionary/words.txt"))
    }

    @Test func parentFolders() {
        #expect(ResourceLocator.parent(of: "/usr/local/bin/wordfall") == "/usr/local/bin")
        #expect(ResourceLocator.parent(of: "/usr/local/bin/") == "/usr/local")
        #expect(ResourceLocator.parent(of: "/wordfall") == "/")
        #expect(ResourceLocator.parent(of: "/") == "/")
        #expect(ResourceLocator.parent(of: "wordfall") == ".")
    }

    @Test func bundledListIsWellFormed() throws {
        let text = try String(contentsOfFile: LexiconTests.dictionaryDirectory + "/words.txt", encoding: .utf8)
        let words = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(text.hasSuffix("\n"))
        #expect(words.count > 70_000)
        let fields = words.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(fields.allSatisfy { (2...3).contains($0.count) })
        let names = fields.map(\.[0])
        #expect(names.allSatisfy { (3...15).contains($0.utf8.count) && $0.utf8.allSatisfy { (97...122).contains($0) } })
        #expect(fields.allSatisfy { ["10", "20", "35", "40", "50", "55", "60"].contains($0[1]) })
        #expect(fields.allSatisfy { $0.count == 2 || ["slur", "vulgar", "sensitive"].contains($0[2]) })
        #expect(zip(names, names.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
