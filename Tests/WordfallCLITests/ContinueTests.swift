import Foundation
import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport
import WordfallUI

@testable import wordfall

/// Issue 40: Continue went back to a retry of a completed level left half played, not to the level a player
/// expects next.
@Suite struct ContinueTests {
    static let pack = Repository.fixture("e2e/pack")

    /// A level of the e2e pack ("one" or "two"), as its campaign plays it.
    static func level(_ name: String) throws -> Level {
        try LevelLoader().load(path: pack + "/\(name).json")
    }

    static func packProgress(_ data: SavedData) -> StoredProgress {
        StoredProgress(
            .pack(key: "pack", memory: PackMemory(key: "pack", data: data, progress: CampaignProgress())), data: data)
    }

    @Test func continuePlaysTheNextLevelNotARetryLeftOfACompletedOne() throws {
        let folder = try PackShelfTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = SavedData.open(directory: folder)
        PackShelf(directory: folder).remember(Self.pack)
        let one = try Self.level("one")
        let won = LevelResult(
            id: GameID(high: 40, low: 1), level: one, completed: true, failure: nil, score: 120, stars: 1, words: [],
            bestWord: nil, duration: 20, moves: [TimedMove(move: .word("CAT"), at: 3)])
        #expect(Self.packProgress(data).levelFinished(won) == nil)
        // Level one played again, and left after a word: its retry is kept.
        var retry = one
        retry.seed = 7
        let left = KeptGame(
            id: GameID(high: 40, low: 2), level: retry, moves: [TimedMove(move: .word("DOG"), at: 4)], elapsed: 5)
        #expect(Self.packProgress(data).keep(left, leaving: true) == nil)
        #expect(data.gamesInProgress().map(\.id) == [left.id])

        let shelf = HomeShelf(data: data, unicode: false)
        let content = shelf.content()
        #expect(content.continuePack == "Tmux Pack, level 2 of 2")
        #expect(content.inProgress?() == [], "Continue plays the next level; the retry waits on its level")
        var campaign = try Campaign.load(path: Self.pack, options: try LevelOptions.parse([]))
        campaign.follow(data)
        #expect(campaign.startIndex == 1)

        // A game of the next level left in progress is what Continue resumes.
        let two = try Self.level("two")
        let next = KeptGame(
            id: GameID(high: 40, low: 3), level: two, moves: [TimedMove(move: .word("CAT"), at: 2)], elapsed: 3)
        #expect(Self.packProgress(data).keep(next, leaving: true) == nil)
        #expect(shelf.continuable().map(\.id) == [next.id])
        #expect(HomeShelf(data: data, unicode: false).content().inProgress?().count == 1)
    }

    @Test func theNextLevelIsTheFirstNotCompletedAfterTheLastCompleted() {
        let done: Set<Int> = [0, 1, 3]
        #expect(LevelPack.next(count: 5) { done.contains($0) } == 4)
        #expect(LevelPack.next(count: 5) { _ in false } == 0)
        #expect(
            LevelPack.next(count: 4) { [0, 3].contains($0) } == 1, "nothing after the last: the first not completed")
        #expect(LevelPack.next(count: 3) { _ in true } == nil)
    }
}
