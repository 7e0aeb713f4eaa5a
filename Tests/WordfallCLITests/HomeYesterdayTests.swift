import Foundation
import Testing
import WordfallCore
import WordfallProgress

@testable import wordfall

/// Yesterday's answers on Today's page: its hunt is still open (`daily --date`), so its missed words are
/// shown only once asked (`a`), never as a live answer key (issue 41, the Spelling Bee play-test, item 1).
@Suite struct HomeYesterdayTests {
    /// A data folder where yesterday's round was played and found `found` of its expected words.
    static func playedYesterday(found: Int) throws -> (folder: String, puzzle: DailyPuzzle) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-yday-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let day = CalendarDay(dayNumber: CalendarDay.today().dayNumber - 1)
        let puzzle = try #require(HomeShelf.puzzle(day))
        let words = DailyHunt(puzzle, found: [String]()).expected.prefix(found)
        let store = try #require(GameStore.open(directory: folder).store)
        var game = PlayedGame(
            id: GameID.random(), endedAt: 1_795_308_060, pack: nil, level: puzzle.id, seed: 7,
            score: words.reduce(0) { $0 + $1.points }, stars: 0,
            words: words.map { PlayedWord(word: $0.word, points: $0.points) }, duration: 180, ending: .outOfTime)
        game.daily = DailyResult(
            date: day.description, generator: puzzle.generator, score: game.score, total: puzzle.total,
            rank: "Beginner", words: words.count, bestWordLength: words.map(\.word.count).max() ?? 0)
        try store.record(game)
        return (folder, puzzle)
    }

    @Test func yesterdaysMissedWordsAreShownOnlyOnceAsked() throws {
        let (folder, puzzle) = try Self.playedYesterday(found: 2)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shelf = HomeShelf(data: SavedData.open(directory: folder), unicode: false)
        let hunt = DailyHunt(puzzle, found: [String]())
        let missed = Array(hunt.expected.dropFirst(2))
        let today = HomeShelf.dayName(shelf.today)
        let yesterday = "Yesterday, \(HomeShelf.dayName(puzzle.day))"
        let page = try #require(shelf.dailyPage(meanings: nil))
        #expect(
            page == [
                "\(today): not played yet.", "",
                "Enter plays today's round: 3 minutes on the clock, ranked, one try a day; then its hunt, all day.",
                "",
                "\(yesterday): you found 2 of \(hunt.expected.count) words. Its hunt is still open "
                    + "(wordfall daily --date \(puzzle.day)); a shows the \(missed.count) you missed.",
            ])
        let asked = try #require(shelf.dailyAnswersPage(meanings: { ["meaning of \($0)"] }))
        #expect(
            asked == Array(page.dropLast()) + [
                "\(yesterday): you found 2 of \(hunt.expected.count) words; the \(missed.count) you missed, best first:"
            ] + missed.map { "  \($0.word): meaning of \($0.word)" })
        let content = shelf.content()
        #expect(content.dailyPlayed == page)
        // The home's own page asked for: the same lines, each word with its meaning from WordNet where it has one.
        #expect(
            content.dailyAnswers?.map { $0.split(separator: ":").first.map(String.init) ?? "" }
                == asked.map {
                    $0.split(separator: ":").first.map(String.init) ?? ""
                })
    }

    /// Every word found yesterday: nothing to ask for.
    @Test func queenBeeYesterdayHasNoAnswersToAsk() throws {
        let (folder, puzzle) = try Self.playedYesterday(found: 1000)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shelf = HomeShelf(data: SavedData.open(directory: folder), unicode: false)
        let count = DailyHunt(puzzle, found: [String]()).expected.count
        let page = try #require(shelf.dailyPage(meanings: nil))
        #expect(page.last == "Yesterday, \(HomeShelf.dayName(puzzle.day)): you found all \(count) words, Queen Bee.")
        #expect(shelf.dailyAnswersPage(meanings: nil) == nil)
        #expect(shelf.content().dailyAnswers == nil)
    }
}
