import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The trie builder behind level word lists: the same trie whatever the order, no recursion, and a
/// word list that holds no word said so.
@Suite struct WordListBuilderTests {
    static let bundledWords: [String] = {
        let path = Repository.root.appendingPathComponent("Resources/Dictionary/words.txt").path
        return ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }()

    func nodes(_ lexicon: Lexicon) -> [UInt64] {
        Array(UnsafeBufferPointer(start: lexicon.nodes, count: lexicon.nodeCount))
    }

    @Test func theOrderOfTheListAndDuplicatesDoNotChangeTheTrie() {
        let words = Self.bundledWords
        #expect(words.count > 70_000)
        var generator = SplitMix64(seed: 7)
        var shuffled = words + words.prefix(500).map { $0.uppercased() }
        shuffled.shuffle(using: &generator)
        let sorted = Lexicon(words: words)
        let mixed = Lexicon(words: shuffled)
        #expect(mixed.count == sorted.count)
        #expect(nodes(mixed) == nodes(sorted))
    }

    @Test func prefixesAndSharedStartsSortAsTheyShould() {
        // Longer than the 12 letters the sort key holds, sharing them, in a scrambled order.
        let words = ["abcdefghijklmnop", "abcdefghijklmno", "abcdefghijklmnoq", "ab", "a", "abcdefghijklm", "b"]
        let lexicon = Lexicon(words: words.reversed())
        #expect(nodes(lexicon) == nodes(Lexicon(words: words.sorted())))
        for word in words { #expect(lexicon.contains(word), "\(word)") }
        #expect(!lexicon.contains("abcdefghijkl"))
    }

    @Test func aVeryLongLineIsOneDeepBranchNotARecursion() throws {
        let path = NSTemporaryDirectory() + "wordfall-long-line-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let long = String(repeating: "e", count: 200_000)
        try "cat\n\(long)\n".write(toFile: path, atomically: true, encoding: .utf8)
        let lexicon = try Lexicon(contentsOfFile: path)
        #expect(lexicon.count == 2)
        #expect(lexicon.contains(long))
        #expect(!lexicon.contains(String(long.dropLast())))
    }

    @Test(arguments: [
        ([UInt8](), "the file is empty"),
        (Array(" \n\n\t\n".utf8), "the file is empty"),
        ([0xFF, 0xFE] + Array("c\0a\0t\0\n\0".utf8), "it looks like UTF-16; save it as UTF-8, one word a line"),
        (Array("cat\rdog\rbird\r".utf8), "its lines end with a carriage return alone; end them with a newline"),
        (Array("two words\n1234\n".utf8), "no line is a word (one word a line, letters A-Z only)"),
    ])
    func aListWithNoWordSaysWhy(bytes: [UInt8], reason: String) throws {
        let path = NSTemporaryDirectory() + "wordfall-no-words-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: LexiconError.noWords(path: path, reason: reason)) { try Lexicon(contentsOfFile: path) }
    }
}
