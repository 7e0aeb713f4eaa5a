import Foundation
import Testing

@testable import WordfallProgress

/// The player's own words in the store (schema version 3).
@Suite struct PlayerWordsStoreTests {
    @Test func keptForgottenAndReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-pw-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        #expect(GameStore.schemaVersion == 13)
        #expect(try store.playerWords() == PlayerWords())
        try store.keepPlayerWord("DOR", removed: false)
        try store.keepPlayerWord("CAT", removed: true)
        try store.keepPlayerWord("ZITI", removed: false)
        #expect(try store.playerWords() == PlayerWords(added: ["DOR", "ZITI"], removed: ["CAT"]))
        try store.keepPlayerWord("ZITI", removed: true)
        try store.forgetPlayerWord("CAT")
        #expect(try store.playerWords() == PlayerWords(added: ["DOR"], removed: ["ZITI"]))
        // A row this build never writes is skipped.
        try store.connection.run("INSERT INTO player_words (word, removed) VALUES ('c4t', 0), ('DOG', 7)")
        let reopened = try #require(GameStore.open(directory: folder).store)
        #expect(try reopened.playerWords() == PlayerWords(added: ["DOR"], removed: ["ZITI"]))
    }

    /// Read in the order they were kept, the words come back alphabetical all the same: a word before
    /// its own longer forms, every letter of the longest words counted.
    @Test func wordsKeptInAnyOrderComeBackAlphabetical() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-pw-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        let added = ["ZZZ", "ABCDEFGHIJKLMNP", "A", "ABCDEFGHIJKLMNO", "ABCDEFGH", "ABCDEFGHI", "AB", "ZZ"]
        try store.changePlayerWords(added.map { ($0, false) } + [("QOPH", true), ("ECRU", true)])
        #expect(
            try store.playerWords()
                == PlayerWords(
                    added: ["A", "AB", "ABCDEFGH", "ABCDEFGHI", "ABCDEFGHIJKLMNO", "ABCDEFGHIJKLMNP", "ZZ", "ZZZ"],
                    removed: ["ECRU", "QOPH"]))
        // Kept in order, they are read in order.
        try store.changePlayerWords([("ZZZZ", false), ("QOPHS", true)])
        #expect(try store.playerWords().added.last == "ZZZZ")
        #expect(try store.playerWords().removed == ["ECRU", "QOPH", "QOPHS"])
    }
}
