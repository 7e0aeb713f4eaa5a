import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

/// Issue 41: each language's daily is kept by day and by language (schema 13), every row kept before
/// English's.
@Suite struct DailyLanguageStoreTests {
    static let date = "2026-11-24"

    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-lang-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    static func game(_ result: DailyResult, level: String) -> PlayedGame {
        PlayedGame(
            id: GameID.random(), endedAt: 1_795_308_060, pack: nil, level: level, seed: 7, score: result.score,
            stars: 0, words: [PlayedWord(word: "CAT", points: result.score)], duration: 180, ending: .outOfTime,
            daily: result)
    }

    /// A database of schema 12 with an English day, its hunt and a nudge: after the migration they are
    /// English's, as they were; a Catalan round of the same day is a result of its own beside it.
    @Test func rowsKeptBeforeAreEnglishsAndCatalanIsKeptApart() throws {
        try withFolder { folder in
            do {
                let connection = try SQLiteConnection(path: folder + "/" + GameStore.fileName)
                for migration in GameStore.migrations.prefix(12) { try connection.execute(migration) }
                try connection.execute("PRAGMA user_version = 12")
                try connection.execute(
                    "INSERT INTO games (id, ended_at, pack, level, seed, score, stars, duration, ending, daily_date, uid) "
                        + "VALUES (1, 5, NULL, 'daily-\(Self.date)', 7, 50, 0, 180, 'outOfTime', '\(Self.date)', 'a')")
                try connection.execute("INSERT INTO game_words VALUES (1, 0, 'CAT', 50)")
                try connection.execute(
                    "INSERT INTO daily_results (date, generator, score, total, rank, words, best_word_length, "
                        + "game_id, played_on) VALUES ('\(Self.date)', 3, 50, 900, 'Good', 1, 3, 1, '\(Self.date)')")
                try connection.execute("INSERT INTO daily_hunt_words VALUES ('\(Self.date)', 'DOG', 6)")
                try connection.execute(
                    "INSERT INTO daily_hunts VALUES ('\(Self.date)', 3, 90, 2, 40, 2, 'Solid', '\(Self.date)')")
                try connection.execute("INSERT INTO daily_nudges VALUES ('\(Self.date)', 0, 'HORSE')")
            }
            let store = try #require(GameStore.open(directory: folder).store)
            let english = try #require(try store.dailyResult(on: Self.date))
            #expect(english.language == "en")
            #expect(english.rank == "Good")
            #expect(try store.dailyResult(on: Self.date, language: "ca") == nil)
            #expect(try store.dayWords(on: Self.date) == GameStore.DayWords(round: ["CAT"], hunt: ["DOG"]))
            #expect(try store.dayWords(on: Self.date, language: "ca") == GameStore.DayWords(round: [], hunt: []))
            #expect(try store.huntRank(on: Self.date) == "Solid")
            #expect(try store.huntRank(on: Self.date, language: "ca") == nil)
            #expect(try store.huntNudges(on: Self.date) == ["HORSE"])
            #expect(try store.huntNudges(on: Self.date, language: "ca") == [])

            let catalan = DailyResult(
                date: Self.date, generator: 3, score: 300, total: 6_920, rank: "Moving Up", words: 1,
                bestWordLength: 3, playedOn: Self.date, language: "ca")
            let recorded = try store.record(Self.game(catalan, level: "daily-ca-\(Self.date)"))
            #expect(recorded.daily == catalan)
            #expect(try store.dailyResult(on: Self.date, language: "ca") == catalan)
            #expect(try store.dailyResult(on: Self.date) == english)
            #expect(try store.dayWords(on: Self.date, language: "ca").round == ["CAT"])
        }
    }

    /// Each language's daily has its own days, streak and ranks; English's is always there.
    @Test func eachLanguageHasItsOwnStreakAndRanks() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            let today = try #require(CalendarDay("2026-11-26"))
            for date in ["2026-11-25", "2026-11-26"] {
                let result = DailyResult(
                    date: date, generator: 3, score: 300, total: 900, rank: "Great", words: 1, bestWordLength: 3,
                    playedOn: date, language: "ca")
                try store.record(Self.game(result, level: "daily-ca-\(date)"))
            }
            let english = DailyResult(
                date: "2026-11-26", generator: 3, score: 50, total: 900, rank: "Good", words: 1, bestWordLength: 3,
                playedOn: "2026-11-26")
            try store.record(Self.game(english, level: "daily-2026-11-26"))
            let statistics = try store.statistics(today: today)
            #expect(statistics.daily.language == "en")
            #expect(statistics.daily.daysPlayed == 1)
            #expect(statistics.daily.currentStreak == 1)
            #expect(statistics.daily.ranks.filter { $0.days > 0 }.map(\.name) == ["Good"])
            #expect(statistics.otherDailies.map(\.language) == ["ca"])
            #expect(statistics.otherDailies.map(\.daysPlayed) == [2])
            #expect(statistics.otherDailies.map(\.currentStreak) == [2])
            #expect(statistics.otherDailies.first?.ranks.filter { $0.days > 0 }.map(\.name) == ["Great"])
        }
    }

    /// A hunt's words and nudges in one language leave the other's day alone.
    @Test func aHuntInOneLanguageLeavesTheOthersDayAlone() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            let day = try #require(CalendarDay(Self.date))
            let puzzle = DailyPuzzle(day: day, language: .catalan, lexicon: try Lexicon.bundled(.catalan))
            let words = puzzle.words.prefix(3).map(\.word)
            let hunt = DailyHunt(puzzle, found: words)
            try store.recordHunt(hunt, on: Self.date, language: "ca", generator: puzzle.generator, playedOn: Self.date)
            #expect(try store.dayWords(on: Self.date, language: "ca").hunt == words)
            #expect(try store.dayWords(on: Self.date).hunt.isEmpty)
            #expect(try store.huntRank(on: Self.date) == nil)
            let nudge = try store.giveNudge(hunt, on: Self.date, language: "ca")
            #expect(nudge.given == 1)
            #expect(try store.huntNudges(on: Self.date).isEmpty)
            #expect(try store.huntNudges(on: Self.date, language: "ca") == [try #require(nudge.nudge).word])
        }
    }
}
