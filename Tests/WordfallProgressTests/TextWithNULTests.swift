import Foundation
import Testing

@testable import WordfallProgress

/// A level id comes from a file and may hold a NUL (`"id": "a\u0000x"`): the saved data keeps it whole, so
/// two levels whose ids differ after the NUL keep two results, and the id reads back as it was written.
@Suite struct TextWithNULTests {
    @Test func twoLevelIdsThatDifferAfterANULKeepTwoResults() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-nul-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        for (level, score) in [("a\u{0}x", 10), ("a\u{0}y", 20)] {
            try store.connection.run(
                "INSERT INTO level_progress (pack, level, best_score, best_stars, completed) VALUES (?, ?, ?, 1, 1)",
                [.text("pack"), .text(level), .integer(Int64(score))])
        }
        let reopened = try #require(GameStore.open(directory: folder).store)
        let levels = try reopened.progress().packs["pack"] ?? [:]
        #expect(levels.keys.sorted() == ["a\u{0}x", "a\u{0}y"])
        #expect(levels["a\u{0}x"]?.bestScore == 10)
        #expect(levels["a\u{0}y"]?.bestScore == 20)
    }
}
